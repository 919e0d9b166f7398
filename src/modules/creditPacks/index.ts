/** What other modules read of credit packs. */
export { findCreditPack, findCreditPackWithUnit } from './repo.js';
export { listCreditPacks, type CreditPackWithUnit } from './repo.js';
export { listPlanCreditPacks } from './service.js';
export type { CreditPack } from './schemas.js';
export { ExpirationIntervalCount, ExpirationIntervalUnit, MAX_INTERVAL_COUNT } from './schemas.js';
export { INTERVAL_UNITS } from './tables.js';
export type { CreditPackTable, IntervalUnit } from './tables.js';
