/**
 * /v1/invoices over HTTP: the contract's shape, every legal and illegal status move, the list's
 * pagination and filters, and tenancy (another company's or mode's invoice does not exist).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_BODY, INVOICE, PAGINATION } from '../support/contract.js';
import { createHarness, type Harness } from '../support/harness.js';
import { setupCustomer, setupPlan, setupSubscription } from '../support/builders.js';
import { expectShape } from '../support/shape.js';
import { describeEachStore } from '../support/stores.js';
import { dec } from '../../src/money/decimal.js';
import type { InvoiceStatus } from '../../src/modules/invoices/index.js';
import { scopeOf, writeInvoice } from './support.js';

const ACTIONS = ['finalize', 'void', 'mark-paid', 'mark-uncollectible'] as const;
type Action = (typeof ACTIONS)[number];

/** Where each action leads from each state; absent = 409 INVOICE_TRANSITION_NOT_ALLOWED. */
const LEGAL: Record<InvoiceStatus, Partial<Record<Action, InvoiceStatus>>> = {
  draft: { finalize: 'open', void: 'void' },
  open: { void: 'void', 'mark-paid': 'paid', 'mark-uncollectible': 'uncollectible' },
  uncollectible: { void: 'void', 'mark-paid': 'paid' },
  paid: {},
  void: {},
};

/** How to bring a fresh draft to each state through the API. */
const PATH_TO: Record<InvoiceStatus, Action[]> = {
  draft: [],
  open: ['finalize'],
  paid: ['finalize', 'mark-paid'],
  void: ['void'],
  uncollectible: ['finalize', 'mark-uncollectible'],
};

