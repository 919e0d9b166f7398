/**
 * The billing engine's run: every subscription with work due at `asOf` is advanced step by step
 * (advance.ts), each step its own transaction, until nothing is due. One subscription failing (say, a missing conversion rate) is reported and skipped; the rest
 * are billed, and the failed one is retried by the next run.
 *
 * Safe to run twice (the second run finds every step taken) and on several nodes at once: a
 * subscription another engine holds is skipped (PostgreSQL SKIP LOCKED), and each step re-reads
 * the state under its claim, so no step is taken twice.
 */
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { toIso } from '../../time.js';
import { BillingBlocked } from '../rules/blocked.js';
import * as repo from '../repo.js';
import { advanceOnce, MAX_STEPS } from './advance.js';

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

export interface BillingRunResult {
  as_of: string;
  subscriptions_advanced: number;
  invoices_created: number;
  grants_issued: number;
  /** Subscriptions left for the next run, and why. */
  problems: BillingProblem[];
}

const PAGE = 200;

export async function runBilling(store: Store, options: BillingRunOptions): Promise<BillingRunResult> {
  const asOfIso = toIso(options.asOf);
  const result: BillingRunResult = { as_of: asOfIso, subscriptions_advanced: 0, invoices_created: 0, grants_issued: 0, problems: [] };
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
      } catch (error) {
        const blocked = error instanceof BillingBlocked;
        const problem: BillingProblem = {
          subscription_id: item.id,
          code: blocked ? error.code : 'BILLING_STEP_FAILED',
          message: error instanceof Error ? error.message : String(error),
        };
        result.problems.push(problem);
        const details = { subscription_id: item.id, company_id: item.company_id, mode: item.mode, code: problem.code, err: error };
        if (blocked) options.log?.warn(details, 'billing step blocked; retried on the next run');
        else options.log?.error(details, 'billing step failed; retried on the next run');
      }
      if (advanced) result.subscriptions_advanced += 1;
    }
    if (page.length < PAGE) return result;
    afterId = (page[page.length - 1] as repo.WorkItem).id;
  }
}
