/**
 * GET /v1/subscriptions/{id}/upcoming-invoice: the engine's preview of its next invoice, equal to
 * the invoice the run then issues, on both stores.
 *
 * Story: a monthly usd plan, $49 platform fee in advance, $10 support in arrears, 5 cents a request
 * and 2 cents per 1,000 tokens, started January 1.
 *   On January 20, after 60,000 tokens (Jan 10) and 90,000 tokens (Jan 20), the February 1 invoice:
 *     Support 1,000 + Requests 2 x 5 = 10 + Tokens 150,000 / 1,000 x 2 = 300 + Platform (Feb) 4,900
 *     = 6,210 cents, period January (the closed period), issued 2026-02-01.
 *   The run to February 1 issues exactly those lines.
 *   Then the March 1 invoice, with no usage yet: Support 1,000 + Platform (Mar) 4,900 = 5,900.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, eventAt, flatFee, invoicesOf, iso, usageFee } from '../billing/story.js';

interface UpcomingLine {
  description: string | null;
  quantity: number;
  unit_amount_cents: number;
  tax_amount_cents: number;
  total_amount_cents: number;
  period_start: string | null;
  period_end: string | null;
}

describeEachStore('upcoming invoice', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { name: 'Usage', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
    planId = plan.id;
    await flatFee(h, plan.id, 'Platform', 4900);
    await flatFee(h, plan.id, 'Support', 1000, { billing_mode: 'in_arrears' });
    await usageFee(h, plan.id, 'Requests', { event_name: 'llm.completion' }, { amount: 5 });
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 2, denominator: 1000 });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  const upcoming = (id = subscriptionId, api = h.api) => api.get(`/v1/subscriptions/${id}/upcoming-invoice`);

  it('previews the period close with the usage so far, and writes nothing', async () => {
    await eventAt(h, customerId, '2026-01-10T09:00:00Z', 'llm.completion', { tokens: 60000 });
    await eventAt(h, customerId, '2026-01-20T09:00:00Z', 'llm.completion', { tokens: 90000 });
    const balances = await balancesOf(h.api, customerId);
    const invoicesBefore = await invoicesOf(h.api, subscriptionId);

    const res = await upcoming();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      invoice: {
        upcoming: true,
        customer_id: customerId,
        subscription_id: subscriptionId,
        currency: 'usd',
        collection_method: 'charge_automatically',
        subtotal_cents: 6210,
        discount_cents: 0,
        tax_cents: 0,
        total_cents: 6210,
        period_start: iso('2026-01-01'),
        period_end: iso('2026-02-01'),
        issued_at: iso('2026-02-01'),
      },
    });
    expect(res.body.invoice).not.toHaveProperty('id');
    expect(res.body.invoice.line_items.map((l: UpcomingLine) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents])).toEqual([
      ['Support (monthly, in arrears)', 1, 1000, 1000],
      ['Requests: 2 at $0.05 each', 2, 5, 10],
      ['Tokens: 150000 at $0.02 per 1000', 1, 300, 300],
      ['Platform (monthly, in advance)', 1, 4900, 4900],
    ]);
    expect(await balancesOf(h.api, customerId)).toEqual(balances);
    expect(await invoicesOf(h.api, subscriptionId)).toEqual(invoicesBefore);
  });

  it('equals the invoice the run then issues', async () => {
    const preview = (await upcoming()).body.invoice;
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const issued = (await invoicesOf(h.api, subscriptionId)).at(-1)!;
    expect({ period_start: issued.period_start, period_end: issued.period_end, total_cents: issued.total_cents }).toEqual({
      period_start: preview.period_start,
      period_end: preview.period_end,
      total_cents: preview.total_cents,
    });
    expect(issued.lines).toEqual(
      preview.line_items.map((l: UpcomingLine) => ({
        description: l.description,
        quantity: l.quantity,
        unit_amount_cents: l.unit_amount_cents,
        total_amount_cents: l.total_amount_cents,
        period_start: l.period_start,
        period_end: l.period_end,
      })),
    );
  });

  it('then previews the next period, without usage yet', async () => {
    h.clock.set('2026-02-02T00:00:00Z');
    const res = await upcoming();
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ total_cents: 5900, period_start: iso('2026-02-01'), period_end: iso('2026-03-01'), issued_at: iso('2026-03-01') });
    expect(res.body.invoice.line_items.map((l: UpcomingLine) => [l.description, l.total_amount_cents])).toEqual([
      ['Support (monthly, in arrears)', 1000],
      ['Platform (monthly, in advance)', 4900],
    ]);
  });

  it('takes the steps already due first, as the next run would', async () => {
    // The clock passed March 1 and no run billed it: the preview is of April 1, and March's invoice exists.
    h.clock.set('2026-03-05T00:00:00Z');
    const res = await upcoming();
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ issued_at: iso('2026-04-01'), period_start: iso('2026-03-01'), period_end: iso('2026-04-01') });
    expect((await invoicesOf(h.api, subscriptionId)).map((i) => i.period_start)).toContain(iso('2026-02-01'));
  });

  it('is a 404 for an unknown subscription, another company’s and the other mode’s', async () => {
    const other = await h.newCompany();
    for (const res of [await upcoming('sub_unknown'), await upcoming(subscriptionId, other.api), await upcoming(subscriptionId, h.live)]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('has none for a canceled subscription: 422 SUBSCRIPTION_CANCELED', async () => {
    const customer = await setupCustomer(h.api);
    const sub = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId });
    expect((await upcoming(sub.id)).status).toBe(200);
    const canceled = await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    const res = await upcoming(sub.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: { code: 'SUBSCRIPTION_CANCELED' } });
  });
});

/**
 * A credits plan: 1,000 credits a month (expiring after a month) plus 300 initial credits, tokens
 * at 1 credit per 1,000, 10 credits for $1.00. After 1,500 credits of usage in January the
 * upcoming invoice shows the usage in credits valued at the rate (1,500 x 10 cents = $150.00),
 * the credits that paid for it (-1,300 x 10 = -$130.00) and the $20.00 overage, and the run
 * issues exactly that; the wallets are only forecast, not drawn, by the preview.
 */
