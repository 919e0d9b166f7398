/**
 * The invoice service as the billing engine and checkout call it: amounts rounded once, totals
 * from the lines, idempotency on sourceRef, finalization with gap-free numbers per company and mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { setupCustomer } from '../support/builders.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { FixedClock } from '../../src/clock.js';
import { txContext } from '../../src/db/context.js';
import { dec, Decimal } from '../../src/money/decimal.js';
import { createApiKey, createCompany } from '../../src/modules/platform/index.js';
import { finalizeInvoice, invoiceTotalsProblems, priceLine } from '../../src/modules/invoices/index.js';
import { scopeOf, writeInvoice } from './support.js';

describe('priceLine (pure)', () => {
  it('rounds the exact amount once, half-even, and derives the unit price', () => {
    expect(priceLine({ description: 'x', exactAmount: dec('0.5') }).totalAmountCents).toBe(0);
    expect(priceLine({ description: 'x', exactAmount: dec('1.5') }).totalAmountCents).toBe(2);
    expect(priceLine({ description: 'x', exactAmount: dec('2.5') }).totalAmountCents).toBe(2);
    expect(priceLine({ description: 'x', exactAmount: dec('-2.5') }).totalAmountCents).toBe(-2);
    const line = priceLine({ description: '3 seats', quantity: 3, exactAmount: dec(1000) });
    // 3 x 333 is not 1000: a line always multiplies out (issue 12, item 11), so it is 1 x 1000, the quantity in words.
    expect(line).toMatchObject({ description: '3 seats (quantity 3)', quantity: 1, unitAmountCents: 1000, totalAmountCents: 1000, exactAmount: '1000' });
    expect(priceLine({ description: 'x', quantity: 3, unitAmount: dec('333.3333'), exactAmount: dec(1000) })).toMatchObject({ quantity: 1, unitAmountCents: 1000 });
    expect(priceLine({ description: 'x', quantity: 4, unitAmount: dec(250), exactAmount: dec(1000) })).toMatchObject({ quantity: 4, unitAmountCents: 250, totalAmountCents: 1000 });
  });

  it('writes a fractional quantity into the description and shows 1 x total', () => {
    const line = priceLine({ description: 'Storage GB-hours', quantity: dec('1.25'), exactAmount: dec('12.5') });
    expect(line).toEqual({
      description: 'Storage GB-hours (quantity 1.25)',
      quantity: 1,
      unitAmountCents: 12,
      taxAmountCents: 0,
      totalAmountCents: 12,
      exactAmount: '12.5',
    });
  });

  it('refuses a negative quantity', () => {
    expect(() => priceLine({ description: 'x', quantity: -1, exactAmount: dec(1) })).toThrow(/quantity/);
  });
});

describeEachStore('invoice service', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    customerId = (await setupCustomer(h.api)).id;
  });
  afterAll(async () => h.close());

  it('three lines of half a cent each round to 0 + 0 + 0, and the totals are the lines', async () => {
    const invoice = await writeInvoice(h, {
      customerId,
      lines: [0, 1, 2].map((i) => ({ description: `Tiny ${i}`, exactAmount: dec('0.5'), kind: 'usage' as const })),
    });
    expect(invoice.lines.map((l) => [l.total_amount_cents, l.exact_amount])).toEqual([
      [0, '0.5'],
      [0, '0.5'],
      [0, '0.5'],
    ]);
    expect(invoice).toMatchObject({ subtotal_cents: 0, discount_cents: 0, tax_cents: 0, total_cents: 0, status: 'draft' });
  });

  it('sums rounded lines, taxes and a discount: total = subtotal - discount + tax', async () => {
    const invoice = await writeInvoice(h, {
      customerId,
      discountCents: 100,
      lines: [
        { description: 'Seats', quantity: 3, exactAmount: dec('1000.5'), taxAmount: dec('200.1'), kind: 'flat_fee' },
        { description: 'Tokens', quantity: 1500, exactAmount: new Decimal(1).div(3), kind: 'usage' },
        { description: 'Prepaid credit applied', exactAmount: dec('-250.5'), kind: 'credit' },
      ],
    });
    expect(invoice.lines.map((l) => [l.quantity, l.unit_amount_cents, l.total_amount_cents, l.tax_amount_cents])).toEqual([
      [1, 1000, 1000, 200],
      [1500, 0, 0, 0],
      [1, -250, -250, 0],
    ]);
    expect(invoice).toMatchObject({ subtotal_cents: 750, discount_cents: 100, tax_cents: 200, total_cents: 850 });
    expect(invoiceTotalsProblems(invoice, invoice.lines)).toEqual([]);
  });

  it('is idempotent on sourceRef: the second call returns the first invoice and writes nothing', async () => {
    const first = await writeInvoice(h, { customerId, sourceRef: 'sub_x:2026-02-01T05:00:00.000Z' });
    const second = await writeInvoice(h, {
      customerId,
      sourceRef: 'sub_x:2026-02-01T05:00:00.000Z',
      lines: [{ description: 'Different', exactAmount: dec(1), kind: 'usage' }],
      finalize: true,
    });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.id).toBe(first.id);
    expect(second.status).toBe('draft');
    expect(second.lines.map((l) => l.description)).toEqual(['Pro plan']);
    const count = await h.testStore.store.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('source_ref', '=', 'sub_x:2026-02-01T05:00:00.000Z')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('concurrent creators with one sourceRef end with one invoice', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => writeInvoice(h, { customerId, sourceRef: 'race-1', finalize: true })));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('finalize=true numbers the invoice and sets the due date; paid=true records the payment', async () => {
    const company = await h.newCompany({ name: 'Numbered Co', invoicePrefix: 'NUM' });
    const customer = await setupCustomer(company.api);
    const scope = scopeOf(h, 'test', company.company.id);
    h.clock.set('2026-01-31T10:00:00.000Z');
    const open = await writeInvoice(h, { customerId: customer.id, finalize: true }, scope);
    expect(open).toMatchObject({
      status: 'open',
      invoice_number: 'NUM-TEST-0001',
      finalized_at: '2026-01-31T10:00:00.000Z',
      days_until_due: 30,
      due_date: '2026-03-02T10:00:00.000Z',
    });
    const paid = await writeInvoice(h, { customerId: customer.id, collectionMethod: 'charge_automatically', paid: true }, scope);
    expect(paid).toMatchObject({ status: 'paid', invoice_number: 'NUM-TEST-0002', days_until_due: 0, due_date: '2026-01-31T10:00:00.000Z' });
    expect(paid.paid_at).toBe('2026-01-31T10:00:00.000Z');
    h.clock.set('2026-01-15T12:00:00.000Z');
  });

  it('counts due days in the company time zone', async () => {
    const company = await h.newCompany({ name: 'Berlin Co', timezone: 'Europe/Berlin' });
    const customer = await setupCustomer(company.api);
    h.clock.set('2026-03-20T12:00:00.000Z');
    const invoice = await writeInvoice(h, { customerId: customer.id, daysUntilDue: 14, finalize: true }, scopeOf(h, 'test', company.company.id));
    // 13:00 in Berlin (CET) on the 20th; 14 calendar days later is 13:00 again, now CEST: 11:00Z
    // (14 x 24 hours would have been 12:00Z, 14:00 on the wall clock).
    expect(invoice.due_date).toBe('2026-04-03T11:00:00.000Z');
    h.clock.set('2026-01-15T12:00:00.000Z');
  });

  it('numbers test and live separately, and each company on its own', async () => {
    const a = await h.newCompany({ name: 'Alpha', invoicePrefix: 'ALP' });
    const b = await h.newCompany({ name: 'Beta', invoicePrefix: 'BET' });
    const aTest = await setupCustomer(a.api);
    const aLive = await setupCustomer(a.live);
    const bTest = await setupCustomer(b.api);
    const numbers = [];
    for (const [customer, scope] of [
      [aTest.id, scopeOf(h, 'test', a.company.id)],
      [aLive.id, scopeOf(h, 'live', a.company.id)],
      [aTest.id, scopeOf(h, 'test', a.company.id)],
      [bTest.id, scopeOf(h, 'test', b.company.id)],
      [aLive.id, scopeOf(h, 'live', a.company.id)],
    ] as const) {
      numbers.push((await writeInvoice(h, { customerId: customer, finalize: true }, scope)).invoice_number);
    }
    expect(numbers).toEqual(['ALP-TEST-0001', 'ALP-0001', 'ALP-TEST-0002', 'BET-TEST-0001', 'ALP-0002']);
  });

  it("refuses another company's or mode's customer (404), writing nothing", async () => {
    const other = await h.newCompany();
    const foreign = await setupCustomer(other.api);
    await expect(writeInvoice(h, { customerId: foreign.id })).rejects.toMatchObject({ statusCode: 404 });
    const liveCustomer = await setupCustomer(h.live);
    await expect(writeInvoice(h, { customerId: liveCustomer.id })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describeEachStore('invoice numbering under concurrency', (kind) => {
  let testStore: TestStore;

  beforeAll(async () => {
    testStore = await createTestStore(kind, { poolSize: 8 });
  });
  afterAll(async () => testStore.drop());

  it('20 concurrent finalizations get 0001..0020, no gap, no repeat', async () => {
    const { store } = testStore;
    const clock = new FixedClock(new Date('2026-01-15T12:00:00.000Z'));
    const company = await createCompany(store.db, clock, { name: 'Race', invoicePrefix: 'RACE' });
    await createApiKey(store.db, clock, { companyId: company.id, mode: 'test' });
    const scope = { companyId: company.id, mode: 'test' as const };
    const harnessLike = { testStore, clock, company } as unknown as Harness;
    const drafts = [];
    for (let i = 0; i < 20; i += 1) drafts.push(await writeInvoice(harnessLike, { customerId: null }, scope));
    const finalized = await Promise.all(
      drafts.map((draft) => store.db.transaction().execute((trx) => finalizeInvoice(txContext(trx, scope, clock.now()), draft.id))),
    );
    const numbers = finalized.map((f) => f.invoice_number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `RACE-TEST-${String(i + 1).padStart(4, '0')}`));
    // A second finalization of the same invoice, racing, is refused rather than numbered twice.
    const again = await Promise.allSettled(
      drafts.slice(0, 5).map((draft) => store.db.transaction().execute((trx) => finalizeInvoice(txContext(trx, scope, clock.now()), draft.id))),
    );
    expect(again.every((r) => r.status === 'rejected')).toBe(true);
    const seq = await store.db.selectFrom('invoice_number_sequences').selectAll().where('company_id', '=', company.id).execute();
    expect(seq.map((s) => Number(s.next_number))).toEqual([21]);
  });

  it('a rolled-back finalization gives its number back', async () => {
    const { store } = testStore;
    const clock = new FixedClock(new Date('2026-01-15T12:00:00.000Z'));
    const company = await createCompany(store.db, clock, { name: 'Rollback', invoicePrefix: 'RB' });
    const scope = { companyId: company.id, mode: 'live' as const };
    const harnessLike = { testStore, clock, company } as unknown as Harness;
    const a = await writeInvoice(harnessLike, { customerId: null }, scope);
    const b = await writeInvoice(harnessLike, { customerId: null }, scope);
    await expect(
      store.db.transaction().execute(async (trx) => {
        await finalizeInvoice(txContext(trx, scope, clock.now()), a.id);
        throw new Error('the caller failed after finalizing');
      }),
    ).rejects.toThrow('the caller failed');
    const finalized = await store.db.transaction().execute((trx) => finalizeInvoice(txContext(trx, scope, clock.now()), b.id));
    expect(finalized.invoice_number).toBe('RB-0001');
  });
});
