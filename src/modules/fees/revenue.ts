/**
 * The flat fees a plan charges at an instant, in money: what a subscription's recurring revenue is
 * made of (the dashboard's MRR). Flat prices denominated in a currency with a recurring cadence
 * (one-time fees and pricing-unit prices are not recurring money), in force at `at`
 * (effective_from <= at < effective_to, null bounds open).
 */
import type { ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import type { FeeCadence } from './types.js';

export interface RecurringFlatFee {
  plan_id: string;
  currency_code: CurrencyCode;
  /** Decimal text in the currency's minor units, per `cadence`. */
  amount: string;
  cadence: Exclude<FeeCadence, 'one_time'>;
}

export async function recurringFlatFees(ctx: ScopedDb, planIds: readonly string[], at: Date): Promise<RecurringFlatFee[]> {
  const { db, scope } = ctx;
  if (planIds.length === 0) return [];
  const instant = toIso(at);
  const rows = await db
    .selectFrom('plan_fees')
    .innerJoin('prices', (join) => join.onRef('prices.id', '=', 'plan_fees.price_id').onRef('prices.company_id', '=', 'plan_fees.company_id').onRef('prices.mode', '=', 'plan_fees.mode'))
    .select(['plan_fees.plan_id', 'prices.currency_code', 'prices.amount', 'prices.cadence'])
    .where(inScope(scope, 'plan_fees'))
    .where('plan_fees.plan_id', 'in', [...new Set(planIds)])
    .where('prices.pricing_model', '=', 'flat')
    .where('prices.currency_code', 'is not', null)
    .where('prices.cadence', 'in', ['monthly', 'quarterly', 'yearly'])
    .where((eb) => eb.or([eb('plan_fees.effective_from', 'is', null), eb('plan_fees.effective_from', '<=', instant)]))
    .where((eb) => eb.or([eb('plan_fees.effective_to', 'is', null), eb('plan_fees.effective_to', '>', instant)]))
    .execute();
  return rows.flatMap((row) =>
    row.currency_code !== null && row.cadence !== null && row.cadence !== 'one_time' ? [{ plan_id: row.plan_id, currency_code: row.currency_code, amount: row.amount, cadence: row.cadence }] : [],
  );
}