describeEachStore('upcoming invoice of a credits plan', (kind) => {
  let h: Harness;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const unitId = (await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 })).id;
    const plan = await setupPlan(h.api, { name: 'Credits', type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly', initial_credit_quantity: 300 });
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unitId });
    const policy = await h.api.post(`/v1/plans/${plan.id}/credit-grant-policies`, { pricing_unit_id: unitId, amount: 1000, cadence: 'monthly', expiration_interval_count: 1, expiration_interval_unit: 'month' });
    expect(policy.status).toBe(201);
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).id;
  });
  afterAll(() => h.close());

  it('previews the overage the close will invoice, equal to the invoice issued', async () => {
    await eventAt(h, customerId, '2026-01-05T00:00:00Z', 'llm.completion', { tokens: 700_000 });
    await eventAt(h, customerId, '2026-01-25T00:00:00Z', 'llm.completion', { tokens: 800_000 });
    const balances = await balancesOf(h.api, customerId);
    const preview = (await h.api.get(`/v1/subscriptions/${subscriptionId}/upcoming-invoice`)).body.invoice;
    expect(preview).toMatchObject({ total_cents: 2000, issued_at: iso('2026-02-01') });
    expect(preview.line_items[0]).toMatchObject({ quantity: 1500, unit_amount_cents: 10, total_amount_cents: 15000 });
    expect(await balancesOf(h.api, customerId)).toEqual(balances);

    await billTo(h.api, '2026-02-01T00:00:00Z');
    const [january] = await invoicesOf(h.api, subscriptionId);
    expect(january!.total_cents).toBe(2000);
    expect(january!.lines.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents])).toEqual(
      preview.line_items.map((l: UpcomingLine) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents]),
    );
  });
});

describeEachStore('upcoming invoice the engine cannot compute', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  it('is a 422 BILLING_BLOCKED naming the reason: an overdraft in a unit without a conversion rate', async () => {
    const unitId = (await setupPricingUnit(h.api, 'norate')).id;
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly' });
    await usageFee(h, plan.id, 'Tokens', { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unitId });
    const customerId = (await setupCustomer(h.api)).id;
    const sub = await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    await eventAt(h, customerId, '2026-01-05T00:00:00Z', 'llm.completion', { tokens: 5000 });
    const res = await h.api.get(`/v1/subscriptions/${sub.id}/upcoming-invoice`);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ success: false, error: { code: 'BILLING_BLOCKED', details: [{ message: 'CONVERSION_RATE_MISSING' }] } });
  });
});
