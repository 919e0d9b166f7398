/**
 * Story: a downgrade's refund reaches the customer (issue 12, item 2), through the hosted page.
 *
 * November 2026 has 30 days. Pro is $60.00 a month in advance, Basic $30.00. The customer starts
 * Pro on 1 November and changes now to Basic on 23 November 00:00 UTC with
 * `refund_prorated_prepaid_fixed_fees`: 8 days of the month are left (23rd..30th).
 *   unused Pro   = 6000 x 8/30 = -1600
 *   Basic        = 3000 x 8/30 =  +800
 *   net                        =  -800
 *
 * Paid Pro invoice: the change invoice carries the -800 to the customer's credit balance ("Credit
 * carried ...", +800): it totals 0, is paid, and the card is only checked (charged 0). The balance
 * (GET /v1/customers/{id}/credit-balance) reads usd 800. December's invoice: Basic 3000, credit
 * applied -800 = 2200 due; the balance is back to 0. Nothing was ever negative or paid negative.
 *
 * Unpaid Pro invoice (still open): nothing was paid, so nothing is refunded: a credit note of 1600
 * (credited to the open Pro invoice) takes it off what the invoice asks, 6000 - 1600 = 4400 owed
 * for the 22 days used; the invoice itself (one line, 6000) never changes. The change invoice
 * bills Basic's 800, charged to the card. The customer owes 4400 + 800 = 5200 = 22 days of Pro
 * (6000 x 22/30 = 4400) + 8 days of Basic (800). No credit balance.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pagePayments } from '../../src/pages/index.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm, textOf } from '../links/pages.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer } from '../support/builders.js';
import { billTo, brief, creditBalanceOf, creditNotesOf, invoicesOf, proAndBasicPlans } from './story.js';

describeEachStore('billing story: a downgrade credits what was paid, and reduces what was not', (kind) => {
  let h: Harness;
  let api: Client;
  let pro: { id: string; plan_code: string };
  let basic: { id: string; plan_code: string };

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-11-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  /** Each story in its own company: a billing run moves a company's test clock for good. */
  beforeEach(async () => {
    h.clock.set('2026-11-01T00:00:00Z');
    api = (await h.newCompany()).api;
    ({ pro, basic } = await proAndBasicPlans(api, { pro: 6000, basic: 3000 }));
  });

  /** A Pro subscriber since 1 November; its first invoice (6000) paid when `paid`. */
  async function proSubscriber(paid: boolean) {
    h.clock.set('2026-11-01T00:00:00Z');
    const customer = await setupCustomer(api);
    const res = await api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: pro.id, start_date: '2026-11-01T00:00:00Z' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const subscriptionId = res.body.subscription.id as string;
    await billTo(api, '2026-11-01T00:00:00Z');
    const [first] = await invoicesOf(api, subscriptionId);
    expect(first?.total_cents).toBe(6000);
    if (paid) expect((await api.post(`/v1/invoices/${first?.id}/mark-paid`)).status).toBe(200);
    return { customerId: customer.id, subscriptionId, proInvoiceId: first?.id as string };
  }

  /** On 23 November, the customer confirms a change-now link to Basic on the hosted page. */
  async function downgradeOnThe23rd(customerId: string, subscriptionId: string) {
    h.clock.set('2026-11-23T00:00:00Z');
    const res = await api.post('/v1/subscription-signup-links', {
      customer_id: customerId,
      plan_code: basic.plan_code,
      previous_subscription_id: subscriptionId,
      change_timing_mode: 'now',
      cancel_now_prepaid_refund_policy: 'refund_prorated_prepaid_fixed_fees',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const link = res.body.subscription_signup_link as { id: string; url: string };
    const path = pathOf(link.url);
    const page = await openPage(h, path);
    expect(page.status).toBe(200);
    const quoted = /name="quoted_total" value="(-?\d+)"/.exec(page.html)?.[1] ?? '';
    const done = await submitForm(h, path, { attempt: attemptOf(page), quoted_total: quoted, ...GOOD_CARD });
    expect(done.status, textOf(done)).toBe(200);
    const charges = pagePayments.test.charges.filter((c) => c.idempotencyKey.includes(`:${link.id}:`));
    return { page: textOf(page), charged: charges.map((c) => c.amountMinor) };
  }

  const creditBalance = (customerId: string) => creditBalanceOf(api, customerId);

  it('a paid Pro fee: -800 goes to the credit balance, the change invoice is 0 and paid, December pays 3000 - 800 = 2200', async () => {
    const { customerId, subscriptionId, proInvoiceId } = await proSubscriber(true);
    const { page, charged } = await downgradeOnThe23rd(customerId, subscriptionId);
    expect(page).toContain('$8.00 is credited to your account balance and taken off your next invoices.');
    expect(page).toContain('Due today $0.00');
    // The card is checked, not charged: net credit, nothing due.
    expect(charged).toEqual([0]);

    const invoices = await invoicesOf(api, subscriptionId);
    expect(invoices.map((i) => [i.id === proInvoiceId ? 'pro' : 'other', i.status, i.total_cents])).toEqual([
      ['pro', 'paid', 6000],
      ['other', 'paid', 0],
    ]);
    const change = invoices[1]!;
    expect(brief(change).map(([, , , total]) => total)).toEqual([-1600, 800, 800]);
    expect(brief(change)[0]?.[0]).toContain('Unused time on Pro');
    expect(brief(change)[2]?.[0]).toBe('Credit carried to your account balance, taken off your next invoices');
    expect(change).toMatchObject({ subtotal_cents: 0, total_cents: 0 });
    expect(await creditBalance(customerId)).toMatchObject({ balances: [{ currency: 'usd', balance_cents: 800 }], entries: [{ kind: 'carried', amount_cents: 800 }] });

    await billTo(api, '2026-12-01T00:00:00Z');
    const december = (await invoicesOf(api, subscriptionId))[2]!;
    expect(brief(december).map(([description, , , total]) => [description, total])).toEqual([
      ['Basic platform (monthly, in advance)', 3000],
      ['Account credit applied', -800],
    ]);
    // Charged to the card the change page kept as the default (issue 29): 2200 cents, paid.
    expect(december).toMatchObject({ status: 'paid', total_cents: 2200 });
    expect((await creditBalance(customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 0 }]);
    // Never a negative invoice, and never one paid negative.
    const all = (await api.get('/v1/invoices', { customer_id: customerId })).body.invoices as { total_cents: number }[];
    expect(all.every((i) => i.total_cents >= 0)).toBe(true);
  });

  it('an unpaid Pro fee: nothing is refunded; the open Pro invoice is reduced by 1600 to 4400, Basic 800 is charged', async () => {
    const { customerId, subscriptionId, proInvoiceId } = await proSubscriber(false);
    const { page, charged } = await downgradeOnThe23rd(customerId, subscriptionId);
    expect(page).toContain('is reduced by $16.00 for the unused part, since it has not been paid.');
    expect(page).toContain('Due today $8.00');
    expect(charged).toEqual([800]);

    const invoices = await invoicesOf(api, subscriptionId);
    const proInvoice = invoices.find((i) => i.id === proInvoiceId)!;
    expect(brief(proInvoice).map(([, , , total]) => total)).toEqual([6000]);
    expect(proInvoice).toMatchObject({ status: 'open', total_cents: 6000, amount_due_cents: 4400 });
    const notes = await creditNotesOf(api, proInvoiceId);
    expect(notes.map((n) => [n.credited_to, n.total_cents])).toEqual([['invoice', 1600]]);
    expect(notes[0]?.lines[0]?.description).toContain('Unused time on Pro');
    const change = invoices.find((i) => i.id !== proInvoiceId)!;
    expect(brief(change).map(([, , , total]) => total)).toEqual([800]);
    expect(change).toMatchObject({ status: 'paid', total_cents: 800 });
    expect((await creditBalance(customerId)).balances).toEqual([]);

    await billTo(api, '2026-12-01T00:00:00Z');
    const december = (await invoicesOf(api, subscriptionId)).at(-1)!;
    expect(december.total_cents).toBe(3000);
  });
});
