/** A plan as the engine bills it: the plan row, every version of its fees, its credit-grant policies. */
import type { RatedFee } from '../../modules/fees/types.js';
import type { CreditGrantPolicyTable } from '../../modules/grantPolicies/tables.js';
import type { PlanTable } from '../../modules/plans/tables.js';

export interface PlanContext {
  plan: PlanTable;
  /** Every fee of the plan, all versions, oldest first. */
  fees: RatedFee[];
  /** Oldest first. */
  policies: CreditGrantPolicyTable[];
}
