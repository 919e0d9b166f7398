/**
 * One-line steps for billing stories, through the API like an integrator: fees in words,
 * events at an instant (the clock moves there first), the test-mode billing run, and the
 * subscription's invoices as compact rows that read like the invoice.
 */
import { expect } from 'vitest';
import type { Client, Harness } from '../support/harness.js';
import { ingestBody, setupFee, setupPlan } from '../support/builders.js';
import { attemptOf, GOOD_CARD, openPage, pathOf, submitForm, textOf } from '../links/pages.js';

export interface LineRow {
  description: string | null;
  quantity: number;
  unit_amount_cents: number;
  total_amount_cents: number;
  period_start: string | null;
  period_end: string | null;
}

export interface InvoiceRow {
  id: string;
  status: string;
  currency: string;
  period_start: string | null;
  period_end: string | null;
  subtotal_cents: number;
  total_cents: number;
  /** What it still asks: total less credit notes and payments (issue 30). */
  amount_due_cents: number;
  credit_note_ids: string[];
  lines: LineRow[];
}

export function iso(text: string): string {
  return new Date(text).toISOString();
}

/**
 * A flat fee: `amount` minor units per fee period. The clock moves on a millisecond after each fee,
 * so fees keep their creation order (the order the invoice lists them in) under a fixed clock.
 */
export async function flatFee(h: Harness, planId: string, name: string, amount: number, options: { billing_mode?: string; cadence?: string; pricing_unit_id?: string } = {}) {
  const fee = await setupFee(h.api, planId, { product: { name }, price: { pricing_model: 'flat', amount, ...options } });
  h.clock.advance(1);
  return fee;
}

/** A per-unit usage fee on `event_name`: `amount` per `denominator` of the metric's quantity. */
export async function usageFee(
  h: Harness,
  planId: string,
  name: string,
  metric: { event_name: string; aggregation?: string; property?: string; filters?: Record<string, unknown> },
  price: { amount: number; denominator?: number; pricing_unit_id?: string },
) {
  const fee = await setupFee(h.api, planId, { product: { name, billable_metric: { expression: metric } }, price: { pricing_model: 'per_unit', ...price } });
  h.clock.advance(1);
  return fee;
}

/** Ingests one event stamped `timestamp`, with the clock moved there (what a live integration would do). */
export async function eventAt(h: Harness, customerId: string, timestamp: string, eventName: string, properties: Record<string, unknown> = {}) {
  h.clock.set(timestamp);
  const res = await h.api.post('/v1/events/ingest', ingestBody(customerId, eventName, properties, { timestamp }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status, JSON.stringify(res.body)).toBe('inserted');
  return res.body;
}

export interface RunCounts {
  as_of: string;
  test_clock: string;
  subscriptions_advanced: number;
  invoices_created: number;
  grants_issued: number;
  grants_expired: number;
  problems: { subscription_id: string; code: string; message: string }[];
  held: { subscription_id: string; billed_through: string | null; reason: string }[];
  complete: boolean;
  steps_taken: number;
  stopped_at: string | null;
}

/** POST /v1/billing/run up to `asOf` (test mode). */
export async function billTo(api: Client, asOf: string): Promise<RunCounts> {
  const res = await api.post('/v1/billing/run', { as_of: asOf });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.run;
}

/** The subscription's invoices, oldest first (by invoice number), as compact rows. */
export async function invoicesOf(api: Client, subscriptionId: string): Promise<InvoiceRow[]> {
  const res = await api.get('/v1/invoices', { subscription_id: subscriptionId, limit: '100' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const invoices = [...(res.body.invoices as any[])].sort((a, b) => String(a.invoice_number).localeCompare(String(b.invoice_number)));
  return invoices.map((invoice) => ({
    id: invoice.id,
    status: invoice.status,
    currency: invoice.currency,
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    subtotal_cents: invoice.subtotal_cents,
    total_cents: invoice.total_cents,
    amount_due_cents: invoice.amount_due_cents,
    credit_note_ids: invoice.credit_note_ids,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    lines: (invoice.line_items as any[]).map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_amount_cents: line.unit_amount_cents,
      total_amount_cents: line.total_amount_cents,
      period_start: line.period_start,
      period_end: line.period_end,
    })),
  }));
}

