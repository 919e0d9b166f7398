/** The ratingConfig module's door: what other modules may use. */
export { insertRatingConfigRows, lockRatingConfigForChange, ratingConfigKeyOf, ratingConfigStamp, ratingConfigStamps, shareRatingConfig, stampOf } from './version.js';
