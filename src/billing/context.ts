/**
 * What one engine step works with: the transaction, the instant it records, the claimed
 * subscription, and the plan's fees and grant policies, loaded once per step.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import type { DialectName } from '../db/store.js';
import { loadPlanFees } from '../modules/fees/ratingView.js';
import type { RatedFee } from '../modules/fees/types.js';
import { listGrantPolicies } from '../modules/grantPolicies/repo.js';
import type { CreditGrantPolicyTable } from '../modules/grantPolicies/tables.js';
import { findPlan } from '../modules/plans/repo.js';
import type { PlanTable } from '../modules/plans/tables.js';
import { findPricingUnit } from '../modules/pricingUnits/repo.js';
import { loadConversionRates } from '../modules/pricingUnits/rateLookup.js';
import type { ConversionRateTable } from '../modules/pricingUnits/tables.js';
import type { SubscriptionTable } from '../modules/subscriptions/tables.js';

export interface PlanContext {
  plan: PlanTable;
  /** Every fee of the plan, all versions, oldest first. */
  fees: RatedFee[];
  /** Oldest first. */
  policies: CreditGrantPolicyTable[];
}

/** Thrown when a step cannot be billed correctly yet (say, no conversion rate): the step rolls back and is retried on the next run. */
export class BillingBlocked extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface StepContext {
  trx: Transaction<Database>;
  dialect: DialectName;
  scope: Scope;
  /** The run's instant (`as_of`): what everything written records as "now". */
  now: Date;
  zone: string;
  subscription: SubscriptionTable;
  /** Lookups shared by the step (plans by id, pricing units, rates). */
  cache: StepCache;
}

export class StepCache {
  private readonly plans = new Map<string, Promise<PlanContext>>();
  private readonly units = new Map<string, Promise<string>>();
  private readonly rates = new Map<string, Promise<ConversionRateTable[]>>();

  constructor(
    private readonly trx: Transaction<Database>,
    private readonly scope: Scope,
  ) {}

  plan(planId: string): Promise<PlanContext> {
    let found = this.plans.get(planId);
    if (!found) {
      found = loadPlanContext(this.trx, this.scope, planId);
      this.plans.set(planId, found);
    }
    return found;
  }

  /** The pricing unit's code, for invoice descriptions. */
  unitCode(pricingUnitId: string): Promise<string> {
    let found = this.units.get(pricingUnitId);
    if (!found) {
      found = findPricingUnit(this.trx, this.scope, pricingUnitId).then((unit) => unit?.code ?? pricingUnitId);
      this.units.set(pricingUnitId, found);
    }
    return found;
  }

  conversionRates(pricingUnitId: string): Promise<ConversionRateTable[]> {
    let found = this.rates.get(pricingUnitId);
    if (!found) {
      found = loadConversionRates(this.trx, this.scope, pricingUnitId);
      this.rates.set(pricingUnitId, found);
    }
    return found;
  }
}

export async function loadPlanContext(trx: Transaction<Database>, scope: Scope, planId: string): Promise<PlanContext> {
  const plan = await findPlan(trx, scope, planId);
  if (!plan) throw new Error(`Plan ${planId} of a subscription does not exist`);
  const fees = await loadPlanFees(trx, scope, planId);
  const policies = (await listGrantPolicies(trx, scope, planId)).reverse();
  return { plan, fees, policies };
}
