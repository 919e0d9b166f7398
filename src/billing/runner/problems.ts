/**
 * A run's subscriptions that were held elsewhere or could not be billed (runBilling.ts): named in
 * its answer, and the problems recorded until billed (GET /v1/billing/problems).
 */
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { toIso } from '../../time.js';
import { BillingBlocked } from '../rules/blocked.js';
import * as repo from '../repo.js';
import type { BillingProblem, BillingRunOptions, BillingRunResult, RecordedBillingProblem } from './runResult.js';

/**
 * A subscription another transaction held for the whole wait: named in the answer with how far it
 * is billed, and the run is not complete (the next run, or the same call again, bills it). Not a
 * recorded problem: nothing is wrong with it.
 */
export async function reportHeld(store: Store, result: BillingRunResult, item: repo.WorkItem, waitMs: number): Promise<void> {
  const state = await repo.findBillingState({ db: store.db, scope: { companyId: item.company_id, mode: item.mode } }, item.id);
  result.held.push({
    subscription_id: item.id,
    billed_through: state?.billed_through ?? null,
    reason: `Another billing run or a change held this subscription for more than ${waitMs} ms; run again to bill it up to as_of`,
  });
  result.complete = false;
}

/** A subscription the engine could not bill: in the answer, in the log at error level, and recorded until billed. */
export async function reportProblem(store: Store, options: BillingRunOptions, result: BillingRunResult, item: repo.WorkItem, error: unknown): Promise<void> {
  const blocked = error instanceof BillingBlocked;
  const problem: BillingProblem = {
    subscription_id: item.id,
    code: blocked ? error.code : 'BILLING_STEP_FAILED',
    message: blocked ? error.message : 'The billing step failed unexpectedly; it is retried on the next run',
  };
  result.problems.push(problem);
  options.log?.error(
    { subscription_id: item.id, company_id: item.company_id, mode: item.mode, code: problem.code, err: error },
    'subscription not billed: the engine cannot bill it; retried on the next run',
  );
  try {
    await repo.recordBillingProblem(store.db, { subscriptionId: item.id, scope: { companyId: item.company_id, mode: item.mode }, code: problem.code, message: problem.message, at: toIso(options.asOf) });
  } catch (recordError) {
    options.log?.error({ subscription_id: item.id, err: recordError }, 'could not record a billing problem');
  }
}

/** The scope's subscriptions the engine could not bill on its last try (GET /v1/billing/problems). */
export async function listBillingProblems(store: Store, scope: Scope): Promise<RecordedBillingProblem[]> {
  const rows = await repo.listBillingProblems({ db: store.db, scope });
  return rows.map((row) => ({
    subscription_id: row.subscription_id,
    code: row.code,
    message: row.message,
    first_failed_at: row.first_failed_at,
    last_failed_at: row.last_failed_at,
    attempts: Number(row.attempts),
  }));
}
