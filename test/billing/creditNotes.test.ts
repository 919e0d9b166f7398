/**
 * Stories: a finalized invoice never changes; credit notes adjust it (issue 30, items 1 and 2).
 * Each story in its own company "Acme" (invoice prefix ACME), in test mode unless it says live.
 *
 * 1. A plan change's refund of unpaid time. November 2026 has 30 days; Pro is 6000 a month in
 *    advance, Basic 3000. Pro from 1 November, unpaid; on 23 November the customer changes now to
 *    Basic with `refund_prorated_prepaid_fixed_fees`, 8 days left:
 *      unused Pro = 6000 x 8/30 = 1600  -> credit note ACME-TEST-CN-0001 of 1600, to the invoice
 *    The Pro invoice keeps its one line and its total, 6000 (as `invoice.finalized` said); it asks
 *    6000 - 1600 = 4400 (`invoice.updated`), its page shows the note and "Pay $44.00", and the card
 *    pays 4400.
 * 2. Part of a paid invoice to the credit balance. January 2026; Pro 3000 a month in advance, the
 *    1 January invoice marked paid. A credit note of 1000 (an outage), credited to the balance:
 *      balance 1000; 1 February: Pro 3000 - account credit 1000 = 2000, balance back to 0.
 *    What is left to credit on January's invoice: 3000 - 1000 = 2000; 2001 more is 422.
 * 3. Refusals and numbering. An open invoice of 4900: 5000 is 422 CREDIT_NOTE_TOO_LARGE and takes
 *    no number; 900 is ACME-TEST-CN-0001 (4900 - 900 = 4000 due); 4001 is 422; 4000 is
 *    ACME-TEST-CN-0002 and leaves nothing due: the invoice is paid by its credit notes. Refunding
 *    or crediting the balance of an unpaid invoice, or crediting a paid one to itself, is 422
 *    CREDIT_NOTE_TARGET_NOT_ALLOWED; a void invoice is 409 INVOICE_NOT_CREDITABLE. Live mode
 *    counts on its own: ACME-CN-0001.
 * 4. An amount spread in exact cents. An invoice of two lines, 3000 and 1000 (4000); 1001 of it:
 *      3000 x 1001/4000 = 750.75, 1000 x 1001/4000 = 250.25 -> floors 750 + 250 = 1000, the one
 *      cent left to the larger remainder (.75): 751 and 250.
 * 5. A refund. Signed up on the hosted page with the test card, the first invoice (4900) is paid
 *    by that card; a refund credit note of 1500 goes back to that payment once, under
 *    `credit_note:<id>:refund`; 4900 - 1500 = 3400 is left, so 3401 more is 422.
 *    A second note of 1000 whose refund the provider throws on (no answer) is still issued (201):
 *    the refund stays owed and the next collection run makes it, once, under its key: 1500 + 1000
 *    = 2500 back, 4900 - 2500 = 2400 still creditable.
 * Every story ends with `meterline audit` finding nothing.
 */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { processPayments } from '../../src/payments/index.js';
import { signUp } from '../collections/support.js';
import { setupShop } from '../links/builders.js';
import { GOOD_CARD, openPage, pathOf, submitForm, textOf } from '../links/pages.js';
import { setupCustomer, setupFee, setupPlan } from '../support/builders.js';
import { expectShape } from '../support/shape.js';
import { CREDIT_NOTE, INVOICE } from '../support/contract.js';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { billTo, brief, changePlanByLink, creditBalanceOf, creditNotesOf, invoicesOf, proAndBasicPlans } from './story.js';

interface WebhookEvent {
  type: string;
  data: { object: Record<string, unknown> & { id: string } };
}

