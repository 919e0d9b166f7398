/**
 * Moving a company's test clock to an instant and billing its test-mode data up to it: what
 * `POST /v1/billing/run` and the dashboard's test clock page both do. The clock moves first (never
 * back), so a request that arrives while the run bills already lives at the new instant; the run is
 * bounded by `maxSteps` and stops between two steps when `signal` aborts (runBilling).
 */
import { runBilling, type BillingLog, type BillingRunResult } from '../../billing/index.js';
import { dbContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { moveTestClock } from '../../modules/billingRuns/index.js';

export interface TestClockAdvance {
  /** Where the company's test clock is now (the later of where it was and `to`). */
  testClock: Date;
  run: BillingRunResult;
}

export async function advanceTestClock(
  store: Store,
  scope: Scope,
  to: Date,
  now: Date,
  options: { maxSteps: number; log?: BillingLog; signal?: AbortSignal },
): Promise<TestClockAdvance> {
  const testClock = await moveTestClock(dbContext(store.db, scope, now), to);
  const run = await runBilling(store, { asOf: to, scope, maxSteps: options.maxSteps, ...(options.log ? { log: options.log } : {}), ...(options.signal ? { signal: options.signal } : {}) });
  return { testClock, run };
}
