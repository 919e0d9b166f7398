/** A plan as the engine bills it: the plan row, every version of its fees, its credit-grant policies. */
import type { RatedFee } from '../../modules/fees/index.js';
import type { CreditGrantPolicyTable } from '../../modules/grantPolicies/index.js';
import type { PlanTable } from '../../modules/plans/index.js';

export interface PlanContext {
  plan: PlanTable;
  /** Every fee of the plan, all versions, oldest first. */
  fees: RatedFee[];
  /** Oldest first. */
  policies: CreditGrantPolicyTable[];
}
