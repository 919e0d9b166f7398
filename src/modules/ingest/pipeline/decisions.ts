/**
 * Phase 1's decisions (ingestBatch.ts): what each event of a batch comes to before anything is
 * written, the batch's groups by company and mode, and rating a new event with the pure rules.
 */
import { newId } from '../../../db/ids.js';
import type { Scope } from '../../../db/scope.js';
import type { RatingSubscriptionRow } from '../../subscriptions/index.js';
import { chargeLinesText } from '../chargeLines.js';
import { toCostItem, totalsByDenomination, type DenominationTotal } from '../costItems.js';
import { isMetered, notMeteredMessage } from '../rating/metered.js';
import { rateEvent } from '../rating/rateEvent.js';
import type { Charge } from '../rating/types.js';
import { contextFor } from '../ratingContext.js';
import type { CostItem } from '../schemas.js';
import type { EventTable } from '../tables.js';
import type { IncomingEvent } from './types.js';

/** Why an event will not be stored; `error` is a bug, reported for this event alone. */
export type Decision =
  | { kind: 'failed'; code: string; message: string; path?: string }
  | { kind: 'error'; error: unknown }
  /** Its `now` is behind the scope's test clock as this batch read it (types.ts, PipelineOutcome). */
  | { kind: 'behindClock'; testClock: Date }
  | { kind: 'stored'; row: EventTable }
  | { kind: 'repeat'; of: number }
  | { kind: 'new'; row: EventTable; charges: Charge[]; totals: DenominationTotal[]; cost: CostItem[]; pricedAtClose?: string[] }
  /** Rated, but its draw would pass the wallet's overdraft limit (issue 28): nothing stored. */
  | { kind: 'refused'; row: EventTable; cost: CostItem[]; message: string };

export interface ScopeGroup {
  scope: Scope;
  key: string;
  indices: number[];
}

export function scopeKeyOf(scope: Scope): string {
  return `${scope.companyId}:${scope.mode}`;
}

/** Groups in one global order (company, mode), so batches lock rows in one order. */
export function groupByScope(items: readonly IncomingEvent[]): ScopeGroup[] {
  const groups = new Map<string, ScopeGroup>();
  items.forEach((item, index) => {
    const key = scopeKeyOf(item.scope);
    const group = groups.get(key) ?? { scope: item.scope, key, indices: [] };
    group.indices.push(index);
    groups.set(key, group);
  });
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

export function rateNewEvent(
  scope: Scope,
  item: IncomingEvent,
  /** The event's timestamp as ISO text. */
  instant: string,
  /** The customer's subscriptions in force at the event's timestamp, on the plans then in force. */
  inForce: readonly RatingSubscriptionRow[],
  configs: Parameters<typeof contextFor>[2],
  nowIso: string,
  rejectUnmatched: boolean,
): Decision {
  const { event } = item;
  try {
    const context = contextFor(event.customerId, inForce, configs);
    const rating = { eventName: event.eventName, timestamp: event.timestamp, instant, properties: event.properties };
    const rated = rateEvent(rating, context);
    if (!rated.ok) return rated.path === undefined ? { kind: 'failed', code: rated.code, message: rated.message } : { kind: 'failed', code: rated.code, message: rated.message, path: rated.path };
    // Strict ingest: an event no fee meters is refused, not stored as free (rating/metered.ts).
    if (rejectUnmatched && !isMetered(rating, context, rated.charges)) return { kind: 'failed', code: 'EVENT_NOT_METERED', message: notMeteredMessage(rating, context) };
    const totals = totalsByDenomination(rated.charges);
    const cost = totals.map((total) => toCostItem(total, context.unitCodes));
    const row: EventTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      idempotency_key: event.idempotencyKey,
      customer_id: event.customerId,
      event_name: event.eventName,
      timestamp: instant,
      session_id: event.sessionId,
      properties: event.properties === null ? null : JSON.stringify(event.properties),
      cost: JSON.stringify(cost),
      created_at: nowIso,
      invoice_pending: rated.charges.length > 0 ? 1 : 0,
      charges: chargeLinesText(rated.charges),
    };
    return rated.pricedAtClose ? { kind: 'new', row, charges: rated.charges, totals, cost, pricedAtClose: rated.pricedAtClose } : { kind: 'new', row, charges: rated.charges, totals, cost };
  } catch (error) {
    return { kind: 'error', error };
  }
}

/** The decision an event's duplicate answers from: the stored row, or the batch's own new event. */
export function winnerOf(decision: Decision, decisions: readonly Decision[]): Decision {
  return decision.kind === 'repeat' ? (decisions[decision.of] as Decision) : decision;
}

/** Whose balances an event's answer carries, or null for failures. */
export function balanceCustomerOf(decision: Decision, decisions: readonly Decision[]): string | null {
  const winner = winnerOf(decision, decisions);
  return winner.kind === 'new' || winner.kind === 'stored' || winner.kind === 'refused' ? winner.row.customer_id : null;
}

