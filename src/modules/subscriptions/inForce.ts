/**
 * Which subscriptions rate an event, and on which plan: in force at its instant (started,
 * `start_date <= at`; not ended, `ended_at` null or after `at`; not awaiting a payment method),
 * each on the plan it was on at that instant (planPhases.ts: a late event stamped before a plan
 * change is rated by the plan it was used under). `inForceAt` is the rule as a pure function over
 * rows read once for a whole batch of events; repo.subscriptionsInForceAt is the same rule as one
 * query, on the current plans.
 */
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import type { Scope } from '../../db/scope.js';
import { planAt, type PastPlanPhase } from './planPhases.js';

export interface RatingSubscriptionRow {
  id: string;
  customer_id: string;
  plan_id: string;
  start_date: string;
  ended_at: string | null;
  created_at: string;
}

const OF_CUSTOMERS = {
  sqlite:
    'select id, customer_id, plan_id, start_date, ended_at, created_at from subscriptions ' +
    "where company_id = ? and mode = ? and customer_id in (select value from json_each(?)) and status <> 'pending_payment_method'",
  postgres:
    'select id, customer_id, plan_id, start_date, ended_at, created_at from subscriptions ' +
    "where company_id = $1 and mode = $2 and customer_id = any($3::text[]) and status <> 'pending_payment_method'",
};

/** Every subscription of these customers that can rate an event at some instant. */
export async function ratingSubscriptionsOf(tx: BatchTx, scope: Scope, customerIds: readonly string[]): Promise<RatingSubscriptionRow[]> {
  if (customerIds.length === 0) return [];
  return selectRows<RatingSubscriptionRow>(tx, OF_CUSTOMERS, [scope.companyId, scope.mode, listParam(tx, customerIds)]);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The rows in force at `at`, oldest first (start_date, created_at, id), as the query orders them,
 * each with the plan in force at `at` (`phases`: the ended plan phases of these subscriptions).
 * `at` as ISO text when the caller has formatted it already (ingest, once per event).
 */
export function inForceAt<R extends RatingSubscriptionRow>(rows: readonly R[], at: Date | string, phases: readonly PastPlanPhase[] = []): R[] {
  const instant = typeof at === 'string' ? at : at.toISOString();
  return rows
    .filter((row) => row.start_date <= instant && (row.ended_at === null || row.ended_at > instant))
    .sort((a, b) => compare(a.start_date, b.start_date) || compare(a.created_at, b.created_at) || compare(a.id, b.id))
    .map((row) => (phases.length === 0 ? row : { ...row, plan_id: planAt(row, phases, instant) }));
}
