/** What other modules read of credit packs. */
export { findCreditPack, findCreditPackWithUnit } from './repo.js';
export { listCreditPacks, type CreditPackWithUnit } from './repo.js';
