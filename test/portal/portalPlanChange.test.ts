/**
 * The portal's subscription actions (issue 32, item 5), on both stores, as a browser without
 * JavaScript would: a plan change quoted first (the same quote the API's preview answers) and
 * confirmed, paid with the card on file or a new card; at the timing the company set on the portal
 * link; cancel at period end and resume. Each is read back through the API, with the webhook
 * events the API's own routes record. Only the plans the company offers in the subscription's
 * currency can be chosen; a form without the page's token, or with an amount that is no longer
 * due, changes nothing.
 *
 * The money (January 2026, 31 days, UTC), as in test/billing/changePlanApi.test.ts: Basic is $31.00
 * a month in arrears, Pro $62.00 a month in advance. A change now on 11 January invoices
 * 3100 x 10/31 = 1000 for Basic's 10 days and 6200 x 21/31 = 4200 for Pro's 21: $52.00.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pagePayments } from '../../src/pages/index.js';
import { signUp } from '../collections/support.js';
import { flatFee } from '../billing/story.js';
import { GOOD_CARD, openPage, pathOf, submitForm, textOf, type Page } from '../links/pages.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

/** A hidden field's value on a page (the form token, the form's attempt). */
const field = (page: Page, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.html)?.[1] ?? '';

describeEachStore('customer portal: change plan, cancel, resume', (kind) => {
  let h: Harness;
  let basic: { id: string; plan_code: string };
  let pro: { id: string; plan_code: string };
  let hidden: { id: string; plan_code: string };
  let euro: { id: string; plan_code: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    h.api = (await h.newCompany({ name: 'Acme AI' })).api;
    basic = await setupPlan(h.api, { name: 'Basic' });
    await flatFee(h, basic.id, 'Basic support', 3100, { billing_mode: 'in_arrears' });
    pro = await setupPlan(h.api, { name: 'Pro', portal_visible: true });
    await flatFee(h, pro.id, 'Pro platform', 6200);
    hidden = await setupPlan(h.api, { name: 'Hidden' });
    euro = await setupPlan(h.api, { name: 'Euro', currency_code: 'eur', portal_visible: true });
    h.clock.set('2026-01-01T00:00:00Z');
  });

  async function portalOf(customerId: string, body: Record<string, unknown> = {}) {
    const res = await h.api.post('/v1/customer-portal-links', { customer_id: customerId, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return pathOf(res.body.customer_portal_link.url);
  }
  const quotePage = (portal: string, subscriptionId: string, planId: string) => openPage(h, `${portal}/change-plan?subscription_id=${subscriptionId}&plan_id=${planId}`);
  async function webhookEvents(type: string, objectId: string) {
    const res = await h.api.get('/v1/webhook-events', { type, limit: '100' });
    return res.body.webhook_events.filter((e) => e.data.object.id === objectId);
  }

  it('quotes a change as the API previews it, then changes now with the card on file: the invoice paid, plan_changed fired', async () => {
    const { customerId, subscriptionId } = await signUp(h, { plan: basic }, 'Grace');
    h.clock.set('2026-01-11T00:00:00Z');
    const portal = await portalOf(customerId);

    // The portal offers the plans marked portal_visible in the subscription's currency: Pro, not Euro, Hidden or Basic itself.
    const home = await openPage(h, portal);
    const options = [...home.html.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([[pro.id, 'Pro']]);
    for (const planId of [hidden.id, euro.id, 'zq0000000000000000000000']) {
      const refused = await quotePage(portal, subscriptionId, planId);
      expect([refused.status, textOf(refused)], planId).toEqual([422, expect.stringContaining('This plan is not offered for this subscription')]);
    }
    const same = await quotePage(portal, subscriptionId, basic.id);
    expect([same.status, textOf(same)]).toEqual([422, expect.stringContaining('Your subscription is already on Basic.')]);

    const api = await h.api.post(`/v1/subscriptions/${subscriptionId}/change-plan`, { plan_id: pro.id, timing: 'now', preview: true });
    const quote = api.body.quote!;
    expect(quote.amount_due_cents).toBe(5200);
    const page = await quotePage(portal, subscriptionId, pro.id);
    expect(page.status, textOf(page)).toBe(200);
    const text = textOf(page);
    for (const line of quote.line_items) expect(text).toContain(line.description!);
    expect(text).toContain('$10.00');
    expect(text).toContain('$42.00');
    expect(text).toContain('Due today $52.00');
    expect(text).toContain('Visa ending in 4242 (your default card)');
    expect(field(page, 'quoted_total')).toBe(String(quote.total_cents));
    // Showing the quote changed nothing.
    expect((await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.plan_id).toBe(basic.id);

    const form = { form_token: field(page, 'form_token'), attempt: field(page, 'attempt'), subscription_id: subscriptionId, plan_id: pro.id, quoted_total: field(page, 'quoted_total'), pay_with: 'card_on_file' };
    // Without the page's form token, or at an amount no longer due, nothing changes.
    expect((await submitForm(h, `${portal}/change-plan`, { ...form, form_token: 'forged' })).status).toBe(403);
    const stale = await submitForm(h, `${portal}/change-plan`, { ...form, quoted_total: '4900' });
    expect([stale.status, textOf(stale)]).toEqual([422, expect.stringContaining('The amount due changed while you were confirming')]);
    expect((await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription.plan_id).toBe(basic.id);

    const done = await submitForm(h, `${portal}/change-plan`, form);
    expect(done.status, textOf(done)).toBe(200);
    const invoices = (await h.api.get('/v1/invoices', { subscription_id: subscriptionId })).body.invoices;
    const invoice = invoices[0]!;
    expect(textOf(done)).toContain(`You are on Pro now. Invoice ${invoice.invoice_number} of $52.00 is paid with your Visa ending in 4242.`);
    expect(invoice).toMatchObject({ status: 'paid', total_cents: 5200 });
    expect(pagePayments.test.charges.filter((c) => c.idempotencyKey === `invoice:${invoice.id}:attempt:1`).map((c) => c.amountMinor)).toEqual([5200]);
    expect((await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ plan_id: pro.id, status: 'active' });
    expect(await webhookEvents('subscription.plan_changed', subscriptionId)).toHaveLength(1);
    expect(await webhookEvents('invoice.paid', invoice.id)).toHaveLength(1);
    // The same form sent again (a double click, a reload) changes and charges nothing more.
    const again = await submitForm(h, `${portal}/change-plan`, form);
    expect([again.status, textOf(again)]).toEqual([422, expect.stringContaining('Your subscription is already on Pro.')]);
    expect(pagePayments.test.charges.filter((c) => c.idempotencyKey.startsWith(`invoice:${invoice.id}:`))).toHaveLength(1);
    expect((await h.api.get('/v1/invoices', { subscription_id: subscriptionId })).body.invoices).toHaveLength(invoices.length);
    // The portal now offers nothing more in dollars (Pro is the only plan offered).
    expect((await openPage(h, portal)).html).not.toContain('See the price');
  });

  it('pays with a new card typed on the quote page, which becomes the default', async () => {
    const customer = await setupCustomer(h.api, { name: 'Cardless' });
    const created = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: basic.id });
    const subscriptionId = created.body.subscription.id as string;
    h.clock.set('2026-01-11T00:00:00Z');
    const portal = await portalOf(customer.id);
    const page = await quotePage(portal, subscriptionId, pro.id);
    expect(textOf(page)).toContain('A new card (it becomes your default card)');
    const done = await submitForm(h, `${portal}/change-plan`, {
      form_token: field(page, 'form_token'),
      attempt: field(page, 'attempt'),
      subscription_id: subscriptionId,
      plan_id: pro.id,
      quoted_total: field(page, 'quoted_total'),
      pay_with: 'new_card',
      ...GOOD_CARD,
    });
    expect(done.status, textOf(done)).toBe(200);
    expect(textOf(done)).toContain('of $52.00 is paid with your Visa ending in 4242');
    const cards = (await h.api.get(`/v1/customers/${customer.id}/payment-methods`)).body.payment_methods;
    expect(cards.map((c) => [c.last4, c.default])).toEqual([['4242', true]]);
  });

  it('changes at period end when the portal link says so: nothing charged, the transition scheduled', async () => {
    await h.api.post(`/v1/plans/${basic.id}`, { portal_visible: true });
    const { customerId, subscriptionId } = await signUp(h, { plan: pro }, 'Ada');
    h.clock.set('2026-01-20T00:00:00Z');
    const portal = await portalOf(customerId, { plan_change_timing: 'end_of_period' });
    const page = await quotePage(portal, subscriptionId, basic.id);
    expect(page.status, textOf(page)).toBe(200);
    expect(textOf(page)).toContain('Your subscription moves from Pro to Basic on 1 Feb 2026, at the end of its current period.');
    expect(textOf(page)).toContain('Due today $0.00');
    const invoicesBefore = (await h.api.get('/v1/invoices', { subscription_id: subscriptionId })).body.invoices;
    const done = await submitForm(h, `${portal}/change-plan`, { form_token: field(page, 'form_token'), attempt: field(page, 'attempt'), subscription_id: subscriptionId, plan_id: basic.id, quoted_total: field(page, 'quoted_total') });
    expect([done.status, textOf(done)]).toEqual([200, expect.stringContaining('Your plan changes to Basic on 1 Feb 2026. Nothing was charged today.')]);
    expect((await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ plan_id: pro.id, plan_transition_at: '2026-02-01T00:00:00.000Z', plan_transition_to_plan_id: basic.id });
    expect((await h.api.get('/v1/invoices', { subscription_id: subscriptionId })).body.invoices).toEqual(invoicesBefore);
    expect(textOf(await openPage(h, portal))).toContain('Changes to Basic on 1 Feb 2026');
  });

  it('cancels at period end and resumes, as POST /v1/subscriptions/{id} does, for the portal customer only', async () => {
    const { customerId, subscriptionId } = await signUp(h, { plan: basic }, 'Lin');
    const other = await signUp(h, { plan: basic }, 'Other');
    const portal = await portalOf(customerId);
    const home = await openPage(h, portal);
    const token = field(home, 'form_token');
    const updatesBefore = (await webhookEvents('subscription.updated', subscriptionId)).length;

    expect((await submitForm(h, `${portal}/subscriptions/cancel`, { form_token: token, subscription_id: other.subscriptionId })).status).toBe(422);
    expect((await h.api.get(`/v1/subscriptions/${other.subscriptionId}`)).body.subscription.cancel_at_period_end).toBe(false);
    expect((await submitForm(h, `${portal}/subscriptions/cancel`, { form_token: 'forged', subscription_id: subscriptionId })).status).toBe(403);

    const canceled = await submitForm(h, `${portal}/subscriptions/cancel`, { form_token: token, subscription_id: subscriptionId });
    expect([canceled.status, textOf(canceled)]).toEqual([200, expect.stringContaining('Your Basic subscription ends on 1 Feb 2026.')]);
    expect((await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ cancel_at_period_end: true, cancel_at: '2026-02-01T00:00:00.000Z', status: 'active' });
    const after = textOf(await openPage(h, portal));
    expect(after).toContain('Ends 1 Feb 2026');
    expect(after).toContain('Resume');

    const resumed = await submitForm(h, `${portal}/subscriptions/resume`, { form_token: token, subscription_id: subscriptionId });
    expect([resumed.status, textOf(resumed)]).toEqual([200, expect.stringContaining('Your Basic subscription continues and renews on 1 Feb 2026.')]);
    expect((await h.api.get(`/v1/subscriptions/${subscriptionId}`)).body.subscription).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    // Each recorded and announced as the API's update announces it: subscription.updated, twice.
    expect(await webhookEvents('subscription.updated', subscriptionId)).toHaveLength(updatesBefore + 2);
  });
});
