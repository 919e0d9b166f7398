/** What other modules read of plan fees: the records with products and prices, and the rating view. */
export { loadFeeRecords, type FeeRecord } from './repo.js';
export { isEffectiveAt, parseEffectiveDate, rangesOverlap } from '../../kernel/effectiveDates.js';
export { feesEffectiveAt, loadPlanFees } from './ratingView.js';
export type { PriceTable } from './tables.js';
export type { RatedFee } from './types.js';
export { createFee } from './createFee.js';
export { recurringFlatFees, type RecurringFlatFee } from './revenue.js';
export { getFee, listFees, toPlanFee } from './service.js';
export { CreateFeeBody, FeeParams, PlanFee, UpdateFeeBody } from './schemas.js';
export * as feeRepo from './feeRepo.js';
export { BILLING_MODES, FEE_CADENCES, MARKUP_MODES, PACKAGE_ROUNDINGS, PRICING_MODELS, type PricingModel } from './types.js';
