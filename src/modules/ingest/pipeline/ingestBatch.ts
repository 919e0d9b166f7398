/**
 * The set-based ingest pipeline (docs/decisions.md, Ingest): a batch of events (one group commit, or
 * one batch request) in one transaction, in three phases.
 *
 * 1. Read what the batch needs with a few statements per company and mode: the rating-config
 *    stamps (under the rating-config lock, so no change to the configuration commits between this
 *    read and the batch's commit: src/modules/ratingConfig/version.ts), customers not seen before,
 *    keys already stored, the customers' subscriptions, and the plans' rating configuration
 *    (cached per stamp; read in this transaction when the stamp moved). Then decide each event in arrival order with the
 *    pure rules: unknown customer, stored key, a key repeated in the batch (the first stored one
 *    wins; a duplicate's payload is compared in memory with the row already read, payloadDiff.ts),
 *    rating (a failure is known before anything is written, so no savepoint is needed). A company
 *    that refuses unmatched events (`unmatched_events: "reject"`, read per company and mode from a
 *    cache checked against the same stamp) has an event no fee meters refused as
 *    EVENT_NOT_METERED (rating/metered.ts): nothing stored, like any other rating failure.
 * 2. Write the events with insert-unless-the-key-exists; on PostgreSQL a concurrent batch may
 *    have stored a key since the read, and that event becomes its duplicate.
 * 3. Lock the customers' wallets in one global order, read their live grants, draw every event in
 *    arrival order in memory (WalletBook), and write charges, ledger entries, grants and wallets
 *    with multi-row statements: each grant and wallet updated once, however many events drew it.
 *
 * The caller commits and answers only after the commit (group commit's durability).
 */
import type { BatchTx } from '../../../db/batchTransaction.js';
import { dbContext } from '../../../db/context.js';
import { runPgWrites } from '../../../db/multiRow.js';
import { newId } from '../../../db/ids.js';
import type { Scope } from '../../../db/scope.js';
import { formatDecimal } from '../../../money/decimal.js';
import { denominationKey, type Denomination } from '../../../money/denomination.js';
import { toIso } from '../../../time.js';
import { inForceAt, type RatingSubscriptionRow } from '../../subscriptions/index.js';
import {
  insertWalletsIfAbsent,
  recordGrantEvent,
  lockWalletsWithLiveGrants,
  walletBookWriteParts,
  WalletBook,
  writeWalletBook,
  type CreditGrantTable,
  type WalletWithUnitCode,
} from '../../wallets/index.js';
import { toCostItem, totalsByDenomination, type DenominationTotal } from '../costItems.js';
import { isMetered, notMeteredMessage } from '../rating/metered.js';
import { rateEvent } from '../rating/rateEvent.js';
import type { Charge } from '../rating/types.js';
import { contextFor, type RatingContextLoader } from '../ratingContext.js';
import { ratingConfigKeyOf } from '../../ratingConfig/index.js';
import type { CostItem } from '../schemas.js';
import type { EventChargeTable, EventTable } from '../tables.js';
import { chargeRowsPart, insertChargeRows, insertEventsUnlessKeyExists, storedEventsByKeys } from './eventRows.js';
import { payloadDifferences } from './payloadDiff.js';
import { readScope } from './scopeReads.js';
import { alertsOfCustomersInBatch, firesAny, recordWalletEvents, type BalanceAlertTable, type BalanceChange } from '../../balanceAlerts/index.js';
import type { AcceptedEvent, EventOutcome, IncomingEvent } from './types.js';

/** Customers known to exist, per `company:mode` (customers are never deleted). */
export interface KnownCustomers {
  has(scopeKey: string, customerId: string): boolean;
}

export interface IngestBatchDeps {
  contexts: RatingContextLoader;
  knownCustomers: KnownCustomers;
}

export interface IngestBatchResult {
  /** One per incoming event, in order. */
  outcomes: EventOutcome[];
  /** Customers this batch found to exist, as [scopeKey, customerId], for the caller's cache. */
  confirmedCustomers: Array<[string, string]>;
}

/** Why an event will not be stored; `error` is a bug, reported for this event alone. */
type Decision =
  | { kind: 'failed'; code: string; message: string; path?: string }
  | { kind: 'error'; error: unknown }
  | { kind: 'stored'; row: EventTable }
  | { kind: 'repeat'; of: number }
  | { kind: 'new'; row: EventTable; charges: Charge[]; totals: DenominationTotal[]; cost: CostItem[] };

interface ScopeGroup {
  scope: Scope;
  key: string;
  indices: number[];
}

