/**
 * A finalized invoice never changes (issue 30, item 1): the invoice repo itself refuses to write
 * a line to it or to change its totals, whoever asks; only drafts take lines and totals. This
 * reaches past the module's door on purpose: no function behind the door writes a finalized
 * invoice's lines any more, so the repo's guard is proved here, at the repo.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { txContext } from '../../src/db/context.js';
import { newId } from '../../src/db/ids.js';
import { dec } from '../../src/money/decimal.js';
import * as repo from '../../src/modules/invoices/repo.js';
import type { InvoiceLineItemTable } from '../../src/modules/invoices/index.js';
import { setupCustomer } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { scopeOf, writeInvoice } from './support.js';

const FinalizedError = repo.FinalizedInvoiceChange;

describeEachStore('the invoice repo refuses to change a finalized invoice', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    customerId = (await setupCustomer(h.api)).id;
  });
  afterAll(() => h.close());

  const lineOf = (invoiceId: string, position: number): InvoiceLineItemTable => {
    const at = h.clock.now().toISOString();
    return {
      id: newId(),
      invoice_id: invoiceId,
      company_id: h.company.id,
      mode: 'test',
      position,
      description: 'Credit note: appended after finalization',
      quantity: 1,
      unit_amount_cents: -1000,
      tax_amount_cents: 0,
      inclusive_tax_cents: 0,
      total_amount_cents: -1000,
      discount_amount_cents: 0,
      period_start: null,
      period_end: null,
      fee_id: null,
      kind: 'credit',
      exact_amount: '-1000',
      created_at: at,
      updated_at: at,
    };
  };
  const inTransaction = <T>(work: (tx: ReturnType<typeof txContext>) => Promise<T>) =>
    h.testStore.store.db.transaction().execute((trx) => work(txContext(trx, scopeOf(h), h.clock.now())));

  it('no line is added and no total changes once finalized (open, paid or void); a status move still is', async () => {
    for (const made of [{ finalize: true }, { paid: true }]) {
      const invoice = await writeInvoice(h, { customerId, ...made, lines: [{ description: 'Pro plan', exactAmount: dec(4900), kind: 'flat_fee' }] });
      await expect(inTransaction((tx) => repo.insertLineItems(tx.trx, [lineOf(invoice.id, 1)]))).rejects.toThrow(/is finalized: its lines never change/);
      await expect(inTransaction((tx) => repo.updateInvoice(tx, invoice.id, { total_cents: 3900, subtotal_cents: 3900 }))).rejects.toThrow(/is finalized: its subtotal_cents, total_cents never change/);
      await expect(inTransaction((tx) => repo.updateInvoice(tx, invoice.id, { finalized_snapshot: '{}' }))).rejects.toThrow(FinalizedError);
      // What may move after finalization still does.
      await inTransaction((tx) => repo.updateInvoice(tx, invoice.id, { amount_due_cents: 0, updated_at: h.clock.now().toISOString() }));
      const read = (await h.api.get(`/v1/invoices/${invoice.id}`)).body.invoice;
      expect(read.line_items.map((l) => l.total_amount_cents)).toEqual([4900]);
      expect([read.subtotal_cents, read.total_cents]).toEqual([4900, 4900]);
    }
    const voided = await writeInvoice(h, { customerId, finalize: true });
    expect((await h.api.post(`/v1/invoices/${voided.id}/void`)).status).toBe(200);
    await expect(inTransaction((tx) => repo.insertLineItems(tx.trx, [lineOf(voided.id, 1)]))).rejects.toThrow(FinalizedError);
  });

  it('a draft still takes lines and totals', async () => {
    const draft = await writeInvoice(h, { customerId });
    await inTransaction(async (tx) => {
      await repo.insertLineItems(tx.trx, [lineOf(draft.id, 1)]);
      await repo.updateInvoice(tx, draft.id, { subtotal_cents: 3900, total_cents: 3900, amount_due_cents: 3900 });
    });
    const read = (await h.api.get(`/v1/invoices/${draft.id}`)).body.invoice;
    expect(read.line_items.map((l) => l.total_amount_cents)).toEqual([4900, -1000]);
    expect(read).toMatchObject({ status: 'draft', total_cents: 3900, amount_due_cents: 3900 });
  });
});
