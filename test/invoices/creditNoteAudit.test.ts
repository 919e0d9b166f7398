/**
 * The audit's three checks of issue 30 pass on what the service writes and find what is planted:
 * (a) a finalized invoice is still what it was at finalization (a line changed behind the
 *     service's back, even one whose amount still adds up);
 * (b) a credit note adds up to its lines, and an invoice asks its total less its credit notes and
 *     payments: Pro 3000, open, a credit note of 1000 to it -> 2000 due;
 * (c) a credit balance is what credit notes granted less what invoices applied: a paid invoice of
 *     3000 credited 500 to the balance -> 500.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('the audit of invoices, credit notes and credit balances', (kind) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  async function openInvoice(planId: string) {
    const customer = await setupCustomer(h.api);
    const sub = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const [invoice] = (await h.api.get('/v1/invoices', { customer_id: customer.id })).body.invoices;
    return { customerId: customer.id, invoice: invoice! };
  }

  it('passes on what the service wrote, then finds a changed line, a wrong credit note total and amount due, and a balance entry no document grants', async () => {
    const plan = await setupPlan(h.api, { name: 'Pro' });
    await setupFee(h.api, plan.id, { product: { name: 'Pro platform' }, price: { pricing_model: 'flat', amount: 3000 } });
    const open = await openInvoice(plan.id);
    const toInvoice = await h.api.post(`/v1/invoices/${open.invoice.id}/credit-notes`, { amount_cents: 1000, reason: 'Outage' });
    expect(toInvoice.status, JSON.stringify(toInvoice.body)).toBe(201);
    const paid = await openInvoice(plan.id);
    expect((await h.api.post(`/v1/invoices/${paid.invoice.id}/mark-paid`)).status).toBe(200);
    const toBalance = await h.api.post(`/v1/invoices/${paid.invoice.id}/credit-notes`, { amount_cents: 500, reason: 'Goodwill', credited_to: 'credit_balance' });
    expect(toBalance.status, JSON.stringify(toBalance.body)).toBe(201);
    expect((await h.api.get(`/v1/invoices/${open.invoice.id}`)).body.invoice).toMatchObject({ total_cents: 3000, amount_due_cents: 2000 });

    const db = h.testStore.store.db;
    expect((await runAudit(db)).differences).toEqual([]);

    // (a) 2 x 1500 still makes 3000, but it is not the line that was finalized.
    const line = paid.invoice.line_items[0]!;
    await db.updateTable('invoice_line_items').set({ quantity: 2, unit_amount_cents: 1500 }).where('id', '=', line.id).execute();
    // (b) a credit note that says 1001 while its lines say 1000.
    const noteId = toInvoice.body.credit_note.id;
    await db.updateTable('credit_notes').set({ total_cents: 1001 }).where('id', '=', noteId).execute();
    // (c) 700 more on the balance, named after the credit note of 500.
    await sql`insert into customer_balance_entries (id, company_id, mode, customer_id, currency, kind, amount_minor, invoice_id, credit_note_id, description, created_at)
      values ('planted', ${h.company.id}, 'test', ${paid.customerId}, 'usd', 'credit_note', 700, ${paid.invoice.id}, ${toBalance.body.credit_note.id}, 'planted', '2026-01-01T00:00:00.000Z')`.execute(db);

    const report = await runAudit(db);
    expect(report.differences).toEqual([
      {
        check: 'invoice_total',
        companyId: h.company.id,
        subject: `invoice ${paid.invoice.id} since finalization`,
        recorded: expect.stringContaining(`["${line.id}",1,3000,0,3000]`),
        recomputed: expect.stringContaining(`["${line.id}",2,1500,0,3000]`),
      },
      { check: 'credit_note_total', companyId: h.company.id, subject: `credit note ${noteId} total_cents`, recorded: '1001', recomputed: '1000' },
      { check: 'invoice_amount_due', companyId: h.company.id, subject: `invoice ${open.invoice.id} amount_due_cents`, recorded: '2000', recomputed: '1999' },
      { check: 'credit_balance', companyId: h.company.id, subject: `customer ${paid.customerId} credit balance usd`, recorded: '1200', recomputed: '500' },
    ]);
  });
});