function scopeKeyOf(scope: Scope): string {
  return `${scope.companyId}:${scope.mode}`;
}

/** Groups in one global order (company, mode), so batches lock rows in one order. */
function groupByScope(items: readonly IncomingEvent[]): ScopeGroup[] {
  const groups = new Map<string, ScopeGroup>();
  items.forEach((item, index) => {
    const key = scopeKeyOf(item.scope);
    const group = groups.get(key) ?? { scope: item.scope, key, indices: [] };
    group.indices.push(index);
    groups.set(key, group);
  });
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

export async function ingestBatch(tx: BatchTx, items: readonly IncomingEvent[], now: Date, deps: IngestBatchDeps): Promise<IngestBatchResult> {
  const nowIso = toIso(now);
  const groups = groupByScope(items);
  const decisions: Decision[] = new Array<Decision>(items.length);
  const confirmedCustomers: Array<[string, string]> = [];

  // Phase 1: read, and decide what each event is. The first read locks the rating-config rows of
  // every scope of the batch (scopeReads.ts): from here to the commit no change to what the batch
  // rates with can commit, and the configuration read is the one its stamp names.
  const lockKeys = [...groups.map((group) => ratingConfigKeyOf(group.scope)), ratingConfigKeyOf('global')].sort();
  for (const group of groups) {
    const customerIds = unique(group.indices.map((i) => (items[i] as IncomingEvent).event.customerId));
    const snapshot = await readScope(tx, group.scope, {
      lockKeys,
      unknownCustomers: customerIds.filter((id) => !deps.knownCustomers.has(group.key, id)),
      keys: unique(group.indices.map((i) => (items[i] as IncomingEvent).event.idempotencyKey)),
      customers: customerIds,
    });
    const existing = snapshot.existing;
    for (const id of existing) confirmedCustomers.push([group.key, id]);
    const isCustomer = (id: string) => existing.has(id) || deps.knownCustomers.has(group.key, id);
    const stored = new Map(snapshot.stored.map((row) => [row.idempotency_key, row]));
    const subscriptions = new Map<string, RatingSubscriptionRow[]>();
    for (const row of snapshot.subscriptions) subscriptions.set(row.customer_id, [...(subscriptions.get(row.customer_id) ?? []), row]);
    const planIds = unique([...snapshot.subscriptions.map((row) => row.plan_id), ...snapshot.phases.map((phase) => phase.plan_id)]);
    const configs = await deps.contexts.planConfigs(tx.kysely, group.scope, planIds, snapshot.stamp);
    // Per company and mode, from the cache while the stamp stands: no statement on a warm batch.
    const rejectUnmatched = (await deps.contexts.unmatchedEvents(tx.kysely, group.scope, snapshot.stamp)) === 'reject';
    const claimed = new Map<string, number>();
    for (const index of group.indices) {
      const { event } = items[index] as IncomingEvent;
      if (!isCustomer(event.customerId)) {
        decisions[index] = { kind: 'failed', code: 'CUSTOMER_NOT_FOUND', message: `Customer ${event.customerId} does not exist` };
        continue;
      }
      const storedRow = stored.get(event.idempotencyKey);
      if (storedRow) {
        decisions[index] = { kind: 'stored', row: storedRow };
        continue;
      }
      const winner = claimed.get(event.idempotencyKey);
      if (winner !== undefined) {
        decisions[index] = { kind: 'repeat', of: winner };
        continue;
      }
      const item = items[index] as IncomingEvent;
      const inForce = inForceAt(subscriptions.get(event.customerId) ?? [], event.timestamp, snapshot.phases);
      const decision = rateNewEvent(group.scope, item, inForce, configs, item.now ? toIso(item.now) : nowIso, rejectUnmatched);
      if (decision.kind === 'new') claimed.set(event.idempotencyKey, index);
      decisions[index] = decision;
    }
  }

  // Phase 2: store the new events; a key stored meanwhile by another batch makes a duplicate.
  const fresh = decisions.flatMap((d, i) => (d.kind === 'new' ? [{ index: i, row: d.row }] : []));
  const inserted = await insertEventsUnlessKeyExists(
    tx,
    fresh.map((f) => f.row),
  );
  const lost = fresh.filter((f) => !inserted.has(f.row.id));
  for (const group of groups) {
    const mine = lost.filter((f) => scopeKeyOf((items[f.index] as IncomingEvent).scope) === group.key);
    if (mine.length === 0) continue;
    const winners = new Map((await storedEventsByKeys(tx, group.scope, mine.map((f) => f.row.idempotency_key))).map((row) => [row.idempotency_key, row]));
    for (const f of mine) {
      const row = winners.get(f.row.idempotency_key);
      decisions[f.index] = row ? { kind: 'stored', row } : { kind: 'error', error: new Error(`Event key ${f.row.idempotency_key} conflicted but is not stored`) };
    }
  }

  // Phase 3: wallets, in one lock order; every draw decided in memory, in arrival order.
  const book = await loadWalletBook(tx, groups, decisions, nowIso);
  const alerts = await loadAlerts(tx, groups, decisions);
  const outcomes: EventOutcome[] = [];
  const charges: EventChargeTable[] = [];
  const crossed: Array<{ scope: Scope; change: BalanceChange; at: Date }> = [];
  decisions.forEach((decision, index) => {
    const item = items[index] as IncomingEvent;
    const at = item.now ?? now;
    const onChange = (change: BalanceChange) => {
      if (firesAny(change, alerts.get(scopeKeyOf(item.scope)) ?? [])) crossed.push({ scope: item.scope, change, at });
    };
    outcomes.push(outcomeOf(decision, index, item.event, decisions, book, at, charges, onChange));
  });
  const changes = book.changes();
  if (tx.kind === 'postgres') {
    await runPgWrites(tx, [chargeRowsPart(charges), ...walletBookWriteParts(changes)]);
  } else {
    await insertChargeRows(tx, charges);
    await writeWalletBook(tx, changes);
  }
  // credit_grant.expired for grants a draw expired (rare: a grant past its expiry not yet swept).
  for (const grant of book.expiredGrants()) await recordGrantEvent(dbContext(tx.kysely, { companyId: grant.company_id, mode: grant.mode }, now), 'credit_grant.expired', grant);
  // wallet.* webhooks: only for the draws that crossed a line, decided in memory above.
  for (const { scope, change, at } of crossed) await recordWalletEvents(dbContext(tx.kysely, scope, at), change, alerts.get(scopeKeyOf(scope)) ?? []);
  return { outcomes, confirmedCustomers };
}

function rateNewEvent(
  scope: Scope,
  item: IncomingEvent,
  /** The customer's subscriptions in force at the event's timestamp, on the plans then in force. */
  inForce: readonly RatingSubscriptionRow[],
  configs: Parameters<typeof contextFor>[2],
  nowIso: string,
  rejectUnmatched: boolean,
): Decision {
  const { event } = item;
  try {
    const context = contextFor(event.customerId, inForce, configs);
    const rating = { eventName: event.eventName, timestamp: event.timestamp, properties: event.properties };
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
      timestamp: toIso(event.timestamp),
      session_id: event.sessionId,
      properties: event.properties === null ? null : JSON.stringify(event.properties),
      cost: JSON.stringify(cost),
      created_at: nowIso,
    };
    return { kind: 'new', row, charges: rated.charges, totals, cost };
  } catch (error) {
    return { kind: 'error', error };
  }
}

