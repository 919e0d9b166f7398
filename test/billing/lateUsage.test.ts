/**
 * Stories for issue 12, items 1, 9, 11 and 12: money charged is invoiced, once.
 *
 * Late usage (item 1). A monthly usd plan, "API calls" at $2.50 each (250 cents), no grants, from
 * 1 July 2026. One call on 10 July: July's invoice is 1 x 250 = $2.50. On 5 August a call stamped
 * 20 July arrives: it is rated (250) and drawn from the wallet (overdraft -250). August has one
 * call of its own (10 August). August's invoice: 1 x 250 for August, plus 1 x 250 for July's late
 * call on its own line, period 1 July - 1 August, saying so: $5.00; the wallet is back to 0.
 * A second run changes nothing; `meterline audit` finds every charge on exactly one invoice.
 *
 * Window: an event stamped more than 35 days back or more than 5 minutes ahead of the clock is
 * 400 VALIDATION_ERROR naming body.timestamp (alone in a batch), and nothing is stored.
 *
 * After the end: a subscription canceled on 15 August is closed; a call stamped 14 August that
 * arrives on 20 August gets an invoice of its own at the next run: 1 x 250.
 *
 * Lines multiply (item 11): "Tokens" at 2 cents per 1,000 tokens; 12,345 tokens cost 24.69 cents:
 * the line is 1 x 25 = 25 with "12345 at $0.02 per 1000" in its description, never 12345 x 0.
 *
 * Amount bounds (item 12): a charge beyond 10^15 minor units is refused at ingest; two events of
 * 6 x 10^14 each are fine alone but their invoice (1.2 x 10^15) is not: the run lists the
 * subscription with AMOUNT_OUT_OF_RANGE, GET /v1/billing/problems lists it, no invoice is issued.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setChargeInvoice } from '../support/chargeLines.js';
import { ingestBody, setupCustomer, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, iso, usageFee, type InvoiceRow } from './story.js';

function everyLineMultipliesOut(invoices: InvoiceRow[]) {
  for (const invoice of invoices) {
    for (const line of invoice.lines) expect(line.quantity * line.unit_amount_cents, JSON.stringify(line)).toBe(line.total_amount_cents);
  }
}

describeEachStore('billing story: late usage, the ingest window, lines that multiply, amount bounds', (kind) => {
  let h: Harness;
  let planId: string;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-07-01T00:00:00Z' });
    planId = (await setupPlan(h.api, { name: 'Usage', currency_code: 'usd', invoicing_cadence: 'monthly' })).id;
    await usageFee(h, planId, 'API calls', { event_name: 'api.call' }, { amount: 250 });
    await usageFee(h, planId, 'Tokens', { event_name: 'llm', aggregation: 'sum', property: 'tokens' }, { amount: 2, denominator: 1000 });
    customerId = (await setupCustomer(h.api)).id;
    h.clock.set('2026-07-01T00:00:00Z');
    subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-07-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-07-01T00:00:00Z');
  });
  afterAll(() => h.close());

  it('invoices July, then a call stamped in July that arrives in August on August\'s invoice, labelled with July', async () => {
    await eventAt(h, customerId, '2026-07-10T00:00:00Z', 'api.call');
    await billTo(h.api, '2026-08-01T00:00:00Z');
    const [july] = await invoicesOf(h.api, subscriptionId);
    expect(brief(july!)).toEqual([['API calls: 1 at $2.50 each', 1, 250, 250]]);

    // 5 August: an event stamped 20 July (16 days back: inside the window) is charged now.
    h.clock.set('2026-08-05T00:00:00Z');
    const late = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.call', {}, { timestamp: '2026-07-20T00:00:00Z' }));
    expect(late.body).toMatchObject({ status: 'inserted', cost: [{ amount: '250', currency_code: 'usd' }], customer_balances: [{ balance: '-250' }] });
    await eventAt(h, customerId, '2026-08-10T00:00:00Z', 'api.call');

    const run = await billTo(h.api, '2026-09-01T00:00:00Z');
    expect(run).toMatchObject({ invoices_created: 1 });
    const august = (await invoicesOf(h.api, subscriptionId))[1]!;
    // 250 (August) + 250 (July, late) = 500.
    expect(brief(august)).toEqual([
      ['API calls: 1 at $2.50 each', 1, 250, 250],
      ['API calls: 1 at $2.50 each (usage of 1 Jul 2026 – 31 Jul 2026, reported after that period was invoiced)', 1, 250, 250],
    ]);
    expect(august).toMatchObject({ total_cents: 500, period_start: iso('2026-08-01'), period_end: iso('2026-09-01') });
    expect(august.lines[1]).toMatchObject({ period_start: iso('2026-07-01'), period_end: iso('2026-08-01') });
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);

    // Idempotent: nothing is invoiced twice.
    expect(await billTo(h.api, '2026-09-01T00:00:00Z')).toMatchObject({ invoices_created: 0 });
    const report = await runAudit(h.testStore.store.db);
    expect(report.differences).toEqual([]);
    expect(report.checked.charges).toBeGreaterThanOrEqual(3);
  });

  it('audit: finds a charge left off the invoice that closed its period, and one pointing at a missing invoice', async () => {
    const db = h.testStore.store.db;
    const [lateCharge] = await db.selectFrom('event_charges').select(['id', 'event_id', 'invoice_id']).where('subscription_id', '=', subscriptionId).where('event_timestamp', '=', iso('2026-07-20')).execute();
    expect(lateCharge?.invoice_id).not.toBeNull();
    const lateEvent = (pending: 0 | 1) => db.updateTable('events').set({ invoice_pending: pending }).where('id', '=', lateCharge!.event_id).execute();
    // What the old engine did: a late charge on no invoice (its event still pending) although August's close came after it.
    await setChargeInvoice(db, lateCharge!, null);
    await lateEvent(1);
    expect((await runAudit(db)).differences).toEqual([expect.objectContaining({ check: 'usage_not_invoiced', subject: expect.stringContaining(lateCharge!.id) })]);
    // The same charge under an event marked as fully invoiced: no close would ever find it.
    await lateEvent(0);
    expect((await runAudit(db)).differences).toEqual([
      expect.objectContaining({ check: 'usage_not_invoiced', subject: expect.stringContaining(lateCharge!.id) }),
      expect.objectContaining({ check: 'event_invoice_pending', subject: `event ${lateCharge!.event_id}`, recorded: 'invoice_pending 0' }),
    ]);
    await setChargeInvoice(db, lateCharge!, 'no-such-invoice');
    expect((await runAudit(db)).differences).toEqual([expect.objectContaining({ check: 'usage_invoice', recomputed: 'no such invoice' })]);
    // ...and an event still marked pending whose charges are all on an invoice.
    await lateEvent(1);
    expect((await runAudit(db)).differences).toEqual([
      expect.objectContaining({ check: 'usage_invoice', recomputed: 'no such invoice' }),
      expect.objectContaining({ check: 'event_invoice_pending', recorded: 'invoice_pending 1' }),
    ]);
    await lateEvent(0);
    await setChargeInvoice(db, lateCharge!, lateCharge!.invoice_id);
    expect((await runAudit(db)).differences).toEqual([]);
  });

  it('refuses events stamped more than 35 days back or 5 minutes ahead, alone in a batch, storing nothing', async () => {
    h.clock.set('2026-09-10T00:00:00Z');
    const old = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.call', {}, { timestamp: '2026-08-05T23:59:59Z' }));
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe('VALIDATION_ERROR');
    expect(old.body.error.details[0].path).toBe('body.timestamp');
    expect(old.body.error.details[0].message).toMatch(/35 days/);
    const ahead = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.call', {}, { timestamp: '2030-01-01T00:00:00Z' }));
    expect(ahead.status).toBe(400);
    expect(ahead.body.error.details[0].message).toMatch(/5 minutes/);
    // Exactly 35 days back and 5 minutes ahead are in.
    for (const timestamp of ['2026-08-06T00:00:00Z', '2026-09-10T00:05:00Z']) {
      const ok = await h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.call', {}, { timestamp }));
      expect(ok.body.status, JSON.stringify(ok.body)).toBe('inserted');
    }
    const batch = await h.api.post('/v1/events/batch', {
      events: [ingestBody(customerId, 'api.call', {}, { timestamp: '2026-09-09T00:00:00Z' }), ingestBody(customerId, 'api.call', {}, { timestamp: '2027-01-01T00:00:00Z' })],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.results[0]!.status).toBe('inserted');
    expect(batch.body.results[1]).toMatchObject({ success: false, status: 'failed', error: { code: 'VALIDATION_ERROR' } });
    expect(batch.body.results[1]!.error!.message).toMatch(/^events\[1\]\.timestamp /);
    const stored = await h.api.get('/v1/events', { customer_id: customerId, from: '2026-12-01T00:00:00Z', limit: '100' });
    expect(stored.body.events).toEqual([]);
  });

  it('invoices usage of an ended subscription that arrives after its final invoice, on an invoice of its own', async () => {
    const customer = (await setupCustomer(h.api)).id;
    h.clock.set('2026-08-01T00:00:00Z');
    const sub = (await setupSubscription(h, h.api, { customer_id: customer, plan_id: planId, start_date: '2026-08-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-09-10T00:00:00Z');
    h.clock.set('2026-09-15T00:00:00Z');
    const cancel = await h.api.post(`/v1/subscriptions/${sub}`, { status: 'canceled' });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    await billTo(h.api, '2026-09-16T00:00:00Z');
    const before = await invoicesOf(h.api, sub);

    // 20 September: a call stamped 14 September (before the end) arrives. 1 x 250.
    h.clock.set('2026-09-20T00:00:00Z');
    const late = await h.api.post('/v1/events/ingest', ingestBody(customer, 'api.call', {}, { timestamp: '2026-09-14T00:00:00Z' }));
    expect(late.body.status, JSON.stringify(late.body)).toBe('inserted');
    expect(late.body.cost).toEqual([{ amount: '250', account_type: 'currency', currency_code: 'usd' }]);
    expect(await billTo(h.api, '2026-09-20T00:00:00Z')).toMatchObject({ invoices_created: 1, problems: [] });
    const after = await invoicesOf(h.api, sub);
    expect(after).toHaveLength(before.length + 1);
    const last = after.find((invoice) => !before.some((b) => b.id === invoice.id))!;
    expect(last.total_cents).toBe(250);
    expect(last.lines).toHaveLength(1);
    expect(last.lines[0]!.description).toMatch(/^API calls: 1 at \$2\.50 each \(usage of 1 Sept? 2026 – 14 Sept? 2026, reported after that period was invoiced\)$/);
    expect(await billTo(h.api, '2026-09-21T00:00:00Z')).toMatchObject({ invoices_created: 0 });
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });

  it('writes sub-cent usage as 1 x its amount, the usage and rate in words; the hosted page shows the same numbers', async () => {
    const customer = (await setupCustomer(h.api)).id;
    h.clock.set('2026-09-01T00:00:00Z');
    const sub = (await setupSubscription(h, h.api, { customer_id: customer, plan_id: planId, start_date: '2026-09-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-09-01T00:00:00Z');
    // 12,345 tokens x 2 / 1,000 = 24.69 cents -> 25 on the line.
    await eventAt(h, customer, '2026-09-05T00:00:00Z', 'llm', { tokens: 12_345 });
    await billTo(h.api, '2026-10-01T00:00:00Z');
    const invoices = await invoicesOf(h.api, sub);
    const september = invoices[invoices.length - 1]!;
    expect(brief(september)).toEqual([['Tokens: 12345 at $0.02 per 1000', 1, 25, 25]]);
    everyLineMultipliesOut(invoices);

    const full = (await h.api.get(`/v1/invoices/${september.id}`)).body.invoice;
    const page = await h.app.inject({ method: 'GET', url: new URL(full.public_invoice_url!).pathname });
    expect(page.statusCode).toBe(200);
    const row = page.body.slice(page.body.indexOf('Tokens: 12345'));
    expect(row).toMatch(/data-label="Unit price">\$0\.25</);
  });

  it('refuses a charge beyond 10^15 at ingest, and lists a subscription whose invoice would exceed it instead of billing it', async () => {
    const plan = (await setupPlan(h.api, { name: 'Big', currency_code: 'usd' })).id;
    await usageFee(h, plan, 'Compute', { event_name: 'compute', aggregation: 'sum', property: 'units' }, { amount: 1_000_000 });
    const customer = (await setupCustomer(h.api)).id;
    h.clock.set('2026-09-01T00:00:00Z');
    const sub = (await setupSubscription(h, h.api, { customer_id: customer, plan_id: plan, start_date: '2026-09-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-09-01T00:00:00Z');

    // 2 x 10^12 units x 10^6 cents = 2 x 10^18: refused, nothing stored.
    h.clock.set('2026-09-02T00:00:00Z');
    const huge = await h.api.post('/v1/events/ingest', ingestBody(customer, 'compute', { units: '2000000000000' }, { timestamp: '2026-09-02T00:00:00Z' }));
    expect(huge.status).toBe(400);
    expect(huge.body.error.details[0].path).toBe('body.properties.units');
    // 6 x 10^8 units x 10^6 = 6 x 10^14 each: accepted; together 1.2 x 10^15.
    await eventAt(h, customer, '2026-09-03T00:00:00Z', 'compute', { units: 600_000_000 });
    await eventAt(h, customer, '2026-09-04T00:00:00Z', 'compute', { units: 600_000_000 });

    const run = await billTo(h.api, '2026-10-01T00:00:00Z');
    expect((run as unknown as { problems: unknown[] }).problems).toEqual([expect.objectContaining({ subscription_id: sub, code: 'AMOUNT_OUT_OF_RANGE' })]);
    expect(await invoicesOf(h.api, sub)).toEqual([]);
    const problems = await h.api.get('/v1/billing/problems');
    expect(problems.status).toBe(200);
    expect(problems.body.problems).toEqual([expect.objectContaining({ subscription_id: sub, code: 'AMOUNT_OUT_OF_RANGE', attempts: 1 })]);
    await billTo(h.api, '2026-10-01T00:00:00Z');
    expect((await h.api.get('/v1/billing/problems')).body.problems[0]!.attempts).toBe(2);
  });

  it('refuses a credit pack or a checkout link whose invoice could not hold its price', async () => {
    const unit = (await setupPricingUnit(h.api, 'bigcredits')).id;
    const tooDear = await h.api.post(`/v1/plans/${planId}/credit-packs`, { code: 'huge', pricing_unit_id: unit, money_minor: '2000000000000000', unit_amount: 1 });
    expect(tooDear.status).toBe(400);
    const dear = await h.api.post(`/v1/plans/${planId}/credit-packs`, { code: 'dear', pricing_unit_id: unit, money_minor: '1000000000000', unit_amount: 1 });
    expect(dear.status, JSON.stringify(dear.body)).toBe(201);
    // 10^12 x up to 10,000 chosen = 10^16: refused; a fixed quantity of 1,000 (10^15) is fine.
    const chosen = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: subscriptionId, credit_pack_id: dear.body.credit_pack.id });
    expect(chosen.status).toBe(400);
    expect(chosen.body.error.details[0].path).toBe('body.quantity');
    const fixed = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: subscriptionId, credit_pack_id: dear.body.credit_pack.id, quantity: 1000 });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
  });
});

describeEachStore('billing story: a credits plan invoice shows the usage its credits paid for', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  /**
   * 10 credits sell for $1.00 (10 cents a credit); tokens cost 1 credit per 1,000. A 500-credit
   * grant; January uses 700,000 tokens = 700 credits: 500 paid with credits, 200 overage.
   * January's invoice: Tokens 700 credits x 10 = 7000; paid with credits -5000; total 2000 ($20).
   */
  it('lists the usage at the settlement rate, takes off what the credits paid, and totals the overage', async () => {
    const unit = (await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 })).id;
    const plan = (await setupPlan(h.api, { name: 'Credits', type: 'credits', currency_code: 'usd' })).id;
    await usageFee(h, plan, 'Tokens', { event_name: 'llm', aggregation: 'sum', property: 'tokens' }, { amount: 1, denominator: 1000, pricing_unit_id: unit });
    const customer = (await setupCustomer(h.api)).id;
    const sub = (await setupSubscription(h, h.api, { customer_id: customer, plan_id: plan, start_date: '2026-01-01T00:00:00Z' })).id;
    await billTo(h.api, '2026-01-01T00:00:00Z');
    const granted = await h.api.post(`/v1/subscriptions/${sub}/credit-grants`, { name: 'Grant', amount: 500, pricing_unit_code: 'credits' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    await eventAt(h, customer, '2026-01-10T00:00:00Z', 'llm', { tokens: 700_000 });
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const [january] = await invoicesOf(h.api, sub);
    expect(brief(january!)).toEqual([
      ['Tokens: 700000 at 1 credits per 1000 = 700 credits at $0.10 each', 700, 10, 7000],
      ['Paid with credits: 500 credits', 1, -5000, -5000],
    ]);
    expect(january).toMatchObject({ total_cents: 2000, period_start: iso('2026-01-01'), period_end: iso('2026-02-01') });
    for (const line of january!.lines) expect([line.period_start, line.period_end]).toEqual([iso('2026-01-01'), iso('2026-02-01')]);
    everyLineMultipliesOut([january!]);

    // February: 300,000 tokens, all paid by a 1,000-credit grant: lines at $3.00, credits -$3.00, $0 paid.
    await h.api.post(`/v1/subscriptions/${sub}/credit-grants`, { name: 'Grant', amount: 1000, pricing_unit_code: 'credits' });
    await eventAt(h, customer, '2026-02-10T00:00:00Z', 'llm', { tokens: 300_000 });
    await billTo(h.api, '2026-03-01T00:00:00Z');
    const february = (await invoicesOf(h.api, sub))[1]!;
    expect(brief(february)).toEqual([
      ['Tokens: 300000 at 1 credits per 1000 = 300 credits at $0.10 each', 300, 10, 3000],
      ['Paid with credits: 300 credits', 1, -3000, -3000],
    ]);
    expect(february).toMatchObject({ status: 'paid', total_cents: 0 });
    expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);
  });
});
