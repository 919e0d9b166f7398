/**
 * The operator dashboard (/dashboard): its one door. app.ts mounts `dashboard`; the
 * `meterline user create` command creates its users.
 */
export { dashboard, type DashboardOptions } from './routes.js';
export type { DashboardDeps } from './deps.js';
export { createDashboardUser, DashboardUserError, type CreatedDashboardUser } from './users.js';
export type { DashboardTables } from './tables.js';