/** The decision an event's duplicate answers from: the stored row, or the batch's own new event. */
function winnerOf(decision: Decision, decisions: readonly Decision[]): Decision {
  return decision.kind === 'repeat' ? (decisions[decision.of] as Decision) : decision;
}

/** Whose balances an event's answer carries, or null for failures. */
function balanceCustomerOf(decision: Decision, decisions: readonly Decision[]): string | null {
  const winner = winnerOf(decision, decisions);
  return winner.kind === 'new' || winner.kind === 'stored' ? winner.row.customer_id : null;
}

async function loadWalletBook(tx: BatchTx, groups: readonly ScopeGroup[], decisions: readonly Decision[], nowIso: string): Promise<WalletBook> {
  const wallets: WalletWithUnitCode[] = [];
  const grants: CreditGrantTable[] = [];
  const opening = new Set<string>();
  for (const group of groups) {
    const customers = unique(group.indices.flatMap((i) => balanceCustomerOf(decisions[i] as Decision, decisions) ?? []));
    let { wallets: locked, grants: live } = await lockWalletsWithLiveGrants(tx, group.scope, customers);
    const present = new Set(locked.map((w) => `${w.customer_id}|${w.denomination_key}`));
    const missing = new Map<string, { customerId: string; denomination: Denomination }>();
    for (const index of group.indices) {
      const decision = decisions[index] as Decision;
      if (decision.kind !== 'new') continue;
      for (const total of decision.totals) {
        const key = `${decision.row.customer_id}|${denominationKey(total.denomination)}`;
        if (!total.amount.isZero() && !present.has(key)) missing.set(key, { customerId: decision.row.customer_id, denomination: total.denomination });
      }
    }
    if (missing.size > 0) {
      // In the lock order, (customer, denomination): two batches creating the same two wallets
      // wait on each other's uncommitted insert in one order, never in a cycle.
      const creating = [...missing.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, wallet]) => wallet);
      await insertWalletsIfAbsent(
        tx,
        creating.map(({ customerId, denomination }) => ({
          id: newId(),
          company_id: group.scope.companyId,
          mode: group.scope.mode,
          customer_id: customerId,
          account_type: denomination.kind,
          currency_code: denomination.kind === 'currency' ? denomination.currencyCode : null,
          pricing_unit_id: denomination.kind === 'pricing_unit' ? denomination.pricingUnitId : null,
          denomination_key: denominationKey(denomination),
          balance: '0',
          last_seq: 0,
          created_at: nowIso,
          updated_at: nowIso,
        })),
      );
      ({ wallets: locked, grants: live } = await lockWalletsWithLiveGrants(tx, group.scope, customers));
      for (const wallet of locked) if (!present.has(`${wallet.customer_id}|${wallet.denomination_key}`)) opening.add(wallet.id);
    }
    wallets.push(...locked);
    grants.push(...live);
  }
  return new WalletBook(wallets, grants, nowIso, opening);
}

