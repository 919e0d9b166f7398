/**
 * The one-event-at-a-time reference for the set-based pipeline: the per-event path ingest ran
 * before it (each event its own transaction: rate, insert unless the key exists, charges, one
 * drawUsage per denomination through the wallets module, balances read back). The property test
 * in batchEquivalence.test.ts checks that batches give exactly what this gives.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'kysely';
import { txContext } from '../../../src/db/context.js';
import type { Database } from '../../../src/db/schema.js';
import type { Scope } from '../../../src/db/scope.js';
import type { Store } from '../../../src/db/store.js';
import { newId } from '../../../src/db/ids.js';
import { denominationKey } from '../../../src/money/denomination.js';
import { toIso } from '../../../src/time.js';
import { drawUsage, walletBalances } from '../../../src/modules/wallets/index.js';
import { toCostItem, totalsByDenomination } from '../../../src/modules/ingest/costItems.js';
import { rateEvent } from '../../../src/modules/ingest/rating/rateEvent.js';
import type { RatingContextLoader } from '../../../src/modules/ingest/ratingContext.js';
import * as repo from '../../../src/modules/ingest/repo.js';
import type { BalanceItem, CostItem } from '../../../src/modules/ingest/schemas.js';
import type { EventTable } from '../../../src/modules/ingest/tables.js';
import { chargeLinesText } from '../../../src/modules/ingest/chargeLines.js';

export interface AcceptedEvent {
  eventName: string;
  idempotencyKey: string;
  customerId: string;
  timestamp: Date;
  sessionId: string | null;
  properties: Record<string, unknown> | null;
}

export type UnitResult =
  | { status: 'inserted'; usageId: string; cost: CostItem[]; balances: BalanceItem[] }
  | { status: 'duplicate'; event: EventTable }
  | { status: 'failed'; code: string; message: string };

export async function ingestEvent(
  trx: Transaction<Database>,
  scope: Scope,
  event: AcceptedEvent,
  now: Date,
  contexts: RatingContextLoader,
): Promise<UnitResult> {
  // Rated first, then stored with "insert unless the key exists": the unique index decides
  // duplicates in one statement (and waits out a concurrent insert of the key on PostgreSQL).
  const context = await contexts.load(trx, scope, event.customerId, event.timestamp);
  const rated = rateEvent({ eventName: event.eventName, timestamp: event.timestamp, properties: event.properties }, context);
  if (!rated.ok) {
    const existing = await repo.findEventByKey({ db: trx, scope }, event.idempotencyKey);
    return existing ? { status: 'duplicate', event: existing } : { status: 'failed', code: rated.code, message: rated.message };
  }

  const totals = totalsByDenomination(rated.charges);
  const cost = totals.map((total) => toCostItem(total, context.unitCodes));
  const nowIso = toIso(now);
  const usageId = newId();
  const stored = await repo.insertEventUnlessKeyExists(trx, {
    id: usageId,
    company_id: scope.companyId,
    mode: scope.mode,
    idempotency_key: event.idempotencyKey,
    customer_id: event.customerId,
    event_name: event.eventName,
    timestamp: toIso(event.timestamp),
    session_id: event.sessionId,
    properties: event.properties === null ? null : JSON.stringify(event.properties),
    cost: JSON.stringify(cost),
    created_at: nowIso,
    invoice_pending: rated.charges.length > 0 ? 1 : 0,
    charges: chargeLinesText(rated.charges),
  });
  if (!stored) {
    const existing = await repo.findEventByKey({ db: trx, scope }, event.idempotencyKey);
    if (!existing) throw new Error(`Event key ${event.idempotencyKey} conflicted but is not stored`);
    return { status: 'duplicate', event: existing };
  }
  // Wallets are locked in denomination order: with customers in lock-key order (group commit),
  // every transaction takes wallet locks in one global order.
  const ordered = [...totals].sort((a, b) => (denominationKey(a.denomination) < denominationKey(b.denomination) ? -1 : 1));
  for (const total of ordered) {
    if (total.amount.isZero()) continue;
    await drawUsage(txContext(trx, scope, now), { customerId: event.customerId, denomination: total.denomination, amount: total.amount, at: now, eventId: usageId });
  }
  const balances = await walletBalances({ db: trx, scope: scope }, event.customerId, now);
  return { status: 'inserted', usageId, cost, balances };
}

export interface ReferenceResult {
  status: 'inserted' | 'duplicate' | 'failed';
  usage_id?: string;
  cost?: CostItem[];
  customer_balances?: BalanceItem[];
  code?: string;
}

/** Whether a duplicate is the stored event sent again (else its result says IDEMPOTENCY_KEY_REUSED). */
function isSameEvent(stored: EventTable, event: AcceptedEvent): boolean {
  const properties = stored.properties === null ? {} : (JSON.parse(stored.properties) as Record<string, unknown>);
  return (
    stored.customer_id === event.customerId &&
    stored.event_name === event.eventName &&
    Date.parse(stored.timestamp) === event.timestamp.getTime() &&
    stored.session_id === event.sessionId &&
    isDeepStrictEqual(properties, event.properties ?? {})
  );
}

/** One event through the reference, in its own transaction, answered as the API answers it. */
export async function referenceIngest(store: Store, scope: Scope, event: AcceptedEvent, now: Date, contexts: RatingContextLoader): Promise<ReferenceResult> {
  if (!(await repo.customerExists({ db: store.db, scope }, event.customerId))) return { status: 'failed', code: 'CUSTOMER_NOT_FOUND' };
  const result = await store.db.transaction().execute((trx) => ingestEvent(trx, scope, event, now, contexts));
  switch (result.status) {
    case 'inserted':
      return { status: 'inserted', usage_id: result.usageId, cost: result.cost, customer_balances: result.balances };
    case 'duplicate':
      return {
        status: 'duplicate',
        usage_id: result.event.id,
        cost: JSON.parse(result.event.cost) as CostItem[],
        customer_balances: await walletBalances({ db: store.db, scope: scope }, result.event.customer_id, now),
        ...(isSameEvent(result.event, event) ? {} : { code: 'IDEMPOTENCY_KEY_REUSED' }),
      };
    case 'failed':
      return { status: 'failed', code: result.code };
  }
}
