/**
 * The overview, the customer list and the customer page, for the session's company and mode
 * only: the test/live switch, tenancy (another company's customer is a 404, so is a test customer
 * in live mode), cursors, and stored XSS through every customer string the pages print.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, subscribe, type Shop } from '../links/builders.js';
import { signedIn, type Browser } from './browser.js';

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;

describeEachStore('dashboard pages', (kind) => {
  let h: Harness;
  let browser: Browser;
  let shop: Shop;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'pages@example.com');
    shop = await setupShop(h.api, { name: 'Pro' });
  });
  afterAll(() => h.close());

  const createCustomer = async (body: Record<string, unknown>, client = h.api) => {
    const res = await client.post('/v1/customers', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.customer as { id: string };
  };

  it("a customer's page shows its balances, grants, subscription and invoice (billing story)", async () => {
    const customer = await createCustomer({ name: 'Ada Lovelace', email: 'ada@example.test', external_id: 'ada-1' });
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    const grant = await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Welcome credits', amount: '5000', pricing_unit_code: shop.unit.code });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);
    const cash = await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: 'Goodwill', amount: '400', currency_code: 'usd' });
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    // 12,000 output tokens at 0.2 credits per 1,000 tokens = 2.4 credits: 5,000 - 2.4 = 4,997.6 left.
    const event = await h.api.post('/v1/events/ingest', {
      event_name: 'llm.completion',
      idempotency_key: 'evt-1',
      customer_id: customer.id,
      timestamp: h.clock.now().toISOString(),
      properties: { output_tokens: 12000 },
    });
    expect(event.status, JSON.stringify(event.body)).toBe(200);

    const page = await browser.get(`/dashboard/customers/${customer.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Ada Lovelace</h1>');
    expect(page.body).toContain(`4,997.6 ${shop.unit.code}`);
    // 400 minor units of usd = $4.00.
    expect(page.body).toContain('$4.00');
    expect(page.body).toContain('Welcome credits');
    // The subscription names its plan (issue 32: names, not ids or codes), the plan's id on hover.
    expect(page.body).toContain(`title="Plan ${shop.plan.id}, subscription `);
    expect(page.body).toMatch(/">Pro<\/a><\/td>/);
    // The plan's $49.00 monthly fee, billed in advance when the subscription opens its first period.
    expect(page.body).toContain('$49.00');
    expect(page.body).toContain('/invoices/');

    const overview = await browser.get('/dashboard');
    expect(overview.body).toMatch(/id="customer-count">\d+</);
    expect(overview.body).toContain('llm.completion');
    expect(overview.body).toContain('2.4 ');
    // This month (January 2026, UTC): one invoice, the subscription's first, $49.00.
    expect(overview.body).toContain('Billed in January 2026');
    expect(overview.body).toMatch(/id="billed-usd" href="\/dashboard\/invoices" data-cents="4900">[\s\S]*?<span class="value">\$49\.00<\/span>\s*<span class="muted small">1 invoice finalized</);
  });

  it('lists customers newest first with a cursor to the next page, and finds one by external id', async () => {
    for (let i = 0; i < 26; i++) {
      await createCustomer({ name: `Listed ${String(i).padStart(2, '0')}` });
      h.clock.advance(1000);
    }
    const first = await browser.get('/dashboard/customers');
    expect(first.body).toContain('Listed 25');
    expect(first.body).not.toContain('Listed 00');
    const next = /href="(\/dashboard\/customers\?cursor=[^"]+)">Next page/.exec(first.body)?.[1];
    expect(next).toBeDefined();
    const second = await browser.get((next ?? '').replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    expect(second.body).toContain('Listed 00');
    expect(second.body).not.toContain('Listed 25');

    const found = await browser.get('/dashboard/customers?external_id=ada-1');
    expect(found.body).toContain('Ada Lovelace');
    expect(found.body).not.toContain('Listed 00');
    expect((await browser.get('/dashboard/customers?cursor=garbage')).status).toBe(400);
  });

  it("another company's customer is a 404; so is a test customer while the switch is on live", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    const theirs = await createCustomer({ name: 'Not yours' }, other.api);
    const page = await browser.get(`/dashboard/customers/${theirs.id}`);
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('Not yours');
    expect((await browser.get('/dashboard/customers')).body).not.toContain('Not yours');

    const mine = await createCustomer({ name: 'Test only' });
    expect((await browser.get(`/dashboard/customers/${mine.id}`)).status).toBe(200);
    const switched = await browser.submit('/dashboard/customers', '/dashboard/mode', { mode: 'live', return_to: '/dashboard/customers' });
    expect([switched.status, switched.location]).toEqual([303, '/dashboard/customers']);
    const live = await browser.get('/dashboard/customers');
    expect(live.body).not.toContain('Test data: nothing here is live');
    expect(live.body).toContain('Live mode');
    expect(live.body).not.toContain('Test only');
    expect((await browser.get(`/dashboard/customers/${mine.id}`)).status).toBe(404);
    const liveCustomer = await createCustomer({ name: 'Live Larry' }, h.live);
    expect((await browser.get('/dashboard/customers')).body).toContain('Live Larry');
    expect((await browser.get('/dashboard')).body).toMatch(/id="customer-count">1</);

    await browser.submit('/dashboard', '/dashboard/mode', { mode: 'test', return_to: '/dashboard' });
    const back = await browser.get('/dashboard/customers');
    expect(back.body).toContain('Test data: nothing here is live');
    expect(back.body).not.toContain('Live Larry');
    expect((await browser.get(`/dashboard/customers/${liveCustomer.id}`)).status).toBe(404);
  });

  it('the mode switch returns only to dashboard paths', async () => {
    const page = await browser.submit('/dashboard', '/dashboard/mode', { mode: 'test', return_to: 'https://evil.example/' });
    expect(page.location).toBe('/dashboard');
    const slashes = await browser.submit('/dashboard', '/dashboard/mode', { mode: 'test', return_to: '//evil.example/dashboard' });
    expect(slashes.location).toBe('/dashboard');
  });

  it('escapes every customer string (name, email, external id, grant name) on every page', async () => {
    const customer = await createCustomer({ name: XSS, email: 'x@example.test', external_id: XSS, first_name: XSS });
    const sub = await subscribe(h.api, customer.id, shop.plan.id);
    expect((await h.api.post(`/v1/subscriptions/${sub.id}/credit-grants`, { name: XSS, amount: '10', pricing_unit_code: shop.unit.code })).status).toBe(201);
    const ingested = await h.api.post('/v1/events/ingest', {
      event_name: XSS,
      idempotency_key: 'evt-xss',
      customer_id: customer.id,
      timestamp: h.clock.now().toISOString(),
    });
    expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);
    const pages = [
      await browser.get('/dashboard'),
      await browser.get('/dashboard/customers'),
      await browser.get(`/dashboard/customers?external_id=${encodeURIComponent(XSS)}`),
      await browser.get(`/dashboard/customers/${customer.id}`),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    }
  });

  it('a key name and the company name are escaped too', async () => {
    const other = await h.newCompany({ name: XSS });
    const otherBrowser = await signedIn(h, 'xss-owner@example.com', other.company.id);
    const created = await otherBrowser.submit('/dashboard/keys', '/dashboard/keys', { name: XSS, mode: 'test' });
    expect(created.status).toBe(201);
    const list = await otherBrowser.get('/dashboard/keys');
    for (const page of [created, list]) {
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).toContain('&lt;script&gt;');
    }
  });
});
