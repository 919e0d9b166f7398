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
import { BillingBlocked } from '../rules/blocked.js';
import * as repo from '../repo.js';
import { claimSubscription } from '../../modules/subscriptions/index.js';
import { runLateUsageAfterEnd } from '../steps/lateUsage.js';
import { stepContext } from '../steps/context.js';
import { RowHeldElsewhere } from '../../db/locks.js';
import { advanceOnce, HELD_WAIT_MS, loadView, MAX_STEPS } from './advance.js';

export interface BillingRunOptions {
  /** The instant to bill up to, and the "now" everything written records. */
  asOf: Date;
  /** One company and mode (the test-mode API); every company and mode when omitted. */
  scope?: Scope;
  /** Companies and modes this run leaves out (the tick: test modes whose clock is ahead of `asOf`, run at that clock). */
  exceptScopes?: readonly Scope[];
  log?: BillingLog;
  /** Steps this run takes at most, in all; it stops (complete: false) when it reaches them. */
  maxSteps?: number;
  /** Steps this run takes at most for one subscription; the rest waits for the next run. */
  maxStepsPerSubscription?: number;
  /** Checked between steps: aborted, the run stops (complete: false) after the step in progress. */
  signal?: AbortSignal;
  /** How long a step waits for another holder of its subscription (HELD_WAIT_MS by default). */
  heldWaitMs?: number;
}


/** The part of a pino/Fastify logger the engine uses. */
export interface BillingLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A subscription this run did not advance because another transaction held it for the whole wait. */
export interface HeldSubscription {
  subscription_id: string;
  /** How far it is billed (null: not started). */
  billed_through: string | null;
  reason: string;
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
  /** Subscriptions another transaction held for the whole wait: not advanced to `as_of` by this run. */
  held: HeldSubscription[];
  /** Whether everything due up to `as_of` was billed; false when the run stopped at a bound, was aborted, or left a subscription `held`. */
  complete: boolean;
  /** Engine steps this run took (each its own transaction). */
  steps_taken: number;
  /**
   * Null when complete. Otherwise how far the subscription the run stopped on was billed (the
   * instant of its last step, or where it stood when the run stopped before its first one; null
   * when that subscription had not started).
   */
  stopped_at: string | null;
}

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
            result.stopped_at ??= lastAt !== null ? toIso(lastAt) : ((await repo.findBillingState(store.db, scope, item.id))?.billed_through ?? null);
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
        if (!held) await repo.clearBillingProblem(store.db, scope, item.id);
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
          const subscription = await claimSubscription(trx, scope, item.id, heldWaitMs);
          if (!subscription) return 0;
          const view = await loadView(trx, scope, subscription);
          if (view.state === null) return 0;
          const ctx = stepContext(txContext(trx, scope, options.asOf), subscription, view.zone, view.cache);
          return runLateUsageAfterEnd(ctx, view.plan, view.state);
        });
        result.invoices_created += created;
        await repo.clearBillingProblem(store.db, scope, item.id);
      } catch (error) {
        if (error instanceof RowHeldElsewhere) await reportHeld(store, result, item, heldWaitMs);
        else await reportProblem(store, options, result, item, error);
      }
    }
    if (page.length < PAGE) return;
    afterId = (page[page.length - 1] as repo.WorkItem).id;
  }
}

/**
 * A subscription another transaction held for the whole wait: named in the answer with how far it
 * is billed, and the run is not complete (the next run, or the same call again, bills it). Not a
 * recorded problem: nothing is wrong with it.
 */
async function reportHeld(store: Store, result: BillingRunResult, item: repo.WorkItem, waitMs: number): Promise<void> {
  const state = await repo.findBillingState(store.db, { companyId: item.company_id, mode: item.mode }, item.id);
  result.held.push({
    subscription_id: item.id,
    billed_through: state?.billed_through ?? null,
    reason: `Another billing run or a change held this subscription for more than ${waitMs} ms; run again to bill it up to as_of`,
  });
  result.complete = false;
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
