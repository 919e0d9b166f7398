/**
 * What one engine step works with: the transaction context (src/db/context.ts: the transaction,
 * the tenant, the instant it records), the claimed subscription, and the plan's fees and grant
 * policies, loaded once per step. A preview works with the read half (`ReadContext`, a DbContext)
 * on the database itself, outside any transaction.
 */
import type { Transaction } from 'kysely';
import type { DbContext, TxContext, ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Db, Scope } from '../../db/scope.js';
import { loadPlanFees } from '../../modules/fees/index.js';
import { listGrantPolicies } from '../../modules/grantPolicies/index.js';
import { findPlan } from '../../modules/plans/index.js';
import { findPricingUnit } from '../../modules/pricingUnits/index.js';
import { loadConversionRates } from '../../modules/pricingUnits/index.js';
import type { ConversionRateTable } from '../../modules/pricingUnits/index.js';
import type { SubscriptionTable } from '../../modules/subscriptions/index.js';
import type { PlanContext } from '../rules/plan.js';
import type { BillingStateTable } from '../tables.js';

/** What a step (or a preview of one) reads with; `now` is the run's instant (`as_of`), what everything written records as "now". */
export interface ReadContext extends DbContext {
  zone: string;
  subscription: SubscriptionTable;
  /** Lookups shared by the step (plans by id, pricing units, rates). */
  cache: StepCache;
}

/** A step's context: its reads, in the transaction it writes in (a TxContext, so it is passed as one to the modules' writes). */
export interface StepContext extends ReadContext, TxContext {
  db: Transaction<Database>;
}

/** The step's context in the transaction context `tx` (whose `now` the step records). */
export function stepContext(tx: TxContext, subscription: SubscriptionTable, zone: string, cache: StepCache): StepContext {
  return { ...tx, zone, subscription, cache };
}

export interface StepInput {
  ctx: StepContext;
  plan: PlanContext;
  state: BillingStateTable | null;
}

export interface StepOutcome {
  invoicesCreated: number;
  /** The reference of the step's invoice in the plan's currency (rules/invoiceRef.ts); null when it wrote none. */
  invoiceRef: string | null;
  grantsIssued: number;
  /** The subscription and state after the step, for the next-step computation. */
  subscription: SubscriptionTable;
  state: BillingStateTable;
  plan: PlanContext;
}

export class StepCache {
  private readonly plans = new Map<string, Promise<PlanContext>>();
  private readonly units = new Map<string, Promise<string>>();
  private readonly rates = new Map<string, Promise<ConversionRateTable[]>>();

  constructor(
    private readonly db: Db,
    private readonly scope: Scope,
  ) {}

  plan(planId: string): Promise<PlanContext> {
    let found = this.plans.get(planId);
    if (!found) {
      found = loadPlanContext({ db: this.db, scope: this.scope }, planId);
      this.plans.set(planId, found);
    }
    return found;
  }

  /** The pricing unit's code, for invoice descriptions. */
  unitCode(pricingUnitId: string): Promise<string> {
    let found = this.units.get(pricingUnitId);
    if (!found) {
      found = findPricingUnit({ db: this.db, scope: this.scope }, pricingUnitId).then((unit) => unit?.code ?? pricingUnitId);
      this.units.set(pricingUnitId, found);
    }
    return found;
  }

  conversionRates(pricingUnitId: string): Promise<ConversionRateTable[]> {
    let found = this.rates.get(pricingUnitId);
    if (!found) {
      found = loadConversionRates({ db: this.db, scope: this.scope }, pricingUnitId);
      this.rates.set(pricingUnitId, found);
    }
    return found;
  }
}

export async function loadPlanContext(ctx: ScopedDb, planId: string): Promise<PlanContext> {
  const { db, scope } = ctx;
  const plan = await findPlan({ db, scope }, planId);
  if (!plan) throw new Error(`Plan ${planId} of a subscription does not exist`);
  const fees = await loadPlanFees(db, scope, planId);
  const policies = (await listGrantPolicies({ db, scope }, planId)).reverse();
  return { plan, fees, policies };
}
