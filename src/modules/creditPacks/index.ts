/** What other modules read of credit packs. */
export { findCreditPack, findCreditPackWithUnit } from './repo.js';
export { listCreditPacks, type CreditPackWithUnit } from './repo.js';
export { listPlanCreditPacks } from './service.js';
export type { CreditPack } from './schemas.js';
