/** What a billing run (runBilling.ts) is asked and answers: its options, log, and result with the subscriptions it held or could not bill. */
import type { Scope } from '../../db/scope.js';

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
