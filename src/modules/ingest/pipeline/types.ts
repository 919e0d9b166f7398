/** What the set-based ingest pipeline takes and answers, per event. */
import type { Scope } from '../../../db/scope.js';
import type { BalanceItem, CostItem } from '../schemas.js';

/** A billable event that passed validation. */
export interface AcceptedEvent {
  eventName: string;
  idempotencyKey: string;
  customerId: string;
  timestamp: Date;
  sessionId: string | null;
  properties: Record<string, unknown> | null;
}

export interface IncomingEvent {
  scope: Scope;
  event: AcceptedEvent;
  /**
   * Its scope's "now" when it arrived (a company's test clock may hold test mode ahead of real
   * time; src/clock.ts): what its row records and the instant it draws at. The batch's own
   * instant when absent.
   */
  now?: Date;
  /**
   * `now` came from the clock as this server read it within the last second
   * (ScopeClocks.recentClockFor): the batch checks it against the test clock it reads in its own
   * transaction, and answers `behindClock` when it is behind (PipelineOutcome).
   */
  nowFromRecentClock?: boolean;
}

/**
 * One event's outcome. Balances are the customer's right after the event, in arrival order (for
 * a duplicate: the stored event's customer's).
 */
export type EventOutcome =
  /** `pricedAtPeriodClose`: the volume fees that meter the event, priced at the period's close (not in `cost`). */
  | { status: 'inserted'; usageId: string; cost: CostItem[]; balances: BalanceItem[]; pricedAtPeriodClose?: string[] }
  /** `differences`: the fields in which this event differs from the stored one (empty for a retry). */
  | { status: 'duplicate'; usageId: string; cost: CostItem[]; balances: BalanceItem[]; differences: string[] }
  /**
   * `path` (`body.properties.tokens`) when the event's own input is invalid (VALIDATION_ERROR);
   * `cost` and `balances` (the unchanged ones) when it was rated and refused (INSUFFICIENT_BALANCE).
   */
  | { status: 'failed'; code: string; message: string; path?: string; cost?: CostItem[]; balances?: BalanceItem[] }
  /** A bug met while processing this event alone: nothing of it stored; the others are unaffected. */
  | { status: 'error'; error: unknown };

/**
 * What the pipeline answers per event: an outcome, or `behindClock` when the event's `now` is
 * behind its scope's test clock as the batch read it in its own transaction (moved on another
 * node since this one last read it: src/modules/billingRuns/testClock.ts). Nothing of such an
 * event is stored; the service runs it again at the clock's time (service.ts).
 */
export type PipelineOutcome = EventOutcome | { status: 'behindClock'; testClock: Date };

/** The outcomes of events none of which came on a recent clock (so none is `behindClock`: a bug otherwise). */
export function exactOutcomes(outcomes: readonly PipelineOutcome[]): EventOutcome[] {
  return outcomes.map((outcome) => (outcome.status === 'behindClock' ? { status: 'error', error: new Error('An event on an exact clock was answered behindClock') } : outcome));
}

/**
 * Rows known to exist, per `company:mode` scope key: customers, and wallets by
 * `customer|denomination`. Neither is ever deleted once committed, so a cache of them is never wrong.
 */
export interface KnownKeys {
  has(scopeKey: string, key: string): boolean;
}
