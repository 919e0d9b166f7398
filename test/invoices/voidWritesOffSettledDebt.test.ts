/**
 * Story: voiding (or marking uncollectible) an invoice that settled an overdraft writes the debt
 * off, and the wallet's ledger says so (issue 12, item 10).
 *
 * A usage plan in dollars: $2.50 a request, nothing prepaid. One request on 10 January draws 250
 * cents from the customer's dollar wallet: it has no credit, so the balance goes to -250 (an
 * overdraft). January closes on 1 February: the invoice bills the request (1 x 250 = 250 cents)
 * and settles the overdraft, the wallet is back at 0 (a `settlement` of +250 naming the invoice).
 *
 * - Void it (Stripe: the amount is no longer owed): the balance stays 0 (the customer is not asked
 *   for the request again) and the ledger gains, naming the invoice, `settlement` -250 (it no
 *   longer settles the debt) and `write_off` +250 (the debt is forgiven): -250 + 250 = 0.
 * - Mark another customer's invoice uncollectible: the same pair. Paid after all: the reverse pair
 *   (`write_off` -250, `settlement` +250); still 0 on the wallet. A later void writes nothing more
 *   (the entries say what is still settled: 0).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { balancesOf, billTo, brief, eventAt, invoicesOf, usageFee } from '../billing/story.js';

describeEachStore('billing story: a void or uncollectible invoice writes off the overdraft it settled', (kind) => {
  let h: Harness;
  let planId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());
  // Each story in a company of its own, so one story's test clock (moved to February) does not
  // hold the next one there.
  beforeEach(async () => {
    h.api = (await h.newCompany()).api;
    h.clock.set('2026-01-01T00:00:00Z');
    const plan = await setupPlan(h.api, { name: 'Requests', type: 'usage', currency_code: 'usd', invoicing_cadence: 'monthly' });
    planId = plan.id;
    await usageFee(h, plan.id, 'Requests', { event_name: 'api.request' }, { amount: 250 });
  });

  /** The wallet's ledger as [kind, amount, balance_after, names the invoice?], in order. */
  async function ledgerOf(customerId: string, invoiceId: string) {
    const rows = await h.testStore.store.db
      .selectFrom('ledger_entries as l')
      .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
      .select(['l.kind', 'l.amount', 'l.balance_after', 'l.invoice_id', 'l.seq'])
      .where('w.customer_id', '=', customerId)
      .orderBy('l.seq')
      .execute();
    return rows.map((r) => [r.kind, r.amount, r.balance_after, r.invoice_id === invoiceId]);
  }

  /** A customer subscribed on 1 January, one request on 10 January, January billed: its invoice id. */
  async function januaryOverdraftSettled(): Promise<{ customerId: string; invoiceId: string }> {
    h.clock.set('2026-01-01T00:00:00Z');
    const customerId = (await setupCustomer(h.api)).id;
    const subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: planId, start_date: '2026-01-01T00:00:00Z' })).id;
    const event = await eventAt(h, customerId, '2026-01-10T12:00:00Z', 'api.request');
    expect(event.customer_balances).toEqual([{ balance: '-250', account_type: 'currency', currency_code: 'usd' }]);
    await billTo(h.api, '2026-02-01T00:00:00Z');
    const [january] = await invoicesOf(h.api, subscriptionId);
    expect(brief(january!)).toEqual([['Requests: 1 at $2.50 each', 1, 250, 250]]);
    expect(january).toMatchObject({ status: 'open', total_cents: 250 });
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
    return { customerId, invoiceId: january!.id };
  }

  it('void: the debt the invoice settled is written off, the balance stays 0, the ledger names the invoice', async () => {
    const { customerId, invoiceId } = await januaryOverdraftSettled();
    expect(await ledgerOf(customerId, invoiceId)).toEqual([
      ['usage', '-250', '-250', false],
      ['settlement', '250', '0', true],
    ]);

    const voided = await h.api.post(`/v1/invoices/${invoiceId}/void`);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.invoice.status).toBe('void');
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
    expect(await ledgerOf(customerId, invoiceId)).toEqual([
      ['usage', '-250', '-250', false],
      ['settlement', '250', '0', true],
      ['settlement', '-250', '-250', true], // the void invoice no longer settles the debt...
      ['write_off', '250', '0', true], // ...which is forgiven: -250 + 250 = 0
    ]);

    // A second void is refused and writes nothing.
    expect((await h.api.post(`/v1/invoices/${invoiceId}/void`)).status).toBe(409);
    expect(await ledgerOf(customerId, invoiceId)).toHaveLength(4);
    // The next period does not bill the forgiven request again.
    h.clock.set('2026-03-01T00:00:00Z');
    await billTo(h.api, '2026-03-01T00:00:00Z');
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
    const audit = await runAudit(h.testStore.store.db);
    expect(audit.differences).toEqual([]);
  });

  it('uncollectible: written off the same way; paid after all, settled again; then a void changes nothing more', async () => {
    const { customerId, invoiceId } = await januaryOverdraftSettled();

    const bad = await h.api.post(`/v1/invoices/${invoiceId}/mark-uncollectible`);
    expect(bad.status, JSON.stringify(bad.body)).toBe(200);
    expect(await ledgerOf(customerId, invoiceId)).toEqual([
      ['usage', '-250', '-250', false],
      ['settlement', '250', '0', true],
      ['settlement', '-250', '-250', true],
      ['write_off', '250', '0', true],
    ]);

    const paid = await h.api.post(`/v1/invoices/${invoiceId}/mark-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await ledgerOf(customerId, invoiceId)).toEqual([
      ['usage', '-250', '-250', false],
      ['settlement', '250', '0', true],
      ['settlement', '-250', '-250', true],
      ['write_off', '250', '0', true],
      ['write_off', '-250', '-250', true], // no longer forgiven...
      ['settlement', '250', '0', true], // ...the invoice settles the 250 again
    ]);
    expect(await balancesOf(h.api, customerId)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);

    // Paid is final; an uncollectible invoice voided instead would find nothing left to write off.
    expect((await h.api.post(`/v1/invoices/${invoiceId}/void`)).status).toBe(409);
    const other = await januaryOverdraftSettled();
    expect((await h.api.post(`/v1/invoices/${other.invoiceId}/mark-uncollectible`)).status).toBe(200);
    expect((await h.api.post(`/v1/invoices/${other.invoiceId}/void`)).status).toBe(200);
    expect((await ledgerOf(other.customerId, other.invoiceId)).map((e) => e[0])).toEqual(['usage', 'settlement', 'settlement', 'write_off']);
    const audit = await runAudit(h.testStore.store.db);
    expect(audit.differences).toEqual([]);
  });

  it('an invoice that settled nothing is voided with no ledger entry', async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    const plan = await setupPlan(h.api, { name: 'Seat', type: 'usage', currency_code: 'usd' });
    const fee = await h.api.post(`/v1/plans/${plan.id}/fees`, { product: { name: 'Seat' }, price: { pricing_model: 'flat', amount: 4900 } });
    expect(fee.status).toBe(201);
    const customerId = (await setupCustomer(h.api)).id;
    const subscriptionId = (await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id })).id;
    const [seat] = await invoicesOf(h.api, subscriptionId);
    expect(seat).toMatchObject({ status: 'open', total_cents: 4900 });
    expect((await h.api.post(`/v1/invoices/${seat!.id}/void`)).status).toBe(200);
    expect(await ledgerOf(customerId, seat!.id)).toEqual([]);
  });
});