/** The balance alerts of the customers this batch draws from: one statement per company and mode. */
async function loadAlerts(tx: BatchTx, groups: readonly ScopeGroup[], decisions: readonly Decision[]): Promise<Map<string, BalanceAlertTable[]>> {
  const alerts = new Map<string, BalanceAlertTable[]>();
  for (const group of groups) {
    const customers = unique(group.indices.flatMap((i) => {
      const decision = decisions[i] as Decision;
      return decision.kind === 'new' && decision.totals.some((t) => !t.amount.isZero()) ? [decision.row.customer_id] : [];
    }));
    if (customers.length > 0) alerts.set(group.key, await alertsOfCustomersInBatch(tx, group.scope, customers));
  }
  return alerts;
}

function outcomeOf(
  decision: Decision,
  index: number,
  event: AcceptedEvent,
  decisions: readonly Decision[],
  book: WalletBook,
  now: Date,
  charges: EventChargeTable[],
  onChange: (change: BalanceChange) => void,
): EventOutcome {
  switch (decision.kind) {
    case 'failed':
      return decision.path === undefined
        ? { status: 'failed', code: decision.code, message: decision.message }
        : { status: 'failed', code: decision.code, message: decision.message, path: decision.path };
    case 'error':
      return { status: 'error', error: decision.error };
    case 'new': {
      const { row } = decision;
      // Wallets in denomination order, the order every wallet lock in the product follows.
      const ordered = [...decision.totals].sort((a, b) => (denominationKey(a.denomination) < denominationKey(b.denomination) ? -1 : 1));
      for (const total of ordered) {
        if (total.amount.isZero()) continue;
        const before = book.balanceOf(row.customer_id, total.denomination, now);
        book.draw(row.customer_id, total.denomination, total.amount, now, row.id);
        const after = book.balanceOf(row.customer_id, total.denomination, now);
        if (before && after) {
          onChange({ customerId: row.customer_id, denominationKey: denominationKey(total.denomination), before: before.balance, after: after.balance, item: after.item });
        }
      }
      for (const charge of decision.charges) charges.push(chargeRow(row, charge));
      return { status: 'inserted', usageId: row.id, cost: decision.cost, balances: book.balances(row.customer_id, now) };
    }
    case 'stored':
    case 'repeat': {
      const winner = winnerOf(decision, decisions);
      // The stored event (or the batch's first occurrence of the key) against this one.
      if (winner.kind === 'stored') {
        const { row } = winner;
        return { status: 'duplicate', usageId: row.id, cost: JSON.parse(row.cost) as CostItem[], balances: book.balances(row.customer_id, now), differences: payloadDifferences(row, event) };
      }
      if (winner.kind === 'new') {
        const { row } = winner;
        return { status: 'duplicate', usageId: row.id, cost: winner.cost, balances: book.balances(row.customer_id, now), differences: payloadDifferences(row, event) };
      }
      return { status: 'error', error: new Error(`Event ${index} repeats an event that was not stored`) };
    }
  }
}

function chargeRow(event: EventTable, charge: Charge): EventChargeTable {
  return {
    id: newId(),
    company_id: event.company_id,
    mode: event.mode,
    event_id: event.id,
    customer_id: event.customer_id,
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
    event_timestamp: event.timestamp,
    created_at: event.created_at,
    invoice_id: null,
  };
}
