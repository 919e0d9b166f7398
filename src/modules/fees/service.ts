/** Plan fees: read one, list a plan's. Creating one is its own use case (createFee.ts). */
import { notFound } from '../../errors/index.js';
import { findPlan } from '../plans/index.js';
import { toPrice } from './price.js';
import * as repo from './repo.js';
import type { PlanFee } from './schemas.js';
import type { ScopedDb } from '../../db/context.js';

export function toPlanFee(record: repo.FeeRecord): PlanFee {
  return {
    id: record.fee.id,
    plan_id: record.fee.plan_id,
    product: { id: record.product.id, name: record.product.name },
    price: toPrice(record.price),
    effective_from: record.fee.effective_from,
    effective_to: record.fee.effective_to,
  };
}

export async function getFee(ctx: ScopedDb, planId: string, feeId: string): Promise<PlanFee> {
  const { db, scope } = ctx;
  if (!(await findPlan({ db, scope }, planId))) throw notFound('Plan', planId);
  const [record] = await repo.loadFeeRecords({ db, scope }, planId, feeId);
  if (!record) throw notFound('Fee', feeId);
  return toPlanFee(record);
}

/** Every fee of the plan, in the order they were attached. */
export async function listFees(ctx: ScopedDb, planId: string): Promise<PlanFee[]> {
  const { db, scope } = ctx;
  if (!(await findPlan({ db, scope }, planId))) throw notFound('Plan', planId);
  return (await repo.loadFeeRecords({ db, scope }, planId)).map(toPlanFee);
}
