/** What other modules read of catalogs: the catalogs attached to a plan, as the API lists them. */
export { listPlanCatalogs } from './attachCatalog.js';
export type { PlanCatalog } from './schemas.js';
export { CatalogFileError, importCatalog, importCatalogFile, parseCatalogFile } from './importCatalog.js';
export type { ImportTarget } from './importCatalog.js';
export { catalogCost, entryFor, loadPlanCatalogs, loadRatingCatalog } from './ratingView.js';
export type { AttachedCatalog, RatingCatalog } from './ratingView.js';
export { getCatalog } from './readCatalogs.js';
export { loadShippedCatalogs, shippedCatalogsJob } from './shipped.js';
