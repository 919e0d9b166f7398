/**
 * The test-mode billing run (`POST /v1/billing/run`): advance a company's test clock and run the
 * engine up to it. Used by the API route and the dashboard's test-clock page.
 */
export { advanceTestClock, type TestClockAdvance } from './advanceTestClock.js';
export { BILLING_RUN_MAX_STEPS } from './schemas.js';
export { billingRunRoutes } from './routes.js';
