/** What other modules read of catalogs: the catalogs attached to a plan, as the API lists them. */
export { listPlanCatalogs } from './attachCatalog.js';
export type { PlanCatalog, PricingRule } from './schemas.js';
