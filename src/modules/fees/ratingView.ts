/**
 * What ingest and billing read of a plan's fees: plain data with parsed metrics and Decimal
 * amounts (types.ts). `loadPlanFees` takes a db or a transaction, so ingest reads inside its own.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { billableMetricFromJson, costMetricFromJson } from '../metrics/index.js';
import { isEffectiveAt } from '../../kernel/effectiveDates.js';
import { toRatedPrice } from './price.js';
import { loadFeeRecords, type FeeRecord } from './repo.js';
import type { RatedFee } from './types.js';

export type { RatedFee, RatedPrice, CostPlus } from './types.js';

function toRatedFee(record: FeeRecord): RatedFee {
  return {
    id: record.fee.id,
    planId: record.fee.plan_id,
    effectiveFrom: record.fee.effective_from,
    effectiveTo: record.fee.effective_to,
    product: {
      id: record.product.id,
      name: record.product.name,
      billableMetric: record.product.billable_metric === null ? null : billableMetricFromJson(record.product.billable_metric),
      costMetric: record.product.cost_metric === null ? null : costMetricFromJson(record.product.cost_metric),
    },
    price: toRatedPrice(record.price),
  };
}

/** Every fee of the plan (all versions), oldest first. An unknown plan has none. */
export async function loadPlanFees(db: Kysely<Database> | Transaction<Database>, scope: Scope, planId: string): Promise<RatedFee[]> {
  return (await loadFeeRecords({ db, scope }, planId)).map(toRatedFee);
}

/** The fees in force at `instant` (ISO UTC): effectiveFrom <= instant < effectiveTo, nulls unbounded. */
export function feesEffectiveAt(fees: readonly RatedFee[], instant: string): RatedFee[] {
  return fees.filter((fee) => isEffectiveAt({ from: fee.effectiveFrom, to: fee.effectiveTo }, instant));
}
