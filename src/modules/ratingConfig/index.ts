/** The ratingConfig module's door: what other modules may use. */
export { bumpRatingConfig, ratingConfigStamp, ratingConfigStamps, stampOf } from './version.js';
