/**
 * One-line setup for wallet stories: a customer (through the API), a pricing unit and a
 * subscription on a plan (through the owning modules' services: these stories call the wallet
 * rules on the store directly, some without an HTTP server).
 */
import type { Kysely } from 'kysely';
import { txContext, dbContext } from '../../src/db/context.js';
import type { Database } from '../../src/db/schema.js';
import type { Scope } from '../../src/db/scope.js';
import { FixedClock } from '../../src/clock.js';
import { createPlan } from '../../src/modules/plans/index.js';
import { createPricingUnit } from '../../src/modules/pricingUnits/index.js';
import { createSubscription } from '../../src/modules/subscriptions/index.js';
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
  const unit = await createPricingUnit(dbContext(db, scope, new FixedClock(new Date(START)).now()), { code, name: code });
  return { kind: 'pricing_unit', pricingUnitId: unit.id };
}

/** A credits plan (no fees) and an active subscription to it from START, through the modules' own services. */
export async function setupSubscription(db: Kysely<Database>, scope: Scope, customerId: string): Promise<string> {
  const clock = new FixedClock(new Date(START));
  const plan = await createPlan(dbContext(db, scope, clock.now()), { name: 'Credits plan', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' });
  const subscription = await db
    .transaction()
    .execute((trx) => createSubscription(txContext(trx, scope, clock.now()), { customer_id: customerId, plan_id: plan.id, start_date: START, billing_anchor_day: 15 }));
  return subscription.id;
}

export const USD: Denomination = { kind: 'currency', currencyCode: 'usd' };

/**
 * A ledger entry of 0 written straight into the table, numbered `seq` on `walletId`: it leaves every
 * balance right and only the numbering (or the wallet) wrong, which the store no longer refuses
 * (0136_ledger_without_wallet_index) and the audit reports.
 */
export function zeroLedgerEntry(scope: Scope, walletId: string, seq: number, balanceAfter: string, at: Date) {
  return {
    id: `le_zero_${walletId}_${seq}`,
    company_id: scope.companyId,
    mode: scope.mode,
    wallet_id: walletId,
    seq,
    grant_id: null,
    event_id: null,
    invoice_id: null,
    kind: 'usage' as const,
    amount: '0',
    balance_after: balanceAfter,
    created_at: at.toISOString(),
  };
}
