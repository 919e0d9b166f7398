/** What other modules read of plans. */
export { findPlan, findPlanByCode } from './repo.js';
