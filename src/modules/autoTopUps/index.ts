/** Auto top-ups (issue 29, item 2): the settings, the pure rule of which draw starts one, and its runs' rows for the job. */
export { autoTopUpRoutes } from './routes.js';
export { deleteAutoTopUp, listAutoTopUps, setAutoTopUp } from './service.js';
export { TopUpBook, NO_TOP_UPS } from './topUpBook.js';
export { newRun, startTopUpOnDraw } from './runs.js';
export { dueRuns, findTopUp, insertRunsOnce, leaseRun, listRuns, runsStartedBetween, selectScopeTopUps, settleRun, updateTopUp } from './repo.js';
export type { AutoTopUpRunTable, AutoTopUpTable } from './tables.js';
export type { AutoTopUp, SetAutoTopUpBody } from './schemas.js';
