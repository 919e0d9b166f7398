/**
 * The unit of work for one event, run inside a group-commit transaction (its own savepoint):
 * idempotency check, rating, the event row, its charges, and the wallet draws. Nothing here is
 * acknowledged: the caller answers only after the batch's durable commit.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { newId } from '../../db/ids.js';
import { formatDecimal } from '../../money/decimal.js';
import { denominationKey } from '../../money/denomination.js';
import { toIso } from '../../time.js';
import { drawUsage, walletBalances } from '../wallets/index.js';
import { toCostItem, totalsByDenomination } from './costItems.js';
import { rateEvent } from './rating/rateEvent.js';
import type { RatingContextLoader } from './ratingContext.js';
import * as repo from './repo.js';
import type { BalanceItem, CostItem } from './schemas.js';
import type { EventChargeTable, EventTable } from './tables.js';

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
  dialect: DialectName,
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
    const existing = await repo.findEventByKey(trx, scope, event.idempotencyKey);
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
  });
  if (!stored) {
    const existing = await repo.findEventByKey(trx, scope, event.idempotencyKey);
    if (!existing) throw new Error(`Event key ${event.idempotencyKey} conflicted but is not stored`);
    return { status: 'duplicate', event: existing };
  }
  const chargeRows: EventChargeTable[] = rated.charges.map((charge) => ({
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    event_id: usageId,
    customer_id: event.customerId,
    subscription_id: charge.subscriptionId,
    plan_id: charge.planId,
    fee_id: charge.feeId,
    plan_catalog_id: charge.planCatalogId,
    catalog_entry_key: charge.catalogEntryKey,
    product_id: charge.productId,
    account_type: charge.denomination.kind,
    currency_code: charge.denomination.kind === 'currency' ? charge.denomination.currencyCode : null,
    pricing_unit_id: charge.denomination.kind === 'pricing_unit' ? charge.denomination.pricingUnitId : null,
    quantity: formatDecimal(charge.quantity),
    amount: formatDecimal(charge.amount),
    cost_amount: charge.cost ? formatDecimal(charge.cost.amountMinor) : null,
    cost_currency_code: charge.cost ? charge.cost.currency : null,
    event_timestamp: toIso(event.timestamp),
    created_at: nowIso,
  }));
  await repo.insertCharges(trx, chargeRows);
  // Wallets are locked in denomination order: with customers in lock-key order (group commit),
  // every transaction takes wallet locks in one global order.
  const ordered = [...totals].sort((a, b) => (denominationKey(a.denomination) < denominationKey(b.denomination) ? -1 : 1));
  for (const total of ordered) {
    if (total.amount.isZero()) continue;
    await drawUsage(trx, dialect, scope, { customerId: event.customerId, denomination: total.denomination, amount: total.amount, at: now, eventId: usageId, now });
  }
  const balances = await walletBalances(trx, scope, event.customerId, now);
  return { status: 'inserted', usageId, cost, balances };
}