/** A line as [description, quantity, unit_amount_cents, total_amount_cents]: how a person reads it. */
export function brief(invoice: InvoiceRow): [string | null, number, number, number][] {
  return invoice.lines.map((l) => [l.description, l.quantity, l.unit_amount_cents, l.total_amount_cents]);
}

export async function subscriptionOf(api: Client, id: string) {
  const res = await api.get(`/v1/subscriptions/${id}`);
  expect(res.status).toBe(200);
  return res.body.subscription;
}

export async function balancesOf(api: Client, customerId: string) {
  const res = await api.get(`/v1/customers/${customerId}/balances`);
  expect(res.status).toBe(200);
  return res.body.balances as { balance: string; account_type: string; pricing_unit_code?: string; currency_code?: string }[];
}

export interface CreditNoteRow {
  id: string;
  number: string;
  invoice_id: string;
  status: string;
  reason: string;
  credited_to: string;
  total_cents: number;
  lines: { description: string | null; quantity: number; unit_amount_cents: number; total_amount_cents: number; tax_amount_cents: number; invoice_line_item_id: string | null }[];
}

/** The invoice's credit notes (GET /v1/credit-notes?invoice_id=), oldest first. */
export async function creditNotesOf(api: Client, invoiceId: string): Promise<CreditNoteRow[]> {
  const res = await api.get('/v1/credit-notes', { invoice_id: invoiceId, limit: '100' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return [...(res.body.credit_notes as CreditNoteRow[])].reverse();
}

export interface CreditBalance {
  balances: { currency: string; balance_cents: number }[];
  entries: { kind: string; amount_cents: number; invoice_id: string }[];
}

/** The customer's credit balance (GET /v1/customers/{id}/credit-balance). */
export async function creditBalanceOf(api: Client, customerId: string): Promise<CreditBalance> {
  const res = await api.get(`/v1/customers/${customerId}/credit-balance`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.credit_balance as CreditBalance;
}

/** A Pro and a Basic monthly plan, each one flat fee of the given minor units (plan-change stories). */
export async function proAndBasicPlans(api: Client, amounts: { pro: number; basic: number }) {
  const pro = await setupPlan(api, { name: 'Pro', invoicing_cadence: 'monthly' });
  await setupFee(api, pro.id, { product: { name: 'Pro platform' }, price: { pricing_model: 'flat', amount: amounts.pro } });
  const basic = await setupPlan(api, { name: 'Basic', invoicing_cadence: 'monthly' });
  await setupFee(api, basic.id, { product: { name: 'Basic platform' }, price: { pricing_model: 'flat', amount: amounts.basic } });
  return { pro, basic };
}

/**
 * The customer moves `subscriptionId` to `planCode` through a signup link's hosted page, at the
 * harness clock's instant: `now` (with `refund`, default prorated) or `end_of_period`. Returns the page's text.
 */
export async function changePlanByLink(
  h: Harness,
  api: Client,
  change: { customerId: string; subscriptionId: string; planCode: string; timing: 'now' | 'end_of_period'; refund?: 'refund_prorated_prepaid_fixed_fees' | 'no_refund_prepaid_fixed_fees' },
): Promise<string> {
  const res = await api.post('/v1/subscription-signup-links', {
    customer_id: change.customerId,
    plan_code: change.planCode,
    previous_subscription_id: change.subscriptionId,
    change_timing_mode: change.timing,
    ...(change.timing === 'now' ? { cancel_now_prepaid_refund_policy: change.refund ?? 'refund_prorated_prepaid_fixed_fees' } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const path = pathOf((res.body.subscription_signup_link as { url: string }).url);
  const page = await openPage(h, path);
  expect(page.status, textOf(page)).toBe(200);
  const quoted = /name="quoted_total" value="(-?\d+)"/.exec(page.html)?.[1];
  const done = await submitForm(h, path, { attempt: attemptOf(page), ...(quoted === undefined ? {} : { quoted_total: quoted }), ...GOOD_CARD });
  expect(done.status, textOf(done)).toBe(200);
  return textOf(page);
}
