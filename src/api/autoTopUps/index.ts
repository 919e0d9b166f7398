/** Auto top-ups' collection (issue 29, item 2): the job that charges the runs ingest starts, and its pass. */
export { autoTopUpJob } from './job.js';
export { runDueTopUps, RETRY_AFTER_MS, type TopUpPassResult } from './runTopUps.js';
