/**
 * The set-based ingest pipeline (docs/decisions.md, Ingest): a batch of events (one group commit, or
 * one batch request) in one transaction, in three phases.
 *
 * 1. Read what the batch needs with a few statements per company and mode: the rating-config
 *    stamps (under the rating-config lock, so no change to the configuration commits between this
 *    read and the batch's commit: src/modules/ratingConfig/version.ts), customers not seen before,
 *    keys already stored, the customers' subscriptions, and the plans' rating configuration
 *    (cached per stamp; read in this transaction when the stamp moved), and the test clock. Then
 *    decide each event in arrival order with the pure rules: an event whose time came from a clock
 *    read earlier and is behind the test clock as read now (types.ts, PipelineOutcome), unknown
 *    customer, stored key, a key repeated in the batch (the first stored one
 *    wins; a duplicate's payload is compared in memory with the row already read, payloadDiff.ts),
 *    rating (a failure is known before anything is written, so no savepoint is needed). A company
 *    that refuses unmatched events (`unmatched_events: "reject"`, read per company and mode from a
 *    cache checked against the same stamp) has an event no fee meters refused as
 *    EVENT_NOT_METERED (rating/metered.ts): nothing stored, like any other rating failure.
 * 2. Create the wallets the draws need and are not known to exist, then lock the customers'
 *    wallets, both in one global order (walletReads.ts), read their live grants, and draw every new
 *    event in arrival order in memory (WalletBook, draws.ts), deciding the overdraft limits on the
 *    way: an event that would take a wallet's available balance past its limit is refused alone
 *    (INSUFFICIENT_BALANCE), before anything of it is written. The limits come from the scope's
 *    rows cached per rating-config stamp, the holds from the wallet rows just locked: no statement.
 * 3. Write the events with insert-unless-the-key-exists; on PostgreSQL a concurrent batch may
 *    have stored a key since the read, and that event becomes its duplicate, and the draws are
 *    decided again without it (rare; a refusal stays a refusal). Then write charges, ledger
 *    entries, grants and wallets with multi-row statements: each grant and wallet updated once,
 *    however many events drew it.
 *
 * The caller commits and answers only after the commit (group commit's durability).
 */
import type { BatchTx } from '../../../db/batchTransaction.js';
import { dbContext } from '../../../db/context.js';
import { runPgWrites } from '../../../db/multiRow.js';
import { toIso } from '../../../time.js';
import { inForceAt, type RatingSubscriptionRow } from '../../subscriptions/index.js';
import { deleteUnusedWallets, insertBookGrants, recordGrantEvent, walletBookWriteParts, writeWalletBook } from '../../wallets/index.js';
import type { RatingContextLoader } from '../ratingContext.js';
import { ratingConfigKeyOf } from '../../ratingConfig/index.js';
import { chargeRowsPart, insertChargeRows, insertEventsUnlessKeyExists, storedEventsByKeys } from './eventRows.js';
import { readScope } from './scopeReads.js';
import { recordWalletEvents } from '../../balanceAlerts/index.js';
import { insertRunsOnce, type TopUpBook } from '../../autoTopUps/index.js';
import type { IncomingEvent, KnownKeys, PipelineOutcome } from './types.js';
import { groupByScope, rateNewEvent, scopeKeyOf, unique, type Decision } from './decisions.js';
import { bookOf, loadAlerts, loadWallets } from './walletReads.js';
import { drawInArrivalOrder, type ScopeLimits } from './draws.js';
import { lockRunningTotals } from './runningTotals.js';

export interface IngestBatchDeps {
  contexts: RatingContextLoader;
  knownCustomers: KnownKeys;
  /** Wallets by `customer|denomination`. */
  knownWallets: KnownKeys;
}

export interface IngestBatchResult {
  /** One per incoming event, in order. */
  outcomes: PipelineOutcome[];
  /** Customers this batch found to exist, as [scopeKey, customerId], for the caller's cache. */
  confirmedCustomers: Array<[string, string]>;
  /** Wallets this batch found committed, as [scopeKey, customer|denomination], for the caller's cache. */
  confirmedWallets: Array<[string, string]>;
}

