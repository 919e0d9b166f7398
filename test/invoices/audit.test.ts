/** The audit's invoice part: invoices written by the service add up; tampering shows up as the difference it is. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { setupCustomer } from '../support/builders.js';
import { describeEachStore } from '../support/stores.js';
import { runAudit } from '../../src/audit/index.js';
import { dec } from '../../src/money/decimal.js';
import { writeInvoice } from './support.js';

describeEachStore('invoice audit', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    customerId = (await setupCustomer(h.api)).id;
  });
  afterAll(() => h.close());

  it('finds no difference in invoices written by the service, then each tampered figure', async () => {
    const lines = [
      { description: 'Half cents', quantity: 3, exactAmount: dec('1.5'), kind: 'usage' as const },
      { description: 'Seat', exactAmount: dec('999.5'), taxAmount: dec('200'), kind: 'flat_fee' as const },
      { description: 'Credit', exactAmount: dec(-100), kind: 'credit' as const },
    ];
    const a = await writeInvoice(h, { customerId, lines, discountCents: 50, finalize: true });
    await writeInvoice(h, { customerId, lines: [] });
    for (let i = 0; i < 3; i++) await writeInvoice(h, { customerId, paid: true });
    const healthy = await runAudit(h.testStore.store.db);
    expect(healthy.checked.invoices).toBe(5);
    expect(healthy.differences).toEqual([]);

    const db = h.testStore.store.db;
    await db.updateTable('invoices').set({ total_cents: 1 }).where('id', '=', a.id).execute();
    const seat = a.lines[1];
    if (!seat) throw new Error('no seat line');
    await db.updateTable('invoice_line_items').set({ total_amount_cents: 999 }).where('id', '=', seat.id).execute();
    const report = await runAudit(db);
    expect(report.differences).toEqual([
      { check: 'invoice_total', companyId: h.company.id, subject: `invoice ${a.id} line ${seat.id} total_amount_cents`, recorded: '999', recomputed: '1000' },
      { check: 'invoice_total', companyId: h.company.id, subject: `invoice ${a.id} subtotal_cents`, recorded: '902', recomputed: '901' },
      { check: 'invoice_total', companyId: h.company.id, subject: `invoice ${a.id} total_cents`, recorded: '1', recomputed: '1051' },
      // Finalized, it may never change (issue 30): the snapshot taken at finalization against its rows now.
      { check: 'invoice_total', companyId: h.company.id, subject: `invoice ${a.id} since finalization`, recorded: expect.stringContaining('"total_cents":1052'), recomputed: expect.stringContaining('"total_cents":1,') },
      // And its amount due (1052, as finalized) is no longer its total less credit notes and payments.
      { check: 'invoice_amount_due', companyId: h.company.id, subject: `invoice ${a.id} amount_due_cents`, recorded: '1052', recomputed: '1' },
    ]);
  });
});