describeEachStore('invoices API', (kind) => {
  let h: Harness;
  let customerId: string;

  beforeAll(async () => {
    h = await createHarness(kind);
    customerId = (await setupCustomer(h.api, { name: 'Globex' })).id;
  });
  afterAll(() => h.close());

  async function invoiceIn(status: InvoiceStatus): Promise<string> {
    const { id } = await writeInvoice(h, { customerId });
    for (const action of PATH_TO[status]) {
      const res = await h.api.post(`/v1/invoices/${id}/${action}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    return id;
  }

  it('fetches an invoice with every contract field in order, nulls as null', async () => {
    const created = await writeInvoice(h, {
      customerId,
      description: 'January',
      periodStart: '2026-01-01T00:00:00.000Z',
      periodEnd: new Date('2026-02-01T00:00:00.000Z'),
      lines: [
        {
          description: 'Pro plan',
          exactAmount: dec(4900),
          kind: 'flat_fee',
          periodStart: '2026-01-01T00:00:00Z',
          periodEnd: '2026-02-01T00:00:00Z',
        },
        { description: 'API calls', quantity: 1200, exactAmount: dec(240), unitAmount: dec('0.2'), kind: 'usage' },
      ],
    });
    const res = await h.api.get(`/v1/invoices/${created.id}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'invoice', 'request_id']);
    expectShape(res.body.invoice, INVOICE);
    expect(res.body.invoice).toEqual({
      id: created.id,
      customer_id: customerId,
      subscription_id: null,
      status: 'draft',
      currency: 'usd',
      collection_method: 'send_invoice',
      invoice_number: null,
      public_invoice_url: `http://meterline.test/invoices/${created.public_token}`,
      due_date: null,
      days_until_due: 30,
      description: 'January',
      customer_memo: null,
      footer: null,
      subtotal_cents: 5140,
      discount_cents: 0,
      tax_cents: 0,
      total_cents: 5140,
      amount_due_cents: 5140,
      finalized_at: null,
      paid_at: null,
      period_start: '2026-01-01T00:00:00.000Z',
      period_end: '2026-02-01T00:00:00.000Z',
      line_items: [
        {
          id: created.lines[0]?.id,
          description: 'Pro plan',
          quantity: 1,
          unit_amount_cents: 4900,
          tax_amount_cents: 0,
          total_amount_cents: 4900,
          discount_amount_cents: 0,
          period_start: '2026-01-01T00:00:00.000Z',
          period_end: '2026-02-01T00:00:00.000Z',
          created_at: h.clock.now().toISOString(),
          updated_at: h.clock.now().toISOString(),
        },
        {
          id: created.lines[1]?.id,
          description: 'API calls (quantity 1200)',
          quantity: 1,
          unit_amount_cents: 240,
          tax_amount_cents: 0,
          total_amount_cents: 240,
          discount_amount_cents: 0,
          period_start: null,
          period_end: null,
          created_at: h.clock.now().toISOString(),
          updated_at: h.clock.now().toISOString(),
        },
      ],
      credit_note_ids: [],
      created_at: h.clock.now().toISOString(),
      updated_at: h.clock.now().toISOString(),
    });
    expect(created.public_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('finalize numbers the invoice and sets finalized_at, due_date; mark-paid sets paid_at', async () => {
    const { api, company } = await h.newCompany({ name: 'Finalizer', invoicePrefix: 'FIN' });
    const customer = await setupCustomer(api);
    const { id } = await writeInvoice(h, { customerId: customer.id, daysUntilDue: 7 }, scopeOf(h, 'test', company.id));
    h.clock.advance(60_000);
    const finalized = await api.post(`/v1/invoices/${id}/finalize`);
    expect(finalized.status).toBe(200);
    expect(Object.keys(finalized.body)).toEqual(['success', 'invoice', 'request_id']);
    expectShape(finalized.body.invoice, INVOICE);
    const at = h.clock.now().toISOString();
    expect(finalized.body.invoice).toMatchObject({
      status: 'open',
      invoice_number: 'FIN-TEST-0001',
      finalized_at: at,
      due_date: new Date(h.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      days_until_due: 7,
      updated_at: at,
      paid_at: null,
    });
    h.clock.advance(60_000);
    const paid = await api.post(`/v1/invoices/${id}/mark-paid`, {});
    expect(paid.body.invoice).toMatchObject({ status: 'paid', invoice_number: 'FIN-TEST-0001', finalized_at: at, paid_at: h.clock.now().toISOString() });
  });

  it('allows exactly the legal moves; every other one is 409 INVOICE_TRANSITION_NOT_ALLOWED and changes nothing', async () => {
    for (const from of Object.keys(LEGAL) as InvoiceStatus[]) {
      for (const action of ACTIONS) {
        const id = await invoiceIn(from);
        const before = (await h.api.get(`/v1/invoices/${id}`)).body.invoice;
        expect(before.status).toBe(from);
        const res = await h.api.post(`/v1/invoices/${id}/${action}`);
        const to = LEGAL[from][action];
        if (to) {
          expect(res.status, `${from} ${action}`).toBe(200);
          expect(res.body.invoice.status).toBe(to);
        } else {
          expect(res.status, `${from} ${action}`).toBe(409);
          expectShape(res.body, ERROR_BODY);
          expect(res.body.error.code).toBe('INVOICE_TRANSITION_NOT_ALLOWED');
          expect(res.body.error.message).toContain(`from ${from} to`);
          expect((await h.api.get(`/v1/invoices/${id}`)).body.invoice).toEqual(before);
        }
      }
    }
  });

  it('a draft is never marked paid directly: finalize first', async () => {
    const id = await invoiceIn('draft');
    const res = await h.api.post(`/v1/invoices/${id}/mark-paid`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(`Invoice ${id} cannot move from draft to paid; finalize it first`);
  });

  it('actions take no body, {} or an empty JSON body; any field is a 400', async () => {
    const id = await invoiceIn('open');
    const empty = await h.app.inject({
      method: 'POST',
      url: `/v1/invoices/${id}/mark-uncollectible`,
      headers: { authorization: `Bearer ${h.api.key}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode, empty.body).toBe(200);
    const withField = await h.api.post(`/v1/invoices/${id}/mark-paid`, { paid_at: '2026-01-01T00:00:00Z' });
    expect(withField.status).toBe(400);
    expect(withField.body.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.paid_at', message: 'is not a known field' }] });
    const broken = await h.api.post(`/v1/invoices/${id}/mark-paid`, '{', { 'content-type': 'application/json' });
    expect(broken.body.error.code).toBe('INVALID_JSON');
    expect((await h.api.post(`/v1/invoices/${id}/mark-paid`, {})).body.invoice.status).toBe('paid');
  });

  it('lists newest first with line items, walks pages by cursor, and filters by customer, subscription and status', async () => {
    const { api, company } = await h.newCompany({ name: 'Lister' });
    const scope = scopeOf(h, 'test', company.id);
    const alice = await setupCustomer(api, { name: 'Alice' });
    const bob = await setupCustomer(api, { name: 'Bob' });
    const plan = await setupPlan(api);
    const subscription = await setupSubscription(h, api, { customer_id: bob.id, plan_id: plan.id });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const invoice = await writeInvoice(
        h,
        {
          customerId: i % 2 === 0 ? alice.id : bob.id,
          subscriptionId: i === 3 ? subscription.id : null,
          description: `inv${i}`,
          finalize: i >= 3,
        },
        scope,
      );
      ids.push(invoice.id);
      h.clock.advance(10);
    }
    const names = (res: { body: { invoices: { description: string | null }[] } }) => res.body.invoices.map((inv) => inv.description);

    const first = await api.get('/v1/invoices', { limit: '2' });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['success', 'invoices', 'pagination', 'request_id']);
    expectShape(first.body.pagination, PAGINATION);
    for (const invoice of first.body.invoices) expectShape(invoice, INVOICE);
    expect(first.body.invoices[0]!.line_items).toHaveLength(1);
    expect(names(first)).toEqual(['inv4', 'inv3']);
    expect(first.body.pagination.has_more).toBe(true);
    const second = await api.get('/v1/invoices', { limit: '2', cursor: first.body.pagination.next_cursor! });
    expect(names(second)).toEqual(['inv2', 'inv1']);
    const third = await api.get('/v1/invoices', { limit: '2', cursor: second.body.pagination.next_cursor! });
    expect(names(third)).toEqual(['inv0']);
    expect(third.body.pagination).toEqual({ has_more: false, next_cursor: null });

    expect(names(await api.get('/v1/invoices'))).toEqual(['inv4', 'inv3', 'inv2', 'inv1', 'inv0']);
    expect(names(await api.get('/v1/invoices', { customer_id: bob.id }))).toEqual(['inv3', 'inv1']);
    expect(names(await api.get('/v1/invoices', { status: 'open' }))).toEqual(['inv4', 'inv3']);
    expect(names(await api.get('/v1/invoices', { status: 'draft', customer_id: alice.id }))).toEqual(['inv2', 'inv0']);
    expect(names(await api.get('/v1/invoices', { subscription_id: subscription.id }))).toEqual(['inv3']);
    expect(names(await api.get('/v1/invoices', { customer_id: 'nobody' }))).toEqual([]);
    expect(ids).toHaveLength(5);

    const badQueries: Record<string, string>[] = [{ limit: '0' }, { limit: '101' }, { limit: 'ten' }, { cursor: 'garbage' }, { status: 'paid_out' }, { colour: 'red' }];
    for (const query of badQueries) {
      const res = await api.get('/v1/invoices', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await api.get('/v1/invoices', { limit: '100' })).status).toBe(200);
  });

  it("another company's or the other mode's invoice is 404 NOT_FOUND, for reads and actions, and never listed", async () => {
    const other = await h.newCompany({ name: 'Other' });
    const otherCustomer = await setupCustomer(other.api);
    const foreign = await writeInvoice(h, { customerId: otherCustomer.id }, scopeOf(h, 'test', other.company.id));
    const liveCustomer = await setupCustomer(h.live);
    const live = await writeInvoice(h, { customerId: liveCustomer.id }, scopeOf(h, 'live'));
    for (const id of [foreign.id, live.id, 'missing']) {
      const read = await h.api.get(`/v1/invoices/${id}`);
      expect(read.status).toBe(404);
      expectShape(read.body, ERROR_BODY);
      expect(read.body.error.code).toBe('NOT_FOUND');
      for (const action of ACTIONS) expect((await h.api.post(`/v1/invoices/${id}/${action}`)).status).toBe(404);
    }
    expect((await h.live.get(`/v1/invoices/${live.id}`)).status).toBe(200);
    expect((await h.api.get(`/v1/invoices/${foreign.id}`)).status).toBe(404);
    const listed = (await h.api.get('/v1/invoices', { limit: '100' })).body.invoices.map((i: { id: string }) => i.id);
    expect(listed).not.toContain(foreign.id);
    expect(listed).not.toContain(live.id);
    expect((await h.api.get(`/v1/invoices/${foreign.id}`)).body.error.code).toBe('NOT_FOUND');
    expect((await other.api.get(`/v1/invoices/${foreign.id}`)).body.invoice.status).toBe('draft');
  });

  it('needs an API key', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/invoices' });
    expect(res.statusCode).toBe(401);
  });
});