describeEachStore('billing story: credit notes adjust invoices that never change', (kind) => {
  let h: Harness;
  let api: Client;
  let live: Client;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    h.clock.set('2026-01-01T00:00:00Z');
    ({ api, live } = await h.newCompany({ name: 'Acme' }));
    // The hosted-page helpers call as the harness's key.
    h.api = api;
  });

  const credit = (client: Client, invoiceId: string, body: Record<string, unknown>) => client.post(`/v1/invoices/${invoiceId}/credit-notes`, body);
  const invoice = async (id: string, client = api) => (await client.get(`/v1/invoices/${id}`)).body.invoice;
  const eventsOf = async (type: string, objectId: string) =>
    ((await api.get('/v1/webhook-events', { type, limit: '100' })).body.webhook_events as unknown as WebhookEvent[]).filter((e) => e.data.object.id === objectId);
  const expectAuditClean = async () => expect((await runAudit(h.testStore.store.db)).differences).toEqual([]);

  /** A customer on `planId` from `start` through the API, no card: its first invoice stays open. */
  async function subscribed(planId: string, start: string, client = api) {
    h.clock.set(start);
    const customer = await setupCustomer(client);
    const res = await client.post('/v1/subscriptions', { customer_id: customer.id, plan_id: planId, start_date: start });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const invoices = (await client.get('/v1/invoices', { customer_id: customer.id })).body.invoices as Array<{ id: string; total_cents: number; status: string }>;
    expect(invoices).toHaveLength(1);
    return { customerId: customer.id, subscriptionId: res.body.subscription.id as string, invoiceId: invoices[0]!.id };
  }

  it('1. a plan change refunds unpaid time as a credit note: the invoice keeps its lines and total, asks 4400, and is paid 4400', async () => {
    const { pro, basic } = await proAndBasicPlans(api, { pro: 6000, basic: 3000 });
    const { customerId, subscriptionId, invoiceId } = await subscribed(pro.id, '2026-11-01T00:00:00Z');
    await billTo(api, '2026-11-01T00:00:00Z');

    h.clock.set('2026-11-23T00:00:00Z');
    const quoted = await changePlanByLink(h, api, { customerId, subscriptionId, planCode: basic.plan_code, timing: 'now' });
    expect(quoted).toContain('is reduced by $16.00 for the unused part, since it has not been paid.');

    const [proInvoice, change] = await invoicesOf(api, subscriptionId);
    expect(proInvoice!.id).toBe(invoiceId);
    expect(brief(proInvoice!)).toEqual([['Pro platform (monthly, in advance)', 1, 6000, 6000]]);
    expect(proInvoice).toMatchObject({ status: 'open', subtotal_cents: 6000, total_cents: 6000, amount_due_cents: 4400 });
    // The change's own invoice bills Basic's 8 days: 3000 x 8/30 = 800 (paid by the card on the page).
    expect(change).toMatchObject({ status: 'paid', total_cents: 800 });

    const [note] = await creditNotesOf(api, invoiceId);
    expectShape(note, CREDIT_NOTE);
    expect(note).toMatchObject({ number: 'ACME-TEST-CN-0001', invoice_id: invoiceId, status: 'issued', credited_to: 'invoice', total_cents: 1600 });
    expect(note!.lines).toEqual([
      { description: 'Unused time on Pro: Pro platform (23 Nov 2026 – 1 Dec 2026)', quantity: 1, unit_amount_cents: 1600, total_amount_cents: 1600, tax_amount_cents: 0, invoice_line_item_id: expect.any(String) },
    ]);
    expect((await api.get(`/v1/credit-notes/${note!.id}`)).body.credit_note).toEqual(note);
    const read = await invoice(invoiceId);
    expectShape(read, INVOICE);
    expect(read.credit_note_ids).toEqual([note!.id]);
    expect(note!.lines[0]!.invoice_line_item_id).toBe(read.line_items[0]!.id);

    // What the webhooks said: finalized at 6000, then updated to ask 4400, with the note.
    const [finalized] = await eventsOf('invoice.finalized', invoiceId);
    expect(finalized!.data.object).toMatchObject({ total_cents: 6000, amount_due_cents: 6000, line_items: [expect.objectContaining({ total_amount_cents: 6000 })] });
    const updated = await eventsOf('invoice.updated', invoiceId);
    expect(updated.map((e) => [e.data.object.total_cents, e.data.object.amount_due_cents, e.data.object.credit_note_ids])).toEqual([[6000, 4400, [note!.id]]]);
    const created = await eventsOf('credit_note.created', note!.id);
    expect(created.map((e) => e.data.object)).toEqual([note]);

    // The hosted page shows the note and what is due, and its button asks that.
    const path = pathOf(read.public_invoice_url!);
    const page = textOf(await openPage(h, path));
    expect(page).toContain('Total $60.00');
    expect(page).toContain('Credit note ACME-TEST-CN-0001 -$16.00');
    expect(page).toContain('Amount due $44.00');
    expect(page).toContain('Pay $44.00');
    const charged = processPayments.test.charges.length;
    expect((await submitForm(h, path, GOOD_CARD)).status).toBe(303);
    expect(processPayments.test.charges.slice(charged).map((c) => [c.idempotencyKey.startsWith(`invoice:${invoiceId}:`), c.amountMinor])).toEqual([[true, 4400]]);
    expect(await invoice(invoiceId)).toMatchObject({ status: 'paid', total_cents: 6000, amount_due_cents: 0 });
    await expectAuditClean();
  });

  it('2. part of a paid invoice to the credit balance: 1000 of January, taken off February (3000 - 1000 = 2000)', async () => {
    const plan = await setupPlan(api, { name: 'Pro', invoicing_cadence: 'monthly' });
    await setupFee(api, plan.id, { product: { name: 'Pro platform' }, price: { pricing_model: 'flat', amount: 3000 } });
    const { customerId, subscriptionId, invoiceId } = await subscribed(plan.id, '2026-01-01T00:00:00Z');
    expect((await api.post(`/v1/invoices/${invoiceId}/mark-paid`)).status).toBe(200);

    h.clock.set('2026-01-10T00:00:00Z');
    const res = await credit(api, invoiceId, { amount_cents: 1000, reason: 'Outage on 3 January', credited_to: 'credit_balance' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const note = res.body.credit_note;
    expectShape(note, CREDIT_NOTE);
    expect(note).toMatchObject({ number: 'ACME-TEST-CN-0001', customer_id: customerId, credited_to: 'credit_balance', total_cents: 1000, reason: 'Outage on 3 January', currency: 'usd', created_at: '2026-01-10T00:00:00.000Z' });
    expect(note.lines.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents, l.tax_amount_cents])).toEqual([['Pro platform (monthly, in advance)', 1, 1000, 1000, 0]]);
    // January's invoice is as it was: paid, 3000, nothing due; only its credit notes grew.
    expect(await invoice(invoiceId)).toMatchObject({ status: 'paid', total_cents: 3000, amount_due_cents: 0, credit_note_ids: [note.id] });
    expect(await eventsOf('invoice.updated', invoiceId)).toHaveLength(1); // the payment's, not the note's: nothing more is due
    const balance = await creditBalanceOf(api, customerId);
    expect(balance.balances).toEqual([{ currency: 'usd', balance_cents: 1000 }]);
    expect(balance.entries).toMatchObject([{ kind: 'credit_note', amount_cents: 1000, invoice_id: invoiceId, credit_note_id: note.id }]);

    // What is left to credit: 3000 - 1000 = 2000.
    const tooMuch = await credit(api, invoiceId, { amount_cents: 2001, reason: 'More', credited_to: 'credit_balance' });
    expect([tooMuch.status, tooMuch.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);
    expect(tooMuch.body.error.message).toContain('2000');

    await billTo(api, '2026-02-01T00:00:00Z');
    const february = (await invoicesOf(api, subscriptionId))[1]!;
    expect(brief(february).map(([description, , , total]) => [description, total])).toEqual([
      ['Pro platform (monthly, in advance)', 3000],
      ['Account credit applied', -1000],
    ]);
    expect(february).toMatchObject({ total_cents: 2000, amount_due_cents: 2000 });
    expect((await creditBalanceOf(api, customerId)).balances).toEqual([{ currency: 'usd', balance_cents: 0 }]);
    await expectAuditClean();
  });

  it('3. too large is 422 and takes no number; the wrong target is 422; void is 409; numbers run gap-free per company and mode', async () => {
    const shop = await setupShop(api, { name: 'Pro' });
    const { invoiceId } = await subscribed(shop.plan.id, '2026-01-15T00:00:00Z');
    expect((await invoice(invoiceId)).total_cents).toBe(4900);

    const tooLarge = await credit(api, invoiceId, { amount_cents: 5000, reason: 'Goodwill' });
    expect([tooLarge.status, tooLarge.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);
    const line = (await invoice(invoiceId)).line_items[0]!;
    const overLine = await credit(api, invoiceId, { lines: [{ line_item_id: line.id, amount_cents: 4901 }], reason: 'Goodwill' });
    expect([overLine.status, overLine.body.error.code, overLine.body.error.details[0].path]).toEqual([400, 'VALIDATION_ERROR', 'body.lines[0].amount_cents']);
    for (const [body, path] of [
      [{ reason: 'Neither' }, 'body'],
      [{ amount_cents: 1, lines: [{ line_item_id: line.id }], reason: 'Both' }, 'body'],
      [{ lines: [{ line_item_id: 'nope' }], reason: 'Unknown line' }, 'body.lines[0].line_item_id'],
    ] as const) {
      const res = await credit(api, invoiceId, body);
      expect([res.status, res.body.error.code, res.body.error.details[0].path], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR', path]);
    }
    for (const target of ['refund', 'credit_balance']) {
      const res = await credit(api, invoiceId, { amount_cents: 100, reason: 'Wrong target', credited_to: target });
      expect([res.status, res.body.error.code], target).toEqual([422, 'CREDIT_NOTE_TARGET_NOT_ALLOWED']);
    }
    expect((await api.get('/v1/credit-notes', { invoice_id: invoiceId })).body.credit_notes).toEqual([]);

    const first = await credit(api, invoiceId, { lines: [{ line_item_id: line.id, amount_cents: 900 }], reason: 'Late start' });
    expect([first.status, first.body.credit_note.number, first.body.credit_note.credited_to]).toEqual([201, 'ACME-TEST-CN-0001', 'invoice']);
    expect(await invoice(invoiceId)).toMatchObject({ status: 'open', total_cents: 4900, amount_due_cents: 4000 });
    const over = await credit(api, invoiceId, { amount_cents: 4001, reason: 'Too much' });
    expect([over.status, over.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);
    const rest = await credit(api, invoiceId, { amount_cents: 4000, reason: 'The rest' });
    expect([rest.status, rest.body.credit_note.number]).toEqual([201, 'ACME-TEST-CN-0002']);
    // Nothing left to ask: paid by its credit notes, the total still 4900.
    expect(await invoice(invoiceId)).toMatchObject({ status: 'paid', total_cents: 4900, amount_due_cents: 0 });
    expect(await eventsOf('invoice.paid', invoiceId)).toHaveLength(1);
    expect((await eventsOf('invoice.updated', invoiceId)).map((e) => e.data.object.amount_due_cents).sort((a, b) => Number(a) - Number(b))).toEqual([0, 4000]);
    const onPaid = await credit(api, invoiceId, { amount_cents: 1, reason: 'To itself', credited_to: 'invoice' });
    expect([onPaid.status, onPaid.body.error.code]).toEqual([422, 'CREDIT_NOTE_TARGET_NOT_ALLOWED']);
    const nothingLeft = await credit(api, invoiceId, { amount_cents: 1, reason: 'Nothing left', credited_to: 'credit_balance' });
    expect([nothingLeft.status, nothingLeft.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);

    // A void invoice is not credited; the notes on an invoice voided later are void with it.
    const second = await subscribed(shop.plan.id, '2026-01-15T00:00:00Z');
    const third = await credit(api, second.invoiceId, { amount_cents: 100, reason: 'Before the void' });
    expect(third.body.credit_note.number).toBe('ACME-TEST-CN-0003');
    expect((await api.post(`/v1/invoices/${second.invoiceId}/void`)).status).toBe(200);
    expect(await invoice(second.invoiceId)).toMatchObject({ status: 'void', total_cents: 4900, amount_due_cents: 0 });
    expect((await api.get(`/v1/credit-notes/${third.body.credit_note.id}`)).body.credit_note.status).toBe('void');
    const onVoid = await credit(api, second.invoiceId, { amount_cents: 100, reason: 'After the void' });
    expect([onVoid.status, onVoid.body.error.code]).toEqual([409, 'INVOICE_NOT_CREDITABLE']);

    // Live mode has a sequence of its own.
    const liveShop = await setupShop(live, { name: 'Pro' });
    const inLive = await subscribed(liveShop.plan.id, '2026-01-15T00:00:00Z', live);
    const liveNote = await credit(live, inLive.invoiceId, { amount_cents: 100, reason: 'Live' });
    expect([liveNote.status, liveNote.body.credit_note.number]).toEqual([201, 'ACME-CN-0001']);
    const another = await subscribed(shop.plan.id, '2026-01-15T00:00:00Z');
    const fourth = await credit(api, another.invoiceId, { amount_cents: 100, reason: 'Next' });
    expect(fourth.body.credit_note.number).toBe('ACME-TEST-CN-0004');
    const numbers = ((await api.get('/v1/credit-notes')).body.credit_notes as Array<{ number: string }>).map((n) => n.number).sort();
    expect(numbers).toEqual(['ACME-TEST-CN-0001', 'ACME-TEST-CN-0002', 'ACME-TEST-CN-0003', 'ACME-TEST-CN-0004']);
    // Another company's and the other mode's notes do not exist here.
    expect((await live.get(`/v1/credit-notes/${rest.body.credit_note.id}`)).status).toBe(404);
    await expectAuditClean();
  });

  it('4. an amount over two lines in exact cents: 1001 of 3000 + 1000 is 751 + 250', async () => {
    const plan = await setupPlan(api, { name: 'Team', invoicing_cadence: 'monthly' });
    await setupFee(api, plan.id, { product: { name: 'Team platform' }, price: { pricing_model: 'flat', amount: 3000 } });
    h.clock.advance(1);
    await setupFee(api, plan.id, { product: { name: 'Support' }, price: { pricing_model: 'flat', amount: 1000 } });
    const { invoiceId } = await subscribed(plan.id, '2026-01-01T00:00:00Z');
    expect((await invoice(invoiceId)).total_cents).toBe(4000);
    const res = await credit(api, invoiceId, { amount_cents: 1001, reason: 'Discount agreed after the fact' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.credit_note.lines.map((l) => [l.description, l.total_amount_cents, l.tax_amount_cents])).toEqual([
      ['Team platform (monthly, in advance)', 751, 0],
      ['Support (monthly, in advance)', 250, 0],
    ]);
    expect(res.body.credit_note.total_cents).toBe(1001);
    expect(await invoice(invoiceId)).toMatchObject({ total_cents: 4000, amount_due_cents: 2999 });
    await expectAuditClean();
  });

  it('5. a refund goes back to the card payment that paid the invoice, once', async () => {
    const shop = await setupShop(api, { name: 'Pro' });
    h.clock.set('2026-01-15T00:00:00Z');
    const { customerId } = await signUp(h, shop, 'Card payer');
    const paid = ((await api.get('/v1/invoices', { customer_id: customerId })).body.invoices as Array<{ id: string; status: string; total_cents: number }>)[0]!;
    expect([paid.status, paid.total_cents]).toEqual(['paid', 4900]);
    // The provider is the process's, shared by every file this worker ran before: this sign-up's charge is the last one.
    const payment = processPayments.test.charges.findLast((c) => c.amountMinor === 4900 && c.idempotencyKey.startsWith('signup_link:'))!;

    const res = await credit(api, paid.id, { amount_cents: 1500, reason: 'Refund of unused seats', credited_to: 'refund' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const note = res.body.credit_note;
    expect(note).toMatchObject({ credited_to: 'refund', total_cents: 1500 });
    const refunds = processPayments.test.refunds.filter((r) => r.idempotencyKey === `credit_note:${note.id}:refund`);
    expect(refunds.map((r) => [r.paymentId, r.amountMinor])).toEqual([[payment.paymentId, 1500]]);
    // A collection run does not refund it again.
    await billTo(api, '2026-01-16T00:00:00Z');
    expect(processPayments.test.refunds.filter((r) => r.idempotencyKey === `credit_note:${note.id}:refund`)).toHaveLength(1);
    expect(await invoice(paid.id)).toMatchObject({ status: 'paid', total_cents: 4900, amount_due_cents: 0 });
    const more = await credit(api, paid.id, { amount_cents: 3401, reason: 'Too much', credited_to: 'refund' });
    expect([more.status, more.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);
    // The provider gives no answer: the note stands, its refund is owed, and the next run makes it once.
    const refund = vi.spyOn(processPayments.test, 'refund').mockRejectedValueOnce(new Error('connection reset'));
    const unanswered = await credit(api, paid.id, { amount_cents: 1000, reason: 'Refund of one more seat', credited_to: 'refund' });
    expect(unanswered.status, JSON.stringify(unanswered.body)).toBe(201);
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    const secondKey = `credit_note:${unanswered.body.credit_note.id}:refund`;
    expect(processPayments.test.refunds.filter((r) => r.idempotencyKey === secondKey)).toHaveLength(0);
    await billTo(api, '2026-01-17T00:00:00Z');
    await billTo(api, '2026-01-18T00:00:00Z');
    expect(processPayments.test.refunds.filter((r) => r.idempotencyKey === secondKey).map((r) => [r.paymentId, r.amountMinor])).toEqual([[payment.paymentId, 1000]]);
    const tooMuch = await credit(api, paid.id, { amount_cents: 2401, reason: 'Too much', credited_to: 'refund' });
    expect([tooMuch.status, tooMuch.body.error.code]).toEqual([422, 'CREDIT_NOTE_TOO_LARGE']);
    // An invoice marked paid outside Meterline has no payment to refund.
    const { invoiceId } = await subscribed(shop.plan.id, '2026-01-16T00:00:00Z');
    expect((await api.post(`/v1/invoices/${invoiceId}/mark-paid`)).status).toBe(200);
    const outside = await credit(api, invoiceId, { amount_cents: 100, reason: 'Paid by wire', credited_to: 'refund' });
    expect([outside.status, outside.body.error.code]).toEqual([422, 'CREDIT_NOTE_TARGET_NOT_ALLOWED']);
    await expectAuditClean();
  });
});