export async function ingestBatch(tx: BatchTx, items: readonly IncomingEvent[], now: Date, deps: IngestBatchDeps): Promise<IngestBatchResult> {
  const nowIso = toIso(now);
  const groups = groupByScope(items);
  const decisions: Decision[] = new Array<Decision>(items.length);
  const limits = new Map<string, ScopeLimits>();
  const topUps = new Map<string, TopUpBook>();
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
    // Also from the cache while the stamp stands (setting a limit bumps it).
    const scopeLimits = await deps.contexts.overdraftLimits(tx.kysely, group.scope, snapshot.stamp);
    if (!scopeLimits.isEmpty) limits.set(group.key, { limits: scopeLimits, subscriptions, phases: snapshot.phases });
    // The same for auto top-ups: a draw crossing a threshold starts one (draws.ts).
    const scopeTopUps = await deps.contexts.autoTopUps(tx.kysely, group.scope, snapshot.stamp);
    if (!scopeTopUps.isEmpty) topUps.set(group.key, scopeTopUps);
    const claimed = new Map<string, number>();
    const testClock = snapshot.testClock;
    for (const index of group.indices) {
      const { event, now: itemNow, nowFromRecentClock } = items[index] as IncomingEvent;
      // Its time came from a clock read up to a second ago, and the clock has moved past it since
      // (on another node): nothing of it is decided here; the service runs it again at the clock.
      if (nowFromRecentClock && testClock !== null && (itemNow ?? now) < testClock) {
        decisions[index] = { kind: 'behindClock', testClock };
        continue;
      }
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

  // Phase 2: the running totals of graduated and package fees, then the wallets, each in one
  // global lock order; every price from a running total, every draw, and every limit, decided in
  // memory in arrival order (runningTotals.ts).
  const running = await lockRunningTotals(tx, groups, decisions, nowIso);
  const wallets = await loadWallets(tx, groups, decisions, nowIso, deps.knownWallets);
  const alerts = await loadAlerts(tx, groups, decisions);
  let book = bookOf(wallets);
  let pass = drawInArrivalOrder(book, items, decisions, now, limits, alerts, topUps, running?.fresh());

  // Phase 3: store the new events; a key stored meanwhile by another batch makes a duplicate.
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
  if (lost.length > 0) {
    // The lost events drew in the pass above: draw again without them, from the rows as locked.
    book = bookOf(wallets);
    pass = drawInArrivalOrder(book, items, decisions, now, limits, alerts, topUps, running?.fresh());
  }
  const { outcomes, charges, crossed } = pass;
  // The top-ups the draws started: their runs, written with the draws (the job charges them).
  if (pass.topUps.length > 0) {
    await insertRunsOnce(tx.kysely, pass.topUps);
    if (tx.kind === 'sqlite') tx.counted(1);
  }
  // The book's opening wallets are the ones this batch created.
  await deleteUnusedWallets(tx, book.unopened());
  if (running) await running.write(tx, nowIso);
  const changes = book.changes();
  if (tx.kind === 'postgres') {
    await insertBookGrants(tx, changes);
    await runPgWrites(tx, [chargeRowsPart(charges), ...walletBookWriteParts(changes)]);
  } else {
    await insertChargeRows(tx, charges);
    await writeWalletBook(tx, changes);
  }
  // credit_grant.expired for grants a draw expired (rare: a grant past its expiry not yet swept), .created for their rollover grants.
  for (const { type, grant } of book.grantEvents()) await recordGrantEvent(dbContext(tx.kysely, { companyId: grant.company_id, mode: grant.mode }, now), type, grant);
  // wallet.* webhooks: only for the draws that crossed a line, decided in memory above.
  for (const { scope, change, at } of crossed) await recordWalletEvents(dbContext(tx.kysely, scope, at), change, alerts.get(scopeKeyOf(scope)) ?? []);
  return { outcomes, confirmedCustomers, confirmedWallets: wallets.confirmed };
}
