/** Credit-grant policies: list a plan's, and the API presentation. */
import { notFound } from '../../errors/index.js';
import { findPlan } from '../plans/index.js';
import * as repo from './repo.js';
import { policyRollover, toRolloverAnswer } from './rollover.js';
import type { CreditGrantPolicy } from './schemas.js';
import type { CreditGrantPolicyTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export function toGrantPolicy(row: CreditGrantPolicyTable): CreditGrantPolicy {
  return {
    id: row.id,
    plan_id: row.plan_id,
    account_type: row.account_type,
    pricing_unit_id: row.pricing_unit_id,
    currency_code: row.currency_code,
    // A positive whole number within the safe integer range: checked when the policy was created.
    amount: Number(row.amount),
    cadence: row.cadence,
    expiration_interval_count: row.expiration_interval_count,
    expiration_interval_unit: row.expiration_interval_unit,
    rollover: toRolloverAnswer(policyRollover(row)),
    effective_from: row.effective_from,
    effective_to: row.effective_to,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listPlanGrantPolicies(ctx: ScopedDb, planId: string): Promise<CreditGrantPolicy[]> {
  const { db, scope } = ctx;
  if (!(await findPlan({ db, scope }, planId))) throw notFound('Plan', planId);
  return (await repo.listGrantPolicies({ db, scope }, planId)).map(toGrantPolicy);
}
