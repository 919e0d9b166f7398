/**
 * What the rest of Meterline uses of billing runs: the test clocks (one per company, test mode),
 * which the HTTP layer resolves per request (src/http/scopeClock.ts). The route is routes.ts.
 */
export { moveTestClock, ScopeClocks, testClockOf, testClocksAhead } from './testClock.js';
export { advanceTestClock, type TestClockAdvance } from './advanceTestClock.js';
export { BILLING_RUN_MAX_STEPS } from './schemas.js';
export type { BillingRunTables, TestClockTable } from './tables.js';
