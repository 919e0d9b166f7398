/**
 * The read phase of a batch, per company and mode: the rating-config stamp, which of the
 * customers not seen before exist, the events already stored under the batch's keys, the
 * customers' subscriptions with their ended plan phases, and the scope's test clock. On SQLite
 * five prepared statements (six in test mode); on PostgreSQL one round trip (each set aggregated
 * to JSON), since there every statement waits for the network, which also brings the customers'
 * balance alerts (read on SQLite once the batch knows who draws: walletReads.ts, loadAlerts).
 *
 * The stamp is read under the rating-config lock (src/modules/ratingConfig/version.ts), inside the
 * batch's write transaction and before anything is rated, so a change to the configuration is
 * final by event timestamp:
 * - SQLite: the batch's `BEGIN IMMEDIATE` already excludes every other writer, changes included.
 * - PostgreSQL: the same statement locks the version rows of every scope of the batch (and the
 *   global row) `FOR SHARE`, in key order (one order for every batch: no deadlock between them;
 *   changes lock one row). A change holding a row makes the statement wait; when the change
 *   commits, the locked rows come back in their new version while the rest of the statement still
 *   reads the snapshot taken before the wait. So the statement also reads the rows plainly (the
 *   snapshot's versions): when they differ, a change committed in between, and the scope is read
 *   again (a fresh snapshot, taken under the lock now held). A missing row (a company created
 *   before its rows were) is inserted once and read again. The normal batch: one statement, as
 *   before.
 */
import type { BatchTx } from '../../../db/batchTransaction.js';
import { listParam } from '../../../db/multiRow.js';
import type { BalanceAlertTable } from '../../balanceAlerts/index.js';
import type { Scope } from '../../../db/scope.js';
import { testClockInBatch } from '../../billingRuns/index.js';
import { existingCustomerIds } from '../../customers/index.js';
import { ratingConfigStamps, stampOf } from '../../ratingConfig/index.js';
import { pastPhasesOf, ratingSubscriptionsOf, type PastPlanPhase, type RatingSubscriptionRow } from '../../subscriptions/index.js';
import type { EventTable } from '../tables.js';
import { storedEventsByKeys } from './eventRows.js';

export interface ScopeSnapshot {
  /** The rating-config stamp read in this transaction. */
  stamp: string;
  /** Those of `unknownCustomers` that exist. */
  existing: Set<string>;
  stored: EventTable[];
  subscriptions: RatingSubscriptionRow[];
  /** The plans those subscriptions were on before their current ones. */
  phases: PastPlanPhase[];
  /** The scope's test clock (null in live mode, or never moved). */
  testClock: Date | null;
  /** PostgreSQL: the balance alerts of `customers` (a statement fewer per batch, and none under the wallet locks). */
  alerts?: BalanceAlertTable[];
}

export interface ScopeReadInput {
  /** The rating-config keys of every scope of the batch and `global`, sorted: locked FOR SHARE. */
  lockKeys: readonly string[];
  unknownCustomers: readonly string[];
  keys: readonly string[];
  customers: readonly string[];
}

const COMBINED =
  "select (select coalesce(json_agg(id), '[]'::json) from customers where company_id = $1 and mode = $2 and id = any($3::text[])) as existing, " +
  "(select coalesce(json_agg(e), '[]'::json) from events e where company_id = $1 and mode = $2 and idempotency_key = any($4::text[])) as stored, " +
  "(select coalesce(json_agg(s), '[]'::json) from (select id, customer_id, plan_id, start_date, ended_at, created_at from subscriptions " +
  "where company_id = $1 and mode = $2 and customer_id = any($5::text[]) and status <> 'pending_payment_method') s) as subscriptions, " +
  "(select coalesce(json_agg(p), '[]'::json) from (select subscription_id, plan_id, started_at, ended_at from subscription_plan_phases " +
  'where company_id = $1 and mode = $2 and customer_id = any($5::text[])) p) as phases, ' +
  "(select coalesce(json_agg(v), '[]'::json) from (select scope_key, version from rating_config_versions where scope_key = any($6::text[]) order by scope_key for share) v) as versions, " +
  "(select coalesce(json_agg(v), '[]'::json) from (select scope_key, version from rating_config_versions where scope_key = any($6::text[])) v) as seen, " +
  // testClockInBatch's read (billingRuns), in the same round trip.
  '(select frozen_at from test_clocks where company_id = $1 and mode = $2) as test_clock, ' +
  // alertsOfCustomersInBatch's read (balanceAlerts), for every customer of the batch.
  "(select coalesce(json_agg(a order by a.created_at, a.id), '[]'::json) from balance_alerts a where company_id = $1 and mode = $2 and customer_id = any($5::text[])) as alerts";

const INSERT_MISSING_ROWS = 'insert into rating_config_versions (scope_key, version) select unnest($1::text[]), 0 on conflict (scope_key) do nothing';

type VersionRow = { scope_key: string; version: number };

interface CombinedRow {
  existing: string[];
  stored: EventTable[];
  subscriptions: RatingSubscriptionRow[];
  phases: PastPlanPhase[];
  /** Locked FOR SHARE: the newest committed versions. */
  versions: VersionRow[];
  /** The statement's snapshot of the same rows. */
  seen: VersionRow[];
  test_clock: string | null;
  alerts: BalanceAlertTable[];
}

function sameVersions(a: readonly VersionRow[], b: readonly VersionRow[]): boolean {
  const versions = new Map(a.map((row) => [row.scope_key, row.version]));
  return a.length === b.length && b.every((row) => versions.get(row.scope_key) === row.version);
}

export async function readScope(tx: BatchTx, scope: Scope, input: ScopeReadInput): Promise<ScopeSnapshot> {
  if (tx.kind === 'sqlite') {
    const stamps = await ratingConfigStamps(tx, [scope]);
    return {
      stamp: stamps.values().next().value ?? '0:0',
      existing: await existingCustomerIds(tx, scope, input.unknownCustomers),
      stored: await storedEventsByKeys(tx, scope, input.keys),
      subscriptions: await ratingSubscriptionsOf(tx, scope, input.customers),
      phases: await pastPhasesOf(tx, scope, input.customers),
      testClock: await testClockInBatch(tx, scope),
    };
  }
  const params = [scope.companyId, scope.mode, listParam(tx, input.unknownCustomers), listParam(tx, input.keys), listParam(tx, input.customers), listParam(tx, input.lockKeys)];
  let inserted = false;
  for (let read = 1; read <= 3; read++) {
    const [row] = await tx.query<CombinedRow>(COMBINED, params);
    if (!row) throw new Error('The batch read returned no row');
    const missing = input.lockKeys.filter((key) => !row.versions.some((v) => v.scope_key === key));
    if (missing.length > 0 && !inserted) {
      await tx.query(INSERT_MISSING_ROWS, [missing]);
      inserted = true;
      continue;
    }
    if (sameVersions(row.seen, row.versions)) {
      return { stamp: stampOf(scope, row.versions), existing: new Set(row.existing), stored: row.stored, subscriptions: row.subscriptions, phases: row.phases, testClock: row.test_clock === null ? null : new Date(row.test_clock), alerts: row.alerts };
    }
  }
  throw new Error('The rating configuration moved while the batch held its lock');
}
