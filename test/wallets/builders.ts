/**
 * One-line setup for wallet stories: a customer (through the API), a pricing unit and a
 * subscription on a plan (rows written directly, until their own APIs exist).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import type { Scope } from '../../src/db/scope.js';
import { newId } from '../../src/db/ids.js';
import type { Denomination } from '../../src/money/denomination.js';
import type { Harness } from '../support/harness.js';
import { START } from '../support/harness.js';

export function testScope(h: Harness): Scope {
  return { companyId: h.company.id, mode: 'test' };
}

export async function setupCustomer(h: Harness, name = 'Globex'): Promise<string> {
  const res = await h.api.post('/v1/customers', { name });
  if (res.status !== 201) throw new Error(`customer: ${JSON.stringify(res.body)}`);
  return res.body.customer.id as string;
}

export async function setupPricingUnit(db: Kysely<Database>, scope: Scope, code = 'credits'): Promise<Denomination & { kind: 'pricing_unit' }> {
  const id = newId();
  await db
    .insertInto('pricing_units')
    .values({ id, company_id: scope.companyId, mode: scope.mode, code, name: code, created_at: START, updated_at: START })
    .execute();
  return { kind: 'pricing_unit', pricingUnitId: id };
}

export async function setupSubscription(db: Kysely<Database>, scope: Scope, customerId: string): Promise<string> {
  const planId = newId();
  await db
    .insertInto('plans')
    .values({
      id: planId,
      company_id: scope.companyId,
      mode: scope.mode,
      name: 'Credits plan',
      plan_code: `plan_${planId}`,
      type: 'credits',
      currency_code: 'usd',
      invoicing_cadence: 'monthly',
      initial_credit_quantity: null,
      created_at: START,
      updated_at: START,
    })
    .execute();
  const id = newId();
  await db
    .insertInto('subscriptions')
    .values({
      id,
      company_id: scope.companyId,
      mode: scope.mode,
      customer_id: customerId,
      plan_id: planId,
      status: 'active',
      start_date: START,
      billing_anchor_day: 15,
      trial_end: null,
      next_renewal_date: null,
      current_period_start: null,
      current_period_end: null,
      cancel_at_period_end: 0,
      cancel_at: null,
      plan_transition_at_period_end: 0,
      plan_transition_at: null,
      plan_transition_to_plan_id: null,
      canceled_at: null,
      ended_at: null,
      created_at: START,
      updated_at: START,
    })
    .execute();
  return id;
}

export const USD: Denomination = { kind: 'currency', currencyCode: 'usd' };
