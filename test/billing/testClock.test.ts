/**
 * Story (issue 12, item 8): one test clock per company and test mode, like Stripe's test clocks.
 *
 * Real time is 2026-11-25 09:00 UTC. Acme AI subscribes a customer to "Pro" ($49.00 a month in
 * advance, anchor day 1) in test mode, then moves its test clock to December 1 with
 * POST /v1/billing/run. From then on Acme's test mode lives on December 1: new rows are created
 * then, a subscription without a start date starts then, a checkout page paid then records
 * paid_at = created_at = finalized_at = December 1 (never before its creation), a plan-change page
 * quotes from December 1 (not a 409 about a period that "has not started"), and ingest accepts an
 * event stamped December 1 + 14 days once the clock is there. Moving the clock to December 15
 * records the expiry of a grant that ran out on December 10, between two boundaries.
 * Money, by hand: the pack costs 1 x $10.00 = 1000 cents for 5,000 credits; the first period
 * November 25 to December 1 is 6 of 30 days of $49.00 = 980 cents; December's renewal is 4900.
 * Another company's test mode and Acme's live mode stay on real time throughout.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm } from '../links/pages.js';
import { billTo, iso } from './story.js';

const REAL_NOW = '2026-11-25T09:00:00.000Z';

interface InvoiceBody {
  id: string;
  status: string;
  total_cents: number;
  created_at: string;
  finalized_at: string | null;
  paid_at: string | null;
  subscription_id: string | null;
}

describeEachStore('billing story: a company\'s test clock is the time of all its test mode', (kind) => {
  let h: Harness;
  let pro: Shop;
  let team: Shop;
  let customerId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: REAL_NOW, company: { name: 'Acme AI' } });
    pro = await setupShop(h.api, { name: 'Pro' });
    team = await setupShop(h.api, { name: 'Team', unit: pro.unit, flatMinor: 9900 });
    customerId = (await setupCustomer(h.api)).id;
    subscriptionId = (await subscribe(h.api, customerId, pro.plan.id, { billing_anchor_day: 1 })).id;
  });
  afterAll(() => h.close());

  const invoicesOfCompany = async () => (await h.api.get('/v1/invoices', { limit: '100' })).body.invoices as InvoiceBody[];

  it('moves the clock forward with the run, and the company\'s test mode reads it from then on', async () => {
    // First period: November 25 to December 1, 6 of 30 days of $49.00 = 980 cents.
    const [start] = await invoicesOfCompany();
    expect(start).toMatchObject({ total_cents: 980, created_at: REAL_NOW });

    const run = await billTo(h.api, '2026-12-01T00:00:00Z');
    expect(run).toMatchObject({ as_of: iso('2026-12-01'), test_clock: iso('2026-12-01'), subscriptions_advanced: 1, invoices_created: 1 });
    // The run never moves the clock back: a run to an earlier instant leaves it on December 1.
    expect(await billTo(h.api, '2026-11-28T00:00:00Z')).toMatchObject({ test_clock: iso('2026-12-01'), invoices_created: 0 });

    const customer = await h.api.post('/v1/customers', { name: 'Grace Hopper', email: 'grace@example.test' });
    expect(customer.body.customer.created_at).toBe(iso('2026-12-01'));
    const subscription = await subscribe(h.api, customer.body.customer.id, pro.plan.id);
    // Without a start date a subscription starts "now": December 1, not November 25 in the past.
    expect(subscription).toMatchObject({ start_date: iso('2026-12-01'), created_at: iso('2026-12-01') });
  });

  it('pays a checkout page at the test clock: paid_at = created_at = finalized_at = December 1', async () => {
    const created = await h.api.post('/v1/credit-pack-checkout-links', { subscription_id: subscriptionId, credit_pack_id: pro.pack.id, quantity: 1, success_url: 'https://app.example.test/thanks' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = created.body.credit_pack_checkout_link;
    // Valid 24 hours from the test clock.
    expect(link).toMatchObject({ created_at: iso('2026-12-01'), token_expiration: iso('2026-12-02') });
    const path = pathOf(link.url);
    const done = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD });
    expect(done.status, done.html).toBe(303);

    const paid = (await invoicesOfCompany()).find((invoice) => invoice.total_cents === 1000);
    // 1 pack x $10.00 = 1000 cents, paid on the test clock's day, never before it was created.
    expect(paid).toMatchObject({ status: 'paid', created_at: iso('2026-12-01'), finalized_at: iso('2026-12-01'), paid_at: iso('2026-12-01') });
    expect(paid!.paid_at! >= paid!.created_at).toBe(true);
    const grants = (await h.api.get(`/v1/customers/${customerId}/credit-grants`)).body.credit_grants as Array<{ amount: string; created_at: string; expires_at: string | null }>;
    // 5,000 credits, expiring a year after the purchase on the test clock.
    expect(grants.find((g) => g.amount === '5000')).toMatchObject({ created_at: iso('2026-12-01'), expires_at: iso('2027-12-01') });
  });

  it('quotes a plan change now from the test clock, not from real time (no 409 about the period)', async () => {
    const created = await h.api.post('/v1/subscription-signup-links', {
      customer_id: customerId,
      plan_code: team.plan.plan_code,
      previous_subscription_id: subscriptionId,
      change_timing_mode: 'now',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = await openPage(h, pathOf(created.body.subscription_signup_link.url));
    expect(page.status, page.html).toBe(200);
    expect(page.html).not.toMatch(/no longer possible/);
  });

  it('ingests at the test clock: an event 14 days past real time is accepted, its row created at the clock', async () => {
    await billTo(h.api, '2026-12-15T00:00:00Z');
    const res = await h.api.post('/v1/events/ingest', {
      event_name: 'llm.completion',
      idempotency_key: `clock-${kind}-1`,
      customer_id: customerId,
      timestamp: '2026-12-15T00:00:00Z',
      properties: { output_tokens: 1000 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('inserted');
    const row = await h.testStore.store.db.selectFrom('events').select(['created_at']).where('id', '=', res.body.usage_id!).executeTakeFirstOrThrow();
    expect(row.created_at).toBe(iso('2026-12-15'));
  });

  it('records the expiry of a grant that ran out between two boundaries when the clock passes it', async () => {
    const granted = await h.api.post(`/v1/subscriptions/${subscriptionId}/credit-grants`, {
      name: 'Goodwill',
      amount: '100',
      pricing_unit_code: pro.unit.code,
      // In the future for the test clock (December 15); real time is November 25.
      expires_at: '2026-12-20T00:00:00Z',
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    const grantId = granted.body.credit_grant.id as string;
    const run = await billTo(h.api, '2026-12-22T00:00:00Z');
    // December 20 lies between the December 1 and January 1 boundaries: no step of the
    // subscription falls on it, yet the run records it.
    expect(run.grants_expired).toBeGreaterThanOrEqual(1);
    const db = h.testStore.store.db;
    const grant = await db.selectFrom('credit_grants').select(['balance', 'expired_at']).where('id', '=', grantId).executeTakeFirstOrThrow();
    expect(grant).toEqual({ balance: '0', expired_at: iso('2026-12-22') });
    const expiry = await db.selectFrom('ledger_entries').select(['kind', 'amount']).where('grant_id', '=', grantId).where('kind', '=', 'expiry').execute();
    expect(expiry).toEqual([{ kind: 'expiry', amount: '-100' }]);
  });

  it('lists invoices newest first by the test clock', async () => {
    const invoices = await invoicesOfCompany();
    const created = invoices.map((invoice) => invoice.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(created[0]! >= iso('2026-12-01')).toBe(true);
  });

  it('leaves another company\'s test clock and this company\'s live mode on real time', async () => {
    const other = await h.newCompany({ name: 'Other' });
    const theirs = await other.api.post('/v1/customers', { name: 'Linus', email: 'linus@example.test' });
    expect(theirs.body.customer.created_at).toBe(REAL_NOW);
    // Stamped December 15: in Acme's test mode the present, in the other company's the future.
    const future = await other.api.post('/v1/events/ingest', {
      event_name: 'llm.completion',
      idempotency_key: `clock-${kind}-other`,
      customer_id: theirs.body.customer.id,
      timestamp: '2026-12-15T00:00:00Z',
    });
    expect(future.status).toBe(400);
    expect(future.body.error.code).toBe('VALIDATION_ERROR');
    expect((await other.api.post('/v1/billing/run', { as_of: '2026-11-26T00:00:00Z' })).body.run.test_clock).toBe(iso('2026-11-26'));

    const live = await h.live.post('/v1/customers', { name: 'Live Ada', email: 'ada@example.test' });
    expect(live.body.customer.created_at).toBe(REAL_NOW);
    // Acme's test clock is where its own runs left it.
    expect((await h.api.post('/v1/customers', { name: 'Test Ada', email: 'ada@example.test' })).body.customer.created_at).toBe(iso('2026-12-22'));
  });
});
