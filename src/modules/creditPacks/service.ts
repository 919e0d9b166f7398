/** Credit packs: read one, list a plan's, and the API presentation with the embedded pricing unit. */
import { notFound } from '../../errors/index.js';
import { findPlan } from '../plans/index.js';
import * as repo from './repo.js';
import type { CreditPack } from './schemas.js';
import type { ScopedDb } from '../../db/context.js';

export function toCreditPack({ pack, pricingUnit }: repo.CreditPackWithUnit): CreditPack {
  return {
    id: pack.id,
    plan_id: pack.plan_id,
    code: pack.code,
    pricing_unit_id: pack.pricing_unit_id,
    pricing_unit: { id: pricingUnit.id, code: pricingUnit.code, name: pricingUnit.name },
    money_minor: pack.money_minor,
    unit_amount: pack.unit_amount,
    expiration_interval_count: pack.expiration_interval_count,
    expiration_interval_unit: pack.expiration_interval_unit,
    created_at: pack.created_at,
    updated_at: pack.updated_at,
  };
}

export async function getCreditPack(ctx: ScopedDb, id: string): Promise<CreditPack> {
  const { db, scope } = ctx;
  const found = await repo.findCreditPackWithUnit({ db, scope }, id);
  if (!found) throw notFound('Credit pack', id);
  return toCreditPack(found);
}

export async function listPlanCreditPacks(ctx: ScopedDb, planId: string): Promise<CreditPack[]> {
  const { db, scope } = ctx;
  if (!(await findPlan({ db, scope }, planId))) throw notFound('Plan', planId);
  return (await repo.listCreditPacks({ db, scope }, planId)).map(toCreditPack);
}
