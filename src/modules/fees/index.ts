/** What other modules read of plan fees: the records with products and prices, and the rating view. */
export { loadFeeRecords, type FeeRecord } from './repo.js';
export { isEffectiveAt, parseEffectiveDate } from './effectiveDates.js';
export { feesEffectiveAt, loadPlanFees } from './ratingView.js';
export type { PriceTable } from './tables.js';
export type { RatedFee } from './types.js';
