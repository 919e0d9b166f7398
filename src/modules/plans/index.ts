/** What other modules read of plans. */
export { findPlan, findPlanByCode, listPlanCurrencies, listPortalPlans } from './repo.js';
export { getPlan, listPlans } from './service.js';
export { createPlan } from './createPlan.js';
export { searchPlans } from './search.js';
export type { Plan } from './schemas.js';
export type { PlanTable } from './tables.js';
export { updatePlan } from './updatePlan.js';
export { CreatePlanBody, INVOICING_CADENCES, PLAN_TYPES, UpdatePlanBody } from './schemas.js';
