/**
 * The billing engine's run: every subscription with work due at `asOf` is advanced step by step
 * (advance.ts), each step its own transaction, until nothing is due; then every ended
 * subscription with usage that arrived after its final invoice gets an invoice for it
 * (steps/lateUsage.ts).
 *
 * A subscription the engine cannot bill (say, a missing conversion rate, or an invoice beyond
 * what can be represented: AMOUNT_OUT_OF_RANGE) is never silently stuck (issue 12, item 12): it
 * is skipped, the rest are billed, and it is
 *   - in the run's answer (`problems`, POST /v1/billing/run's `problems`),
 *   - logged at error level, with its company, mode and code,
 *   - recorded in `billing_problems` (GET /v1/billing/problems) until a run bills it,
 * and retried by every next run.
 *
 * Safe to run twice (the second run finds every step taken) and on several nodes at once: a
 * subscription another engine holds is skipped (PostgreSQL SKIP LOCKED), and each step re-reads
 * the state under its claim, so no step is taken twice.
 */
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { sweepExpiredGrants } from '../../modules/wallets/index.js';
import { toIso } from '../../time.js';
import { BillingBlocked } from '../rules/blocked.js';
import * as repo from '../repo.js';
import { claimSubscription } from '../../modules/subscriptions/index.js';
import { runLateUsageAfterEnd } from '../steps/lateUsage.js';
import { stepContext } from '../steps/context.js';
import { advanceOnce, loadView, MAX_STEPS } from './advance.js';

export interface BillingRunOptions {
  /** The instant to bill up to, and the "now" everything written records. */
  asOf: Date;
  /** One company and mode (the test-mode API); every company and mode when omitted. */
  scope?: Scope;
  log?: BillingLog;
}

/** The part of a pino/Fastify logger the engine uses. */
export interface BillingLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BillingProblem {
  subscription_id: string;
  code: string;
  message: string;
}

/** A recorded problem: a subscription the engine could not bill on its last try, and since when. */
export interface RecordedBillingProblem extends BillingProblem {
  first_failed_at: string;
  last_failed_at: string;
  attempts: number;
}

export interface BillingRunResult {
  as_of: string;
  subscriptions_advanced: number;
  invoices_created: number;
  grants_issued: number;
  /** Grants whose expiry fell at or before `as_of` and was recorded by this run (between boundaries too). */
  grants_expired: number;
  /** Subscriptions left for the next run, and why. */
  problems: BillingProblem[];
}

const PAGE = 200;

export async function runBilling(store: Store, options: BillingRunOptions): Promise<BillingRunResult> {
  const asOfIso = toIso(options.asOf);
  const result: BillingRunResult = { as_of: asOfIso, subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0, grants_expired: 0, problems: [] };
  let afterId: string | null = null;
  for (;;) {
    const page = await repo.listDueSubscriptions(store.db, asOfIso, { ...(options.scope ? { scope: options.scope } : {}), afterId, limit: PAGE });
    for (const item of page) {
      const scope: Scope = { companyId: item.company_id, mode: item.mode };
      let advanced = false;
      try {
        for (let steps = 0; ; steps++) {
          if (steps >= MAX_STEPS) throw new Error(`More than ${MAX_STEPS} billing steps in one run`);
          const outcome = await advanceOnce(store.db, store.dialect, scope, item.id, options.asOf);
          if (outcome.kind !== 'stepped') break;
          advanced = true;
          result.invoices_created += outcome.invoicesCreated;
          result.grants_issued += outcome.grantsIssued;
        }
        await repo.clearBillingProblem(store.db, scope, item.id);
      } catch (error) {
        await reportProblem(store, options, result, item, error);
      }
      if (advanced) result.subscriptions_advanced += 1;
    }
    if (page.length < PAGE) break;
    afterId = (page[page.length - 1] as repo.WorkItem).id;
  }
  await invoiceLateUsageAfterEnd(store, options, result);
  // Everything due up to `as_of` is carried out, expiries included: a grant expiring between two
  // boundaries (a pack's credits, a grant made through the API) leaves the ledger at its expiry,
  // not at the next draw or boundary. After the steps, which expire at their own boundaries first.
  result.grants_expired = await sweepExpiredGrants(store.db, store.dialect, options.asOf, options.asOf, options.scope);
  return result;
}

/** Ended subscriptions with usage that arrived after their final invoice: one invoice each for it. */
async function invoiceLateUsageAfterEnd(store: Store, options: BillingRunOptions, result: BillingRunResult): Promise<void> {
  let afterId: string | null = null;
  for (;;) {
    const page = await repo.listEndedWithLateUsage(store.db, { ...(options.scope ? { scope: options.scope } : {}), afterId, limit: PAGE });
    for (const item of page) {
      const scope: Scope = { companyId: item.company_id, mode: item.mode };
      try {
        const created = await store.db.transaction().execute(async (trx) => {
          const subscription = await claimSubscription(trx, store.dialect, scope, item.id);
          if (!subscription) return 0;
          const view = await loadView(trx, scope, subscription);
          if (view.state === null) return 0;
          const ctx = stepContext(trx, store.dialect, scope, subscription, view.zone, view.cache, options.asOf);
          return runLateUsageAfterEnd(ctx, view.plan, view.state);
        });
        result.invoices_created += created;
        await repo.clearBillingProblem(store.db, scope, item.id);
      } catch (error) {
        await reportProblem(store, options, result, item, error);
      }
    }
    if (page.length < PAGE) return;
    afterId = (page[page.length - 1] as repo.WorkItem).id;
  }
}

/** A subscription the engine could not bill: in the answer, in the log at error level, and recorded until billed. */
async function reportProblem(store: Store, options: BillingRunOptions, result: BillingRunResult, item: repo.WorkItem, error: unknown): Promise<void> {
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
  const rows = await repo.listBillingProblems(store.db, scope);
  return rows.map((row) => ({
    subscription_id: row.subscription_id,
    code: row.code,
    message: row.message,
    first_failed_at: row.first_failed_at,
    last_failed_at: row.last_failed_at,
    attempts: Number(row.attempts),
  }));
}
