/**
 * Story: two plan changes at once (issue 12, item 4).
 *
 * A Basic subscriber ($30.00/month in advance, paid) since 1 November 2026 (30 days) gets two
 * "change now" links on 16 November, 00:00 UTC (15 days left), to Pro ($60.00) and to Max
 * ($90.00), prorated refund. Each page quotes from Basic:
 *   to Pro: 6000 x 15/30 - 3000 x 15/30 = 3000 - 1500 = 1500
 *   to Max: 9000 x 15/30 - 3000 x 15/30 = 4500 - 1500 = 3000
 * Both are confirmed at the same time, from several tabs each. Exactly one change happens: the
 * subscription ends on that plan, with one change invoice crediting the unused Basic time once
 * (-1500), paid with the one charge that stays (1500 or 3000). The other tabs answer 409 (a
 * payment is in progress for this subscription, or the subscription changed), 410 (that link was
 * used) or 402 (the amount due is no longer the one shown) and their cards keep nothing: charged
 * minus refunded, per link, is 0. A late confirmation of the losing page (quoted
 * from Basic, now on the winner's plan) is refused before any charge.
 *
 * The engine's own guard, below the pages: a change priced from a plan the subscription has left
 * is a 409 SUBSCRIPTION_CHANGED inside the transaction that locked it, and writes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changePlanAt } from '../../src/billing/index.js';
import { txContext } from '../../src/db/context.js';
import { pagePayments } from '../../src/pages/index.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm, textOf, type Page } from '../links/pages.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { brief, invoicesOf, subscriptionOf } from './story.js';

const TABS_PER_LINK = 4;

describeEachStore('billing story: two plan changes confirmed at once', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-11-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  async function world() {
    h.clock.set('2026-11-01T00:00:00Z');
    const { api } = await h.newCompany();
    const plan = async (name: string, amount: number) => {
      const p = await setupPlan(api, { name, invoicing_cadence: 'monthly' });
      await setupFee(api, p.id, { product: { name: `${name} platform` }, price: { pricing_model: 'flat', amount } });
      return p;
    };
    const basic = await plan('Basic', 3000);
    const pro = await plan('Pro', 6000);
    const max = await plan('Max', 9000);
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: basic.id, start_date: '2026-11-01T00:00:00Z' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subscriptionId = res.body.subscription.id as string;
    const [first] = await invoicesOf(api, subscriptionId);
    expect((await api.post(`/v1/invoices/${first?.id}/mark-paid`)).status).toBe(200);
    return { api, basic, pro, max, customerId: customer.id as string, subscriptionId };
  }

  async function changeLink(api: Client, customerId: string, subscriptionId: string, planCode: string) {
    const res = await api.post('/v1/subscription-signup-links', {
      customer_id: customerId,
      plan_code: planCode,
      previous_subscription_id: subscriptionId,
      change_timing_mode: 'now',
      cancel_now_prepaid_refund_policy: 'refund_prorated_prepaid_fixed_fees',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.subscription_signup_link as { id: string; url: string };
  }

  const quotedTotal = (page: Page) => /name="quoted_total" value="(-?\d+)"/.exec(page.html)?.[1] ?? '';
  const net = (linkId: string) => {
    const charged = pagePayments.test.charges.filter((c) => c.idempotencyKey.includes(`:${linkId}:`)).reduce((sum, c) => sum + c.amountMinor, 0);
    const refunded = pagePayments.test.refunds.filter((r) => r.idempotencyKey.includes(`:${linkId}:`)).reduce((sum, r) => sum + r.amountMinor, 0);
    return charged - refunded;
  };

  it('one change wins, the unused Basic time is credited once, the other card keeps nothing', async () => {
    const { api, pro, max, customerId, subscriptionId } = await world();
    h.clock.set('2026-11-16T00:00:00Z');
    const toPro = await changeLink(api, customerId, subscriptionId, pro.plan_code);
    const toMax = await changeLink(api, customerId, subscriptionId, max.plan_code);
    const tabs = await Promise.all(
      [toPro, toMax].flatMap((link) =>
        Array.from({ length: TABS_PER_LINK }, async () => {
          const path = pathOf(link.url);
          const page = await openPage(h, path);
          return { link, path, page };
        }),
      ),
    );
    expect(tabs.filter((t) => t.link === toPro).map((t) => quotedTotal(t.page))).toEqual(Array(TABS_PER_LINK).fill('1500'));
    expect(tabs.filter((t) => t.link === toMax).map((t) => quotedTotal(t.page))).toEqual(Array(TABS_PER_LINK).fill('3000'));

    const answers = await Promise.all(tabs.map((t) => submitForm(h, t.path, { attempt: attemptOf(t.page), quoted_total: quotedTotal(t.page), ...GOOD_CARD })));
    const done = answers.map((a, i) => ({ status: a.status, link: tabs[i]!.link })).filter((a) => a.status === 200);
    expect(done, answers.map((a) => `${a.status} ${textOf(a).slice(0, 120)}`).join('\n')).toHaveLength(1);
    // The others: in progress (409), the link used (410), or, once the winner changed the plan,
    // the amount due is no longer what the page showed (402, the form again): none charged.
    const others = answers.filter((a) => a.status !== 200).map((a) => a.status);
    expect(others.every((s) => s === 409 || s === 410 || s === 402), others.join(',')).toBe(true);
    const winner = done[0]!.link;
    const loser = winner === toPro ? toMax : toPro;

    const subscription = await subscriptionOf(api, subscriptionId);
    expect(subscription.plan_id).toBe(winner === toPro ? pro.id : max.id);
    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices).toHaveLength(2);
    const change = invoices[1]!;
    // Basic's unused half month credited once; the new plan's half month billed once.
    expect(brief(change).map(([, , , total]) => total)).toEqual(winner === toPro ? [-1500, 3000] : [-1500, 4500]);
    expect(change).toMatchObject({ status: 'paid', total_cents: winner === toPro ? 1500 : 3000 });
    expect(net(winner.id)).toBe(change.total_cents);
    expect(net(loser.id)).toBe(0);

    // The losing page, still open in a tab, confirmed later: priced from Basic, refused before any charge.
    const late = tabs.find((t) => t.link === loser)!;
    const again = await openPage(h, late.path);
    const retried = await submitForm(h, late.path, { attempt: attemptOf(again), quoted_total: quotedTotal(late.page), ...GOOD_CARD });
    expect(retried.status).not.toBe(200);
    expect(net(loser.id)).toBe(0);
    expect(await invoicesOf(api, subscriptionId)).toHaveLength(2);
  });

  it('the engine refuses a change priced from a plan the subscription has left: 409 SUBSCRIPTION_CHANGED, nothing written', async () => {
    const { api, basic, pro, max, subscriptionId } = await world();
    const at = new Date('2026-11-16T00:00:00Z');
    const company = await h.testStore.store.db.selectFrom('subscriptions').select('company_id').where('id', '=', subscriptionId).executeTakeFirstOrThrow();
    const inScope = { companyId: company.company_id, mode: 'test' as const };
    const change = (toPlanId: string) =>
      h.testStore.store.db
        .transaction()
        .execute((trx) => changePlanAt(txContext(trx, inScope, at), { subscriptionId, toPlanId, at, fromPlanId: basic.id, refundPolicy: 'refund_prorated_prepaid_fixed_fees' }));
    expect((await change(pro.id)).kind).toBe('changed');
    await expect(change(max.id)).rejects.toMatchObject({ code: 'SUBSCRIPTION_CHANGED', statusCode: 409 });
    expect((await subscriptionOf(api, subscriptionId)).plan_id).toBe(pro.id);
    expect(await invoicesOf(api, subscriptionId)).toHaveLength(2);
  });
});
