/**
 * The read phase of a batch, per company and mode: the rating-config stamp, which of the
 * customers not seen before exist, the events already stored under the batch's keys, and the
 * customers' subscriptions. On SQLite four prepared statements; on PostgreSQL one round trip (each
 * set aggregated to JSON), since there every statement waits for the network.
 */
import type { BatchTx } from '../../../db/batchTransaction.js';
import type { Scope } from '../../../db/scope.js';
import { existingCustomerIds } from '../../customers/index.js';
import { ratingConfigStamps, stampOf } from '../../ratingConfig/index.js';
import { ratingSubscriptionsOf, type RatingSubscriptionRow } from '../../subscriptions/index.js';
import type { EventTable } from '../tables.js';
import { storedEventsByKeys } from './eventRows.js';

export interface ScopeSnapshot {
  /** The rating-config stamp read in this transaction. */
  stamp: string;
  /** Those of `unknownCustomers` that exist. */
  existing: Set<string>;
  stored: EventTable[];
  subscriptions: RatingSubscriptionRow[];
}

export interface ScopeReadInput {
  unknownCustomers: readonly string[];
  keys: readonly string[];
  customers: readonly string[];
}

const COMBINED =
  "select (select coalesce(json_agg(id), '[]'::json) from customers where company_id = $1 and mode = $2 and id = any($3::text[])) as existing, " +
  "(select coalesce(json_agg(e), '[]'::json) from events e where company_id = $1 and mode = $2 and idempotency_key = any($4::text[])) as stored, " +
  "(select coalesce(json_agg(s), '[]'::json) from (select id, customer_id, plan_id, start_date, ended_at, created_at from subscriptions " +
  "where company_id = $1 and mode = $2 and customer_id = any($5::text[]) and status <> 'pending_payment_method') s) as subscriptions, " +
  "(select coalesce(json_agg(v), '[]'::json) from (select scope_key, version from rating_config_versions where scope_key = any($6::text[])) v) as versions";

interface CombinedRow {
  existing: string[];
  stored: EventTable[];
  subscriptions: RatingSubscriptionRow[];
  versions: Array<{ scope_key: string; version: number }>;
}

export async function readScope(tx: BatchTx, scope: Scope, input: ScopeReadInput): Promise<ScopeSnapshot> {
  if (tx.kind === 'sqlite') {
    const stamps = await ratingConfigStamps(tx, [scope]);
    return {
      stamp: stamps.values().next().value ?? '0:0',
      existing: await existingCustomerIds(tx, scope, input.unknownCustomers),
      stored: await storedEventsByKeys(tx, scope, input.keys),
      subscriptions: await ratingSubscriptionsOf(tx, scope, input.customers),
    };
  }
  const [row] = await tx.query<CombinedRow>(COMBINED, [
    scope.companyId,
    scope.mode,
    input.unknownCustomers,
    input.keys,
    input.customers,
    stampKeysOf(scope),
  ]);
  if (!row) throw new Error('The batch read returned no row');
  return { stamp: stampOf(scope, row.versions), existing: new Set(row.existing), stored: row.stored, subscriptions: row.subscriptions };
}

function stampKeysOf(scope: Scope): string[] {
  return [`${scope.companyId}:${scope.mode}`, 'global'];
}
