/** What other modules read of plan fees: the records with products and prices, and the rating view. */
export { loadFeeRecords, type FeeRecord } from './repo.js';
