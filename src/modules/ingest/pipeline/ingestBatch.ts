/**
 * The set-based ingest pipeline (docs/decisions.md, Ingest): a batch of events (one group commit, or
 * one batch request) in one transaction, in three phases.
 *
 * 1. Read what the batch needs with a few statements per company and mode: the rating-config
 *    stamps (under the rating-config lock, so no change to the configuration commits between this
 *    read and the batch's commit: src/modules/ratingConfig/version.ts), customers not seen before,
 *    keys already stored, the customers' subscriptions, and the plans' rating configuration
 *    (cached per stamp; read in this transaction when the stamp moved), the test clock, and on
 *    PostgreSQL (in the same round trip) the customers' balance alerts. Then
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
 * 3. Write the events with insert-unless-the-key-exists, then charges, ledger entries, grants and
 *    wallets with multi-row statements: each grant and wallet updated once, however many events
 *    drew it. On PostgreSQL a concurrent batch may have stored a key since the read (the insert
 *    waits for it): that event becomes its duplicate, and the draws are decided again without it
 *    (rare; a refusal stays a refusal). A batch that writes nothing else does it all in one
 *    statement, whose writes after the events happen only if every event went in.
 *
 * The caller commits and answers only after the commit (group commit's durability).
 */
import { dbContext } from '../../../db/context.js';
import type { BatchTx } from '../../../db/batchTransaction.js';
import { runPgWrites, runPgWritesIfAllInserted } from '../../../db/multiRow.js';
import { toIso } from '../../../time.js';
import { inForceAt, type RatingSubscriptionRow } from '../../subscriptions/index.js';
import { deleteUnusedWallets, insertBookGrants, recordGrantEvent, walletBookWriteParts, writeWalletBook, type WalletBook, type WalletBookChanges } from '../../wallets/index.js';
import type { RatingContextLoader } from '../ratingContext.js';
import { ratingConfigKeyOf } from '../../ratingConfig/index.js';
import { eventsUnlessKeyExists, insertEventsUnlessKeyExists, storedEventsByKeys, updateRepricedEvents } from './eventRows.js';
import type { EventTable } from '../tables.js';
import { readScope } from './scopeReads.js';
import { recordWalletEvents, type BalanceAlertTable } from '../../balanceAlerts/index.js';
import { insertRunsOnce, type TopUpBook } from '../../autoTopUps/index.js';
import type { IncomingEvent, KnownKeys, PipelineOutcome } from './types.js';
import { groupByScope, rateNewEvent, scopeKeyOf, unique, type Decision, type ScopeGroup } from './decisions.js';
import { bookOf, loadAlerts, loadWallets } from './walletReads.js';
import { drawInArrivalOrder, type DrawPass, type ScopeLimits } from './draws.js';
import { lockRunningTotals, type RunningTotals } from './runningTotals.js';

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

/** The wallet book of a batch's draws and what they decided. */
interface Drawn {
  book: WalletBook;
  pass: DrawPass;
}

