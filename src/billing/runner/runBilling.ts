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
 * Safe to run twice (the second run finds every step taken) and on several nodes at once: each
 * step claims its subscription, and re-reads the state under the claim, so no step is taken
 * twice. A subscription another engine holds (the tick, another run to another instant, a plan
 * change) is waited for, at most `heldWaitMs` per step (issue 13, item 4: two runs at once, +10
 * and +70 days, used to skip what the other held, and the later one answered 200 with 2 of 30
 * subscriptions never billed to its instant). One step is one short transaction, so the wait is
 * short; a subscription still held after it is not silently skipped: the answer names it in
 * `held` (with how far it is billed) and says `complete: false`, and the next run bills it.
 *
 * A run never starves request handling (issue 13, item 1). Each step is its own short
 * transaction, and between two steps the run yields to the event loop (`setImmediate`), so the
 * requests that arrived meanwhile (on SQLite they share the one connection) are answered between
 * steps, not after the run. Its cost per call is bounded: `maxSteps` steps in all (the test-mode
 * API: 200, src/modules/billingRuns), `maxStepsPerSubscription` for one subscription (the tick: every
 * subscription gets its share). A run that reaches a bound stops between two steps and answers
 * `complete: false`; the next run goes on from there (every step is recorded as it is taken).
 * So does a run whose `signal` aborts (the client went away, the server is stopping). The late
 * usage pass and the expiry sweep run only on a complete run: they must follow every step due
 * up to `as_of`.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { dbContext, txContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { sweepExpiredGrants } from '../../modules/wallets/index.js';
import { toIso } from '../../time.js';
import * as repo from '../repo.js';
import { claimSubscription } from '../../modules/subscriptions/index.js';
import { runLateUsageAfterEnd } from '../steps/lateUsage.js';
import { stepContext } from '../steps/context.js';
import { RowHeldElsewhere } from '../../db/locks.js';
import { advanceOnce, HELD_WAIT_MS, loadView, MAX_STEPS } from './advance.js';
import type { BillingRunOptions, BillingRunResult } from './runResult.js';
import { reportHeld, reportProblem } from './problems.js';

export type { BillingLog, BillingProblem, BillingRunOptions, BillingRunResult, HeldSubscription, RecordedBillingProblem } from './runResult.js';
export { listBillingProblems } from './problems.js';

const PAGE = 200;

export async function runBilling(store: Store, options: BillingRunOptions): Promise<BillingRunResult> {
  const asOfIso = toIso(options.asOf);
  const result: BillingRunResult = {
    as_of: asOfIso,
    subscriptions_advanced: 0,
    invoices_created: 0,
    grants_issued: 0,
    grants_expired: 0,
    problems: [],
    held: [],
    complete: true,
    steps_taken: 0,
    stopped_at: null,
  };
  const maxSteps = options.maxSteps ?? Number.POSITIVE_INFINITY;
  const perSubscription = options.maxStepsPerSubscription ?? Number.POSITIVE_INFINITY;
  const heldWaitMs = options.heldWaitMs ?? HELD_WAIT_MS;
  let afterId: string | null = null;
  pages: for (;;) {
    const page = await repo.listDueSubscriptions(store.db, asOfIso, { ...scopeFilter(options), afterId, limit: PAGE });
    for (const item of page) {
      const scope: Scope = { companyId: item.company_id, mode: item.mode };
      let advanced = false;
      let lastAt: Date | null = null;
      let held = false;
      try {
        for (let steps = 0; ; steps++) {
          // Between two steps: let the requests that arrived meanwhile be answered first.
          await yieldToEventLoop();
          if (options.signal?.aborted === true || result.steps_taken >= maxSteps || steps >= perSubscription) {
            result.complete = false;
            result.stopped_at ??= lastAt !== null ? toIso(lastAt) : ((await repo.findBillingState({ db: store.db, scope }, item.id))?.billed_through ?? null);
            break;
          }
          if (steps >= MAX_STEPS) throw new Error(`More than ${MAX_STEPS} billing steps in one run`);
          const outcome = await advanceOnce(dbContext(store.db, scope, options.asOf), item.id, heldWaitMs);
          if (outcome.kind === 'held_elsewhere') {
            held = true;
            await reportHeld(store, result, item, heldWaitMs);
            break;
          }
          if (outcome.kind !== 'stepped') break;
          advanced = true;
          lastAt = outcome.at;
          result.steps_taken += 1;
          result.invoices_created += outcome.invoicesCreated;
          result.grants_issued += outcome.grantsIssued;
        }
        if (!held) await repo.clearBillingProblem({ db: store.db, scope }, item.id);
      } catch (error) {
        await reportProblem(store, options, result, item, error);
      }
      if (advanced) result.subscriptions_advanced += 1;
      // A bound for the whole run (or an abort) ends it; a subscription's own bound moves on to the next.
      if (options.signal?.aborted === true || result.steps_taken >= maxSteps) {
        if (!result.complete) break pages;
      }
    }
    if (page.length < PAGE) break;
    afterId = (page[page.length - 1] as repo.WorkItem).id;
  }
  // Late usage after an end and the expiry sweep follow every step due up to `as_of`: a run that
  // stopped leaves them to the run that completes.
  if (!result.complete) return result;
  await invoiceLateUsageAfterEnd(store, options, result);
  // Everything due up to `as_of` is carried out, expiries included: a grant expiring between two
  // boundaries (a pack's credits, a grant made through the API) leaves the ledger at its expiry,
  // not at the next draw or boundary. After the steps, which expire at their own boundaries first.
  result.grants_expired = await sweepExpiredGrants(store.db, options.asOf, options.asOf, options.scope, options.exceptScopes ?? []);
  return result;
}

/** Which companies and modes a run's reads cover: its scope, and the scopes it leaves out. */
function scopeFilter(options: BillingRunOptions): { scope?: Scope; exceptScopes?: readonly Scope[] } {
  return { ...(options.scope ? { scope: options.scope } : {}), ...(options.exceptScopes ? { exceptScopes: options.exceptScopes } : {}) };
}

/** Ended subscriptions with usage that arrived after their final invoice: one invoice each for it. */
async function invoiceLateUsageAfterEnd(store: Store, options: BillingRunOptions, result: BillingRunResult): Promise<void> {
  const heldWaitMs = options.heldWaitMs ?? HELD_WAIT_MS;
  let afterId: string | null = null;
  for (;;) {
    const page = await repo.listEndedWithLateUsage(store.db, { ...scopeFilter(options), afterId, limit: PAGE });
    for (const item of page) {
      const scope: Scope = { companyId: item.company_id, mode: item.mode };
      await yieldToEventLoop();
      try {
        const created = await store.db.transaction().execute(async (trx) => {
          const subscription = await claimSubscription({ db: trx, scope }, item.id, heldWaitMs);
          if (!subscription) return 0;
          const view = await loadView({ db: trx, scope }, subscription);
          if (view.state === null) return 0;
          const ctx = stepContext(txContext(trx, scope, options.asOf), subscription, view.zone, view.cache);
          return runLateUsageAfterEnd(ctx, view.plan, view.state);
        });
        result.invoices_created += created;
        await repo.clearBillingProblem({ db: store.db, scope }, item.id);
      } catch (error) {
        if (error instanceof RowHeldElsewhere) await reportHeld(store, result, item, heldWaitMs);
        else await reportProblem(store, options, result, item, error);
      }
    }
    if (page.length < PAGE) return;
    afterId = (page[page.length - 1] as repo.WorkItem).id;
  }
}
