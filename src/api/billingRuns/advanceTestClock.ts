/**
 * Moving a company's test clock to an instant and billing its test-mode data up to it: what
 * `POST /v1/billing/run` and the dashboard's test clock page both do. The clock moves first (never
 * back), so a request that arrives while the run bills already lives at the new instant; the run is
 * bounded by `maxSteps` and stops between two steps when `signal` aborts (runBilling). Then the
 * invoices due for collection at the clock are charged (modules/collections), so a renewal the run
 * invoiced, or a retry the clock reached, is attempted before the call answers.
 */
import { runBilling, type BillingLog, type BillingRunResult } from '../../billing/index.js';
import { dbContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { moveTestClock } from '../../modules/billingRuns/index.js';
import { runCollection } from '../../modules/collections/index.js';
import { processPayments } from '../../payments/index.js';

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
  // Then what is due to collect at the scope's time (issue 29, item 3): renewals just invoiced, retries the clock reached.
  await runCollection(store.db, processPayments, { asOf: testClock, scope });
  return { testClock, run };
}
