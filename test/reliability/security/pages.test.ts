/**
 * Hosted pages show customer-supplied strings as text: a company, customer, plan, product, pricing
 * unit or back link carrying markup renders escaped on the subscribe, checkout and invoice pages,
 * with no tag, no event-handler attribute and no script of ours or theirs; and a link cannot carry
 * a `javascript:` URL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageModules } from '../../../src/pages/index.js';
import { createHarness, type Client, type Harness } from '../../support/harness.js';
import { readPdf } from '../../support/pdfText.js';
import { describeEachStore } from '../../support/stores.js';

const HOSTILE = [
  '<script>alert("company")</script>',
  '"><img src=x onerror=alert("customer")>',
  "' onmouseover='alert(1)' x='",
  '</title><script>alert("plan")</script>',
  '<svg onload=alert("product")>',
  '<iframe src=javascript:alert("unit")>',
  '<%= it.title %>{{7*7}}${7*7}',
];
const [COMPANY, CUSTOMER, FIRST_NAME, PLAN, PRODUCT, UNIT, TEMPLATE] = HOSTILE as [string, string, string, string, string, string, string];

function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const text of HOSTILE) if (html.includes(text)) problems.push(`prints ${JSON.stringify(text)} raw`);
  if (/<script/i.test(html)) problems.push('has a <script> tag');
  if (/<(img|svg|iframe)\b/i.test(html)) problems.push('has an <img>, <svg> or <iframe> tag');
  const tags = html.match(/<[a-zA-Z][^>]*>/g) ?? [];
  for (const tag of tags) if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`has an event handler attribute: ${tag.slice(0, 120)}`);
  if (/javascript:/i.test(html.replace(/&[a-z#0-9]+;/gi, ''))) {
    // Escaped text may still mention the word; what matters is no attribute value starting with it.
    for (const tag of tags) if (/=\s*["']?\s*javascript:/i.test(tag)) problems.push(`has a javascript: URL: ${tag.slice(0, 120)}`);
  }
  return problems;
}

async function created(client: Client, path: `/v1/${string}`, body: unknown, key: string): Promise<Record<string, unknown>> {
  const res = await client.post(path, body);
  expect(res.status, `POST ${path}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body[key] as Record<string, unknown>;
}

describeEachStore('hosted pages escape what customers supply', (kind) => {
  let h: Harness;
  let api: Client;
  let customerId: string;
  let plan: { id: string; plan_code: string };
  let subscriptionId: string;
  let packId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    if (pageModules.length === 0) return;
    const company = await h.newCompany({ name: COMPANY });
    api = company.api;
    const unit = await created(api, '/v1/pricing-units', { code: 'credits', name: UNIT }, 'pricing_unit');
    await api.post(`/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 10 });
    plan = (await created(api, '/v1/plans', { name: PLAN, type: 'credits', currency_code: 'usd' }, 'plan')) as { id: string; plan_code: string };
    await created(api, `/v1/plans/${plan.id}/fees`, { product: { name: PRODUCT }, price: { pricing_model: 'flat', amount: 900, display_denominator: TEMPLATE } }, 'fee');
    packId = String((await created(api, `/v1/plans/${plan.id}/credit-packs`, { code: 'pack', pricing_unit_id: unit.id, money_minor: 1000, unit_amount: 100 }, 'credit_pack')).id);
    customerId = String(
      (
        await created(
          api,
          '/v1/customers',
          { name: CUSTOMER, first_name: FIRST_NAME, last_name: TEMPLATE, email: 'x@example.com', billing_address: { city: '<b>City</b>', street: HOSTILE[4] } },
          'customer',
        )
      ).id,
    );
    subscriptionId = String((await created(api, '/v1/subscriptions', { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' }, 'subscription')).id);
  });
  afterAll(() => h?.close());

  it('renders the subscribe page with every hostile string as text', async (context) => {
    if (pageModules.length === 0) return context.skip('no hosted pages are registered yet (src/pages/index.ts)');
    // Another customer with the same hostile fields: the first one is already on this plan, and a
    // second live subscription to one plan is refused (SUBSCRIPTION_ALREADY_EXISTS).
    const signupCustomer = await created(api, '/v1/customers', { name: CUSTOMER, first_name: FIRST_NAME, last_name: TEMPLATE, email: 'y@example.com' }, 'customer');
    const link = await api.post('/v1/subscription-signup-links', {
      customer_id: signupCustomer.id,
      plan_code: plan.plan_code,
      back_url: 'https://app.example.test/?a="><script>alert("back")</script>',
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await h.app.inject({ method: 'GET', url: new URL(link.body.subscription_signup_link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(problemsIn(page.body)).toEqual([]);
    expect(page.body).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;plan&quot;)&lt;/script&gt;');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });

  it('renders the checkout page with every hostile string as text', async (context) => {
    if (pageModules.length === 0) return context.skip('no hosted pages are registered yet (src/pages/index.ts)');
    const link = await api.post('/v1/credit-pack-checkout-links', { subscription_id: subscriptionId, credit_pack_id: packId, back_url: 'https://app.example.test/"onmouseover="alert(1)' });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const page = await h.app.inject({ method: 'GET', url: new URL(link.body.credit_pack_checkout_link.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(problemsIn(page.body)).toEqual([]);
    expect(page.body).toMatch(/&lt;iframe src=javascript:alert\(&quot;unit&quot;\)&gt;|&lt;script&gt;alert\(&quot;company&quot;\)&lt;\/script&gt;/);
  });

  it('renders the public invoice page with every hostile string as text', async (context) => {
    if (pageModules.length === 0) return context.skip('no hosted pages are registered yet (src/pages/index.ts)');
    const run = await api.post('/v1/billing/run', { as_of: '2026-01-02T00:00:00Z' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const invoices = await api.get('/v1/invoices', { customer_id: customerId });
    const invoice = invoices.body.invoices?.[0];
    if (!invoice) return context.skip('the billing run made no invoice to open');
    if (invoice.status === 'draft') expect((await api.post(`/v1/invoices/${invoice.id}/finalize`, {})).status).toBe(200);
    const url = invoice.public_invoice_url ?? (await api.get(`/v1/invoices/${invoice.id}`)).body.invoice.public_invoice_url;
    const page = await h.app.inject({ method: 'GET', url: new URL(url!).pathname });
    expect(page.statusCode).toBe(200);
    expect(problemsIn(page.body)).toEqual([]);
    expect(page.body).toContain('&lt;svg onload=alert(&quot;product&quot;)&gt;');
    // Its PDF, linked from the page, prints the same strings as plain text, word for word.
    const pdfPath = /<a href="([^"]+)">Download PDF<\/a>/.exec(page.body)?.[1];
    expect(pdfPath).toBe(`${new URL(url!).pathname}/pdf`);
    const pdf = await h.app.inject({ method: 'GET', url: pdfPath! });
    expect(pdf.statusCode).toBe(200);
    const text = (await readPdf(pdf.rawPayload)).text.join(' ');
    for (const hostile of [COMPANY, CUSTOMER, HOSTILE[4]]) expect(text, hostile).toContain(hostile);
  });

  it('refuses links whose redirect targets are not http(s)', async (context) => {
    if (pageModules.length === 0) return context.skip('no hosted pages are registered yet (src/pages/index.ts)');
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example']) {
      const signup = await api.post('/v1/subscription-signup-links', { customer_id: customerId, plan_code: plan.plan_code, success_url: url });
      expect(signup.status, url).toBe(400);
      const checkout = await api.post('/v1/credit-pack-checkout-links', { subscription_id: subscriptionId, credit_pack_id: packId, back_url: url });
      expect(checkout.status, url).toBe(400);
    }
  });
});