export async function ingestBatch(tx: BatchTx, items: readonly IncomingEvent[], now: Date, deps: IngestBatchDeps): Promise<IngestBatchResult> {
  const nowIso = toIso(now);
  const groups = groupByScope(items);
  const decisions: Decision[] = new Array<Decision>(items.length);
  const limits = new Map<string, ScopeLimits>();
  const topUps = new Map<string, TopUpBook>();
  const confirmedCustomers: Array<[string, string]> = [];
  const readAlerts = new Map<string, BalanceAlertTable[]>();

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
    if (snapshot.alerts) readAlerts.set(group.key, snapshot.alerts);
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
      // The event's instant, formatted once for the plans in force, rating and its row.
      const instant = event.timestamp.toISOString();
      const inForce = inForceAt(subscriptions.get(event.customerId) ?? [], instant, snapshot.phases);
      const decision = rateNewEvent(group.scope, item, instant, inForce, configs, item.now ? toIso(item.now) : nowIso, rejectUnmatched);
      if (decision.kind === 'new') claimed.set(event.idempotencyKey, index);
      decisions[index] = decision;
    }
  }

  // Phase 2: the running totals of graduated and package fees, then the wallets, each in one
  // global lock order; every price from a running total, every draw, and every limit, decided in
  // memory in arrival order (runningTotals.ts).
  const running = await lockRunningTotals(tx, groups, decisions, nowIso);
  const wallets = await loadWallets(tx, groups, decisions, nowIso, deps.knownWallets);
  const alerts = await loadAlerts(tx, groups, decisions, readAlerts);
  const draw = (): Drawn => {
    const book = bookOf(wallets);
    return { book, pass: drawInArrivalOrder(book, items, decisions, now, limits, alerts, topUps, running?.fresh()) };
  };
  let drawn = draw();

  // Phase 3: store the new events and what they drew.
  const fresh = decisions.flatMap((d, i) => (d.kind === 'new' ? [{ index: i, row: d.row }] : []));
  const rows = fresh.map((f) => f.row);
  const changes = tx.kind === 'postgres' && running === null ? drawn.book.changes() : null;
  if (tx.kind === 'postgres' && changes !== null && onlyDraws(drawn, changes)) {
    // The usual batch, with nothing to write but its events and their draws: all of it in one
    // statement, the draws written only if every event went in.
    const inserted = await runPgWritesIfAllInserted(tx, eventsUnlessKeyExists(rows), walletBookWriteParts(changes));
    if (inserted.size < rows.length) {
      drawn = await withoutLostEvents(tx, { items, groups, decisions, fresh, inserted }, drawn, draw);
      await writeDraws(tx, drawn, running, nowIso);
    }
  } else {
    drawn = await withoutLostEvents(tx, { items, groups, decisions, fresh, inserted: await insertEventsUnlessKeyExists(tx, rows) }, drawn, draw);
    await writeDraws(tx, drawn, running, nowIso);
  }
  const { book, pass } = drawn;
  // credit_grant.expired for grants a draw expired (rare: a grant past its expiry not yet swept), .created for their rollover grants.
  for (const { type, grant } of book.grantEvents()) await recordGrantEvent(dbContext(tx.kysely, { companyId: grant.company_id, mode: grant.mode }, now), type, grant);
  // wallet.* webhooks: only for the draws that crossed a line, decided in memory above.
  for (const { scope, change, at } of pass.crossed) await recordWalletEvents(dbContext(tx.kysely, scope, at), change, alerts.get(scopeKeyOf(scope)) ?? []);
  return { outcomes: pass.outcomes, confirmedCustomers, confirmedWallets: wallets.confirmed };
}

/** True when the draws are all the batch writes besides its events (no top-up, grant or wallet to create or remove). */
function onlyDraws({ book, pass }: Drawn, changes: WalletBookChanges): boolean {
  return pass.topUps.length === 0 && changes.newGrants.length === 0 && book.unopened().length === 0;
}

/** Writes what the draws decided: top-up runs, unused wallets removed, running totals, ledger entries, grants and wallets. */
async function writeDraws(tx: BatchTx, { book, pass }: Drawn, running: RunningTotals | null, nowIso: string): Promise<void> {
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
    await runPgWrites(tx, walletBookWriteParts(changes));
  } else {
    await writeWalletBook(tx, changes);
  }
}

interface Inserting {
  items: readonly IncomingEvent[];
  groups: readonly ScopeGroup[];
  decisions: Decision[];
  fresh: ReadonlyArray<{ index: number; row: EventTable }>;
  /** The ids of the events that went in. */
  inserted: ReadonlySet<string>;
}

/**
 * The draws again when some event did not go in: on PostgreSQL a concurrent batch may have
 * stored its key since the read (the insert waited for it), and the event becomes that stored
 * event's duplicate (rare; a refusal stays a refusal). Never on SQLite in practice (the batch's
 * BEGIN IMMEDIATE excludes every other writer since the keys were read); the rule is the same.
 */
async function withoutLostEvents(tx: BatchTx, { items, groups, decisions, fresh, inserted }: Inserting, drawn: Drawn, draw: () => Drawn): Promise<Drawn> {
  const lost = fresh.filter((f) => !inserted.has(f.row.id));
  if (lost.length === 0) return drawn;
  for (const group of groups) {
    const mine = lost.filter((f) => scopeKeyOf((items[f.index] as IncomingEvent).scope) === group.key);
    if (mine.length === 0) continue;
    const winners = new Map((await storedEventsByKeys(tx, group.scope, mine.map((f) => f.row.idempotency_key))).map((row) => [row.idempotency_key, row]));
    for (const f of mine) {
      const row = winners.get(f.row.idempotency_key);
      decisions[f.index] = row ? { kind: 'stored', row } : { kind: 'error', error: new Error(`Event key ${f.row.idempotency_key} conflicted but is not stored`) };
    }
  }
  // The lost events drew in the pass before: draw again without them, from the rows as locked.
  const again = draw();
  // The events that went in were stored as the first pass priced them; a graduated fee's running
  // total no longer counts the lost events, so the ones it priced again (a new row) are rewritten.
  const stored = new Map(fresh.map((f) => [f.row.id, f.row]));
  const repriced = decisions.flatMap((d) => (d.kind === 'new' && inserted.has(d.row.id) && stored.get(d.row.id) !== d.row ? [d.row] : []));
  await updateRepricedEvents(tx, repriced);
  return again;
}
