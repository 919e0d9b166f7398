import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../../src/billing/index.js';
import { createHarness, START, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupShop, subscribe, type Shop } from './builders.js';
import { attemptOf, DECLINED_CARD, GOOD_CARD, openPage, pathOf, submitForm, textOf } from './pages.js';

const DAY = 86_400_000;

describeEachStore('subscribe page', (kind) => {
  let h: Harness;
  let pro: Shop;
  let team: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    pro = await setupShop(h.api, { name: 'Pro' });
    team = await setupShop(h.api, { name: 'Team', flatMinor: 9900, unit: pro.unit });
  });
  afterAll(() => h.close());

  const signupLink = async (body: Record<string, unknown>, client: Client = h.api) => {
    const res = await client.post('/v1/subscription-signup-links', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.subscription_signup_link as { id: string; url: string };
  };
  const subscriptionsOf = async (customerId: string, client: Client = h.api) =>
    (await client.get('/v1/subscriptions', { customer_id: customerId })).body.subscriptions as Array<Record<string, unknown>>;
  const invoicesOf = async (customerId: string, client: Client = h.api) =>
    (await client.get('/v1/invoices', { customer_id: customerId })).body.invoices as Array<Record<string, unknown> & { line_items: Array<Record<string, unknown>> }>;

  /** A customer subscribed to Pro through a signup link (so the engine has billed the first period). */
  const subscribedThroughLink = async (name: string) => {
    const customer = await setupCustomer(h.api, name);
    const link = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code });
    const page = await openPage(h, pathOf(link.url));
    const done = await submitForm(h, pathOf(link.url), { attempt: attemptOf(page), ...GOOD_CARD });
    expect(done.status, textOf(done)).toBe(200);
    const [subscription] = await subscriptionsOf(customer.id);
    return { customer, subscription: subscription as { id: string } };
  };

  it('shows the plan, its fees in words, what is due today and the payment step, in the company name', async () => {
    const customer = await setupCustomer(h.api);
    const link = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code, back_url: 'https://app.example.test/pricing' });
    const page = await openPage(h, pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    const text = textOf(page);
    expect(text).toContain('Acme AI');
    expect(text).toContain('Subscribe to Pro');
    expect(text).toContain('For Ada Lovelace');
    expect(text).toContain('Platform fee: $49.00 per month, billed in advance');
    expect(text).toContain('Output tokens: 0.2 credits per 1,000 tokens');
    expect(text).toMatch(/Due today \$49\.00/);
    expect(text).toContain('Pay $49.00 and subscribe');
    expect(text).toContain('4242 4242 4242 4242');
    expect(page.html).toContain('href="https://app.example.test/pricing"');
    expect(page.html).toContain(`action="${pathOf(link.url)}"`);
    expect(page.html).not.toContain('<script');
  });

  it('escapes everything it prints', async () => {
    const evil = await setupShop(h.api, { name: '<script>alert("plan")</script>' });
    const customer = await setupCustomer(h.api, '<img src=x onerror=alert(1)>');
    const link = await signupLink({ customer_id: customer.id, plan_code: evil.plan.plan_code, back_url: 'https://app.example.test/?a="><script>x</script>' });
    const page = await openPage(h, pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>');
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;script&gt;alert(&quot;plan&quot;)&lt;/script&gt;');
  });

  it('subscribes with the test card: 303 to success_url, an active subscription and a paid invoice, once', async () => {
    const customer = await setupCustomer(h.api);
    const link = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code, success_url: 'https://app.example.test/welcome' });
    const path = pathOf(link.url);
    const form = { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD };
    const done = await submitForm(h, path, form);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('https://app.example.test/welcome');

    const [subscription, ...others] = await subscriptionsOf(customer.id);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({ plan_id: pro.plan.id, status: 'active', start_date: START, next_renewal_date: '2026-02-15T00:00:00.000Z' });
    const invoices = await invoicesOf(customer.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ subscription_id: subscription?.id, status: 'paid', collection_method: 'charge_automatically', total_cents: 4900, paid_at: START });
    expect(invoices[0]?.line_items.map((l) => l.total_amount_cents)).toEqual([4900]);

    // Reload of the same form (a double submit): the same result, nothing new.
    const again = await submitForm(h, path, form);
    expect(again.status).toBe(303);
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
    expect(await invoicesOf(customer.id)).toHaveLength(1);
    // The link is used up.
    const reopened = await openPage(h, path);
    expect(reopened.status).toBe(410);
    expect(textOf(reopened)).toContain('This link has already been used');
    const other = await submitForm(h, path, { attempt: 'another-form', ...GOOD_CARD });
    expect(other.status).toBe(410);
    // The engine finds the start already billed.
    await runBilling(h.testStore.store, { asOf: new Date(Date.parse(START) + DAY), scope: { companyId: h.company.id, mode: 'test' } });
    expect(await invoicesOf(customer.id)).toHaveLength(1);
  });

  it('grants once under concurrent double submits', async () => {
    const customer = await setupCustomer(h.api);
    const link = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code });
    const path = pathOf(link.url);
    const form = { attempt: attemptOf(await openPage(h, path)), ...GOOD_CARD };
    const results = await Promise.all([submitForm(h, path, form), submitForm(h, path, form), submitForm(h, path, form)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const result of results) expect(textOf(result)).toContain("You're subscribed to Pro");
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
    expect(await invoicesOf(customer.id)).toHaveLength(1);
  });

  it('shows the decline with the declining card, creates nothing, and keeps the link open', async () => {
    const customer = await setupCustomer(h.api);
    const link = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code });
    const path = pathOf(link.url);
    const declined = await submitForm(h, path, { attempt: attemptOf(await openPage(h, path)), ...DECLINED_CARD });
    expect(declined.status).toBe(402);
    expect(textOf(declined)).toContain('Your card was declined.');
    expect(declined.html).toContain('aria-invalid="true"');
    expect(await subscriptionsOf(customer.id)).toEqual([]);
    expect(await invoicesOf(customer.id)).toEqual([]);
    const invalid = await submitForm(h, path, { attempt: attemptOf(declined), card_number: '4242 4242 4242 4241', card_expiry: '12/34', card_cvc: '123' });
    expect([invalid.status, textOf(invalid).includes('Your card number is incorrect.')]).toEqual([402, true]);
    const expired = await submitForm(h, path, { attempt: attemptOf(declined), ...GOOD_CARD, card_expiry: '12/25' });
    expect(textOf(expired)).toContain('expiry date is in the past');
    expect((await openPage(h, path)).status).toBe(200);
    const paid = await submitForm(h, path, { attempt: attemptOf(declined), ...GOOD_CARD });
    expect(paid.status).toBe(200);
    expect(await subscriptionsOf(customer.id)).toHaveLength(1);
  });

  it('expires the token exactly 24 hours after creation (controlled clock)', async () => {
    const customer = await setupCustomer(h.api);
    const link = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code, back_url: 'https://app.example.test/pricing' });
    const path = pathOf(link.url);
    const attempt = attemptOf(await openPage(h, path));
    const created = h.clock.now().getTime();
    try {
      h.clock.set(new Date(created + DAY - 1));
      expect((await openPage(h, path)).status).toBe(200);
      h.clock.set(new Date(created + DAY));
      const expired = await openPage(h, path);
      expect(expired.status).toBe(410);
      expect(textOf(expired)).toContain('This link has expired');
      expect(textOf(expired)).toContain('Acme AI');
      expect(expired.html).toContain('href="https://app.example.test/pricing"');
      const late = await submitForm(h, path, { attempt, ...GOOD_CARD });
      expect(late.status).toBe(410);
      expect(await subscriptionsOf(customer.id)).toEqual([]);
    } finally {
      h.clock.set(new Date(created));
    }
  });

  it('answers unknown tokens with a 404 page, never a stack trace', async () => {
    for (const path of ['/subscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/subscribe/nope', '/subscribe/', `/subscribe/${'x'.repeat(500)}`, '/subscribe/a/b']) {
      const page = await openPage(h, path);
      expect(page.status, path).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(textOf(page)).toContain('Link not found');
    }
    const posted = await submitForm(h, '/subscribe/nope', GOOD_CARD);
    expect(posted.status).toBe(404);
  });

  describe('plan changes', () => {
    it('changes now with a prorated refund of the prepaid fee as a credit line, in one paid invoice', async () => {
      const { customer, subscription } = await subscribedThroughLink('Changer');
      h.clock.set(new Date(Date.parse(START) + 10 * DAY)); // Jan 25: 21 of 31 days left
      try {
        const link = await signupLink({
          customer_id: customer.id,
          plan_code: team.plan.plan_code,
          previous_subscription_id: subscription.id,
          change_timing_mode: 'now',
          cancel_now_prepaid_refund_policy: 'refund_prorated_prepaid_fixed_fees',
        });
        const page = await openPage(h, pathOf(link.url));
        const text = textOf(page);
        expect(text).toContain('Change your plan to Team');
        expect(text).toContain('Unused time on Pro: Platform fee (25 Jan 2026 – 15 Feb 2026) -$33.19');
        expect(text).toContain('Platform fee (monthly, in advance), 21 of 31 days at $99.00 $67.06');
        expect(text).toMatch(/Due today \$33\.87/);
        const done = await submitForm(h, pathOf(link.url), { attempt: attemptOf(page), ...GOOD_CARD });
        expect(done.status).toBe(200);
        expect(textOf(done)).toContain('Your plan is now Team');
        const [changed] = await subscriptionsOf(customer.id);
        expect(changed).toMatchObject({ id: subscription.id, plan_id: team.plan.id, status: 'active', plan_transition_at_period_end: false });
        const invoices = await invoicesOf(customer.id);
        expect(invoices).toHaveLength(2);
        const change = invoices.find((i) => i.total_cents === 3387);
        expect(change).toMatchObject({ status: 'paid', subtotal_cents: 3387 });
        expect(change?.line_items.map((l) => l.total_amount_cents)).toEqual([-3319, 6706]);
      } finally {
        h.clock.set(START);
      }
    });

    it('changes now without refund when the policy says so', async () => {
      const { customer, subscription } = await subscribedThroughLink('No refund');
      h.clock.set(new Date(Date.parse(START) + 10 * DAY));
      try {
        const link = await signupLink({
          customer_id: customer.id,
          plan_code: team.plan.plan_code,
          previous_subscription_id: subscription.id,
          change_timing_mode: 'now',
          cancel_now_prepaid_refund_policy: 'no_refund_prepaid_fixed_fees',
        });
        const page = await openPage(h, pathOf(link.url));
        expect(textOf(page)).toContain('is not refunded');
        await submitForm(h, pathOf(link.url), { attempt: attemptOf(page), ...GOOD_CARD });
        const change = (await invoicesOf(customer.id)).find((i) => i.total_cents !== 4900);
        expect(change?.line_items.map((l) => l.total_amount_cents)).toEqual([6706]);
      } finally {
        h.clock.set(START);
      }
    });

    it('a downgrade now carries the net credit to the customer\'s credit balance: the invoice totals 0, never negative', async () => {
      const { customer } = await subscribedThroughLink('Downgrader');
      const [onPro] = await subscriptionsOf(customer.id);
      try {
        // Up to Team on Jan 16 (30 of 31 days left), then back down to Pro on Jan 17 (29 left):
        // Team's unused time is worth more than Pro's.
        h.clock.set(new Date(Date.parse(START) + DAY));
        const up = await signupLink({ customer_id: customer.id, plan_code: team.plan.plan_code, previous_subscription_id: onPro?.id, change_timing_mode: 'now' });
        await submitForm(h, pathOf(up.url), { attempt: attemptOf(await openPage(h, pathOf(up.url))), ...GOOD_CARD });
        h.clock.set(new Date(Date.parse(START) + 2 * DAY));
        const down = await signupLink({ customer_id: customer.id, plan_code: pro.plan.plan_code, previous_subscription_id: onPro?.id, change_timing_mode: 'now' });
        const page = await openPage(h, pathOf(down.url));
        // Team's refund (its invoice was paid by card): 9900 x 29/31 = 9261.29 -> -9261; Pro for
        // 29 of 31 days: 4900 x 29/31 = 4583.87 -> 4584. Net -4677, carried to the balance.
        expect(textOf(page)).toContain('$46.77 is credited to your account balance and taken off your next invoices.');
        expect(textOf(page)).toMatch(/Due today \$0\.00/);
        const done = await submitForm(h, pathOf(down.url), { attempt: attemptOf(page), ...GOOD_CARD });
        expect(done.status).toBe(200);
        expect(textOf(done)).toContain('$46.77 is credited to your account balance');
        const invoices = await invoicesOf(customer.id);
        expect(invoices.every((i) => Number(i.total_cents) >= 0)).toBe(true);
        const change = invoices.find((i) => i.line_items.some((l) => l.total_amount_cents === 4677));
        expect(change).toMatchObject({ status: 'paid', total_cents: 0 });
        const balance = await h.api.get(`/v1/customers/${customer.id}/credit-balance`);
        expect(balance.body.credit_balance.balances).toEqual([{ currency: 'usd', balance_cents: 4677 }]);
      } finally {
        h.clock.set(START);
      }
    });

    it('schedules the change at period end: nothing is charged now', async () => {
      const { customer, subscription } = await subscribedThroughLink('Later');
      const link = await signupLink({ customer_id: customer.id, plan_code: team.plan.plan_code, previous_subscription_id: subscription.id, change_timing_mode: 'end_of_period' });
      const page = await openPage(h, pathOf(link.url));
      const text = textOf(page);
      expect(text).toContain('changes from Pro to Team on 15 Feb 2026');
      expect(text).toMatch(/Due today \$0\.00/);
      expect(text).toContain('Nothing is charged today.');
      const done = await submitForm(h, pathOf(link.url), { attempt: attemptOf(page), ...GOOD_CARD });
      expect(textOf(done)).toContain('Your plan changes to Team on 15 Feb 2026');
      const [scheduled] = await subscriptionsOf(customer.id);
      expect(scheduled).toMatchObject({
        plan_id: pro.plan.id,
        plan_transition_at_period_end: true,
        plan_transition_at: '2026-02-15T00:00:00.000Z',
        plan_transition_to_plan_id: team.plan.id,
      });
      expect(await invoicesOf(customer.id)).toHaveLength(1);
    });

    it('shows a clear page when the subscription was canceled after the link was made', async () => {
      const customer = await setupCustomer(h.api, 'Canceler');
      const sub = await subscribe(h.api, customer.id, pro.plan.id);
      const link = await signupLink({ customer_id: customer.id, plan_code: team.plan.plan_code, previous_subscription_id: sub.id, change_timing_mode: 'now' });
      await h.api.post(`/v1/subscriptions/${sub.id}`, { status: 'canceled' });
      const page = await openPage(h, pathOf(link.url));
      expect(page.status).toBe(409);
      expect(textOf(page)).toContain('has been canceled');
    });
  });

  describe('live mode without a payment provider', () => {
    it('subscribes without a card: pending_payment_method, nothing invoiced yet', async () => {
      const livePro = await setupShop(h.live, { name: 'Live Pro' });
      const customer = await setupCustomer(h.live, 'Live customer');
      const link = await signupLink({ customer_id: customer.id, plan_code: livePro.plan.plan_code }, h.live);
      const page = await openPage(h, pathOf(link.url));
      expect(page.status).toBe(200);
      expect(textOf(page)).toContain('Card payments are not set up yet');
      expect(textOf(page)).toMatch(/Due at the start \$49\.00/);
      expect(textOf(page)).toContain('Nothing is charged now');
      expect(page.html).not.toContain('name="card_number"');
      const done = await submitForm(h, pathOf(link.url), { attempt: attemptOf(page) });
      expect(done.status).toBe(200);
      expect(textOf(done)).toContain('starts once a payment method is on file');
      const [subscription] = await subscriptionsOf(customer.id, h.live);
      expect(subscription).toMatchObject({ plan_id: livePro.plan.id, status: 'pending_payment_method' });
      expect(await invoicesOf(customer.id, h.live)).toEqual([]);
    });

    it('a change now is invoiced send_invoice, left open for the customer to pay', async () => {
      const liveA = await setupShop(h.live, { name: 'Live A' });
      const liveB = await setupShop(h.live, { name: 'Live B', flatMinor: 9900, unit: liveA.unit });
      const customer = await setupCustomer(h.live, 'Live changer');
      const sub = await subscribe(h.live, customer.id, liveA.plan.id);
      await runBilling(h.testStore.store, { asOf: h.clock.now(), scope: { companyId: h.company.id, mode: 'live' } });
      h.clock.set(new Date(Date.parse(START) + 10 * DAY));
      try {
        const link = await signupLink({ customer_id: customer.id, plan_code: liveB.plan.plan_code, previous_subscription_id: sub.id, change_timing_mode: 'now' }, h.live);
        const page = await openPage(h, pathOf(link.url));
        const done = await submitForm(h, pathOf(link.url), { attempt: attemptOf(page) });
        expect(done.status).toBe(200);
        // Live A's invoice is unpaid, so its unused time (4900 x 21/31 = 3319.35 -> 3319) is not
        // refunded on the change: a credit note takes it off that invoice, which keeps its total of
        // 4900 and asks 4900 - 3319 = 1581 instead (live mode counts its own credit notes). The
        // change invoice bills Live B for 21 of 31 days: 9900 x 21/31 = 6706.45 -> 6706.
        expect(textOf(done)).toContain('Amount due $67.06');
        const invoices = await invoicesOf(customer.id, h.live);
        const change = invoices.find((i) => i.collection_method === 'send_invoice');
        expect(change).toMatchObject({ status: 'open', total_cents: 6706, days_until_due: 30 });
        expect(invoices.find((i) => i !== change)).toMatchObject({ status: 'open', total_cents: 4900, amount_due_cents: 1581 });
        const notes = (await h.live.get('/v1/credit-notes', { customer_id: customer.id })).body.credit_notes;
        expect(notes.map((n) => [n.number, n.credited_to, n.total_cents])).toEqual([[expect.stringMatching(/^[A-Z0-9]+-CN-0001$/), 'invoice', 3319]]);
      } finally {
        h.clock.set(START);
      }
    });
  });
});
