/**
 * What the rest of Meterline uses of billing runs: the test clocks (one per company, test mode),
 * which the HTTP layer resolves per request (src/http/scopeClock.ts). The run itself, which drives
 * the engine, and its route are in src/api/billingRuns/.
 */
export { moveTestClock, ScopeClocks, testClockInBatch, testClockOf, testClocksAhead } from './testClock.js';
export type { BillingRunTables, TestClockTable } from './tables.js';
