/**
 * The dashboard's data pages over a billing story: the events page (filters, each charge naming
 * its fee), the customer search (name, email, external id; never another company's or mode's
 * customer; LIKE wildcards in the search taken literally), the overview's daily chart numbers
 * against totals computed by hand, the customers in overdraft, and stored XSS on these pages.
 *
 * The story (company in America/New_York, UTC-5 in January; Pro: 0.2 credits per 1,000 output
 * tokens; both customers subscribed at 2026-01-15 12:00Z, Grace granted 10 credits):
 *   2026-01-15 13:00Z (Jan 15 08:00 local) Grace 10,000 tokens -> 10,000 x 0.2 / 1,000 = 2 credits
 *   2026-01-15 13:00Z (Jan 15 08:00 local) Alan   5,000 tokens ->                      1 credit
 *   2026-01-16 03:00Z (Jan 15 22:00 local) Grace page.view (no fee)                 -> free
 *   2026-01-16 15:00Z (Jan 16 10:00 local) Grace 25,000 tokens ->                      5 credits
 *   2026-01-17 14:00Z (Jan 17 09:00 local) Alan   2,500 tokens ->                      0.5 credits
 * Local days: Jan 15: 3 events, 2 + 1 = 3 credits; Jan 16: 1 event, 5 credits; Jan 17: 1 event,
 * 0.5 credits (by UTC days Jan 15 and 16 would hold 2 events each: the grouping is local).
 * Balances: Grace 10 - 2 - 5 = 3 credits; Alan 0 - 1 - 0.5 = -1.5 credits (overdraft).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupShop, subscribe, type Shop } from '../links/builders.js';
import { deliverDueWebhooks } from '../../src/modules/webhooks/index.js';
import { startReceiver } from '../webhooks/receiver.js';
import { signedIn, type Browser } from './browser.js';

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

/** The rows of a chart's table: label -> data-value. */
function chartRows(html: string, tableId: string): Map<string, string> {
  const start = html.indexOf(`id="${tableId}"`);
  expect(start, `no table ${tableId}`).toBeGreaterThan(-1);
  const table = html.slice(start, html.indexOf('</table>', start));
  return new Map([...table.matchAll(/<tr data-label="([^"]*)" data-value="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

describeEachStore('dashboard data pages', (kind) => {
  /** How many events a dashboard events page lists. */
  const rowsOf = async (url: string) => {
    const page = await browser.get(url);
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    return (page.body.match(/<tr data-event-id=/g) ?? []).length;
  };
  let h: Harness;
  let browser: Browser;
  let shop: Shop;
  let grace: { id: string };
  let alan: { id: string };
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI', timezone: 'America/New_York' } });
    shop = await setupShop(h.api, { name: 'Pro' });
    const create = async (body: Record<string, unknown>) => {
      const res = await h.api.post('/v1/customers', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.customer as { id: string };
    };
    grace = await create({ name: 'Grace Hopper', email: 'grace@navy.test', external_id: 'gh-100' });
    alan = await create({ name: 'Alan Turing', email: 'alan@bletchley.test', external_id: 'at-200' });
    const graceSub = await subscribe(h.api, grace.id, shop.plan.id);
    await subscribe(h.api, alan.id, shop.plan.id);
    const grant = await h.api.post(`/v1/subscriptions/${graceSub.id}/credit-grants`, { name: 'Welcome', amount: '10', pricing_unit_code: shop.unit.code });
    expect(grant.status, JSON.stringify(grant.body)).toBe(201);
    const ingest = async (at: string, key: string, customerId: string, name: string, tokens?: number) => {
      h.clock.set(new Date(at));
      const res = await h.api.post('/v1/events/ingest', {
        event_name: name,
        idempotency_key: key,
        customer_id: customerId,
        timestamp: at,
        ...(tokens === undefined ? {} : { properties: { output_tokens: tokens } }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    await ingest('2026-01-15T13:00:00.000Z', 'g1', grace.id, 'llm.completion', 10000);
    await ingest('2026-01-15T13:00:00.000Z', 'a1', alan.id, 'llm.completion', 5000);
    await ingest('2026-01-16T03:00:00.000Z', 'g2', grace.id, 'page.view');
    await ingest('2026-01-16T15:00:00.000Z', 'g3', grace.id, 'llm.completion', 25000);
    await ingest('2026-01-17T14:00:00.000Z', 'a2', alan.id, 'llm.completion', 2500);
    h.clock.set(new Date('2026-01-17T18:00:00.000Z'));
    // Signed in after the clock moved: sessions expire by the same clock.
    browser = await signedIn(h, 'data@example.com');
  });
  afterAll(() => h.close());

  it("the overview's daily chart equals the hand-computed local-day totals, and lists Alan in overdraft", async () => {
    const page = await browser.get('/dashboard');
    expect(page.status).toBe(200);
    const events = chartRows(page.body, 'events-per-day-table');
    // 30 local days, Dec 19 to Jan 17 (today in New York).
    expect(events.size).toBe(30);
    expect([...events.keys()][0]).toBe('2025-12-19');
    expect(events.get('2026-01-15')).toBe('3');
    expect(events.get('2026-01-16')).toBe('1');
    expect(events.get('2026-01-17')).toBe('1');
    expect(events.get('2026-01-14')).toBe('0');
    const credits = chartRows(page.body, 'charges-per-day-1-table');
    expect(credits.get('2026-01-15')).toBe('3');
    expect(credits.get('2026-01-16')).toBe('5');
    expect(credits.get('2026-01-17')).toBe('0.5');
    expect(credits.get('2026-01-14')).toBe('0');
    expect(page.body).toContain(`Charged per day in ${shop.unit.code}, last 30 days`);
    expect(page.body).toContain('<svg id="charges-per-day-1" class="chart" role="img" aria-labelledby="charges-per-day-1-title"');
    expect(page.body).toContain(`<title>2026-01-16: 5 ${shop.unit.code}</title>`);
    // Grace's page view matched no fee: the one event with nothing charged, linked to the events page.
    expect(page.body).toContain('<a href="/dashboard/events?from=2025-12-19&amp;to=2026-01-17&amp;outcome=free">1 event with nothing charged</a>');
    expect(await rowsOf('/dashboard/events?from=2025-12-19&to=2026-01-17&outcome=free')).toBe(1);
    // Billed this month: two subscriptions' $49.00 in advance = $98.00.
    expect(page.body).toMatch(/id="billed-usd" href="\/dashboard\/invoices" data-cents="9800">[\s\S]*?<span class="value">\$98\.00<\/span>\s*<span class="muted small">2 invoices finalized</);

    const start = page.body.indexOf('id="overdrafts"');
    const overdrafts = page.body.slice(start, page.body.indexOf('<div class="card"', start));
    expect(overdrafts).toContain('Alan Turing');
    expect(overdrafts).toContain(`-1.5 ${shop.unit.code}`);
    expect(overdrafts).not.toContain('Grace Hopper');
  });

  it('the events page shows each event with its cost and the fee that priced it, and filters', async () => {
    const all = await browser.get('/dashboard/events');
    expect(all.status).toBe(200);
    expect((all.body.match(/<tr data-event-id=/g) ?? []).length).toBe(5);
    expect(all.body).toContain('Output tokens (fee ');
    expect(all.body).toMatch(/Output tokens \(fee [^)]+\): 25000 for 5 credits_/);
    expect(all.body).toContain('No fee matched');
    expect(all.body).toContain(`href="/dashboard/customers/${alan.id}" title="${alan.id}">Alan Turing</a>`);
    expect(all.body).toContain('aria-current="page">Events</a>');

    const rows = (query: string) => rowsOf(`/dashboard/events?${query}`);
    expect(await rows(`customer_id=${alan.id}`)).toBe(2);
    expect(await rows('event_name=page.view')).toBe(1);
    expect(await rows('outcome=free')).toBe(1);
    expect(await rows('outcome=charged')).toBe(4);
    // Jan 16 in New York is 05:00Z Jan 16 to 05:00Z Jan 17: only Grace's 25,000 tokens (the
    // page view at 03:00Z Jan 16 was still Jan 15 there).
    expect(await rows('from=2026-01-16&to=2026-01-16')).toBe(1);
    expect(await rows('from=2026-01-15&to=2026-01-15')).toBe(3);
    expect(await rows(`customer_id=${grace.id}&outcome=charged&from=2026-01-16`)).toBe(1);

    const bad = await browser.get('/dashboard/events?from=yesterday&outcome=refused');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('From must be a day');
    expect(bad.body).toContain('Outcome must be charged or free');
  });

  it('pages through search results with the cursor, keeping the search', async () => {
    for (let i = 0; i < 27; i++) {
      expect((await h.api.post('/v1/customers', { name: `Paged ${String(i).padStart(2, '0')}` })).status).toBe(201);
      h.clock.advance(1000);
    }
    const first = await browser.get('/dashboard/customers?q=paged');
    expect(first.body).toContain('Paged 26');
    expect(first.body).not.toContain('Paged 01');
    expect(first.body).not.toContain('Grace Hopper');
    const next = /href="(\/dashboard\/customers\?q=paged&amp;cursor=[^"]+)">Next page/.exec(first.body)?.[1];
    expect(next).toBeDefined();
    const second = await browser.get((next ?? '').replace(/&amp;/g, '&'));
    expect(second.body).toContain('Paged 00');
    expect(second.body).toContain('Paged 01');
    expect(second.body).not.toContain('Paged 02');
    expect(second.body).toContain('href="/dashboard/customers?q=paged">First page');
  });

  it('finds customers by name, email or external id, case-insensitively for name and email', async () => {
    const search = async (q: string) => (await browser.get(`/dashboard/customers?q=${encodeURIComponent(q)}`)).body;
    expect(await search('GRACE')).toContain('Grace Hopper');
    expect(await search('hop')).not.toContain('Alan Turing');
    expect(await search('Bletchley.TEST')).toContain('Alan Turing');
    expect(await search('at-2')).toContain('Alan Turing');
    expect(await search('at-200')).toContain('Alan Turing');
    expect(await search('gh-100')).toContain('Grace Hopper');
    // External ids match exactly from their start: neither a middle piece nor another case.
    expect(await search('200')).not.toContain('Alan Turing');
    expect(await search('AT-2')).not.toContain('Alan Turing');
    expect(await search('nobody')).toContain('No customers match this search');
  });

  it('takes %, _ and ! in a search literally', async () => {
    for (const name of ['100% Real', '100x Real', 'snake_case', 'snakeXcase', 'bang!', 'bang']) {
      expect((await h.api.post('/v1/customers', { name })).status).toBe(201);
    }
    const names = async (q: string) => [...(await browser.get(`/dashboard/customers?q=${encodeURIComponent(q)}`)).body.matchAll(/">([^<]+)<\/a><\/td>/g)].map((m) => m[1]);
    expect(await names('100%')).toEqual(['100% Real']);
    expect(await names('e_c')).toEqual(['snake_case']);
    expect(await names('g!')).toEqual(['bang!']);
    expect(await names('%')).toEqual(['100% Real']);
  });

  it("never finds another company's customer, nor one of the other mode", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    expect((await other.api.post('/v1/customers', { name: 'Grace Elsewhere', email: 'grace@other.test', external_id: 'gh-100x' })).status).toBe(201);
    expect((await h.live.post('/v1/customers', { name: 'Grace Live', email: 'grace@live.test', external_id: 'gh-100-live' })).status).toBe(201);
    const body = (await browser.get('/dashboard/customers?q=gh-100')).body;
    expect(body).toContain('Grace Hopper');
    expect(body).not.toContain('Grace Elsewhere');
    expect(body).not.toContain('Grace Live');
    const byName = (await browser.get('/dashboard/customers?q=grace')).body;
    expect(byName).not.toContain('Grace Elsewhere');
    expect(byName).not.toContain('Grace Live');
    // Nor another company's events, by customer id.
    expect((await browser.get(`/dashboard/events?customer_id=${grace.id}`)).body).toContain('llm.completion');
    const otherBrowser = await signedIn(h, 'other-data@example.com', other.company.id);
    const theirs = await otherBrowser.get(`/dashboard/events?customer_id=${grace.id}`);
    expect(theirs.body).toContain('No events match');
    expect((await otherBrowser.get('/dashboard')).body).not.toContain('Alan Turing');
  });

  it("the customer page draws the current period's usage by product", async () => {
    const page = await browser.get(`/dashboard/customers/${grace.id}`);
    expect(page.status).toBe(200);
    // Grace this period: 10,000 + 25,000 = 35,000 tokens, 2 + 5 = 7 credits.
    const rows = chartRows(page.body, 'usage-by-product-1-table');
    expect(rows.get('Output tokens')).toBe('7');
    expect(page.body).toContain(`7 ${shop.unit.code} for 35000`);
    expect(page.body).toContain('current billing period');
    expect(page.body).toContain('role="img"');
  });


  it("the customer page lists the customer's recent events with their cost and charges, and no one else's", async () => {
    const page = await browser.get(`/dashboard/customers/${alan.id}`);
    expect(page.status).toBe(200);
    const start = page.body.indexOf('id="recent-events"');
    expect(start).toBeGreaterThan(-1);
    const table = page.body.slice(start, page.body.indexOf('</table>', start));
    // Alan's two events, newest first: 2,500 tokens -> 0.5 credits, then 5,000 tokens -> 1 credit.
    expect((table.match(/<tr data-event-id=/g) ?? []).length).toBe(2);
    expect(table).toMatch(/Output tokens \(fee [^)]+\): 2500 for 0\.5 credits_/);
    expect(table).toMatch(/Output tokens \(fee [^)]+\): 5000 for 1 credits_/);
    expect(table.indexOf('2500 for')).toBeLessThan(table.indexOf('5000 for'));
    expect(table).not.toContain('25000');
    expect(page.body).toContain(`href="/dashboard/events?customer_id=${alan.id}"`);
  });
  it("lists the webhook deliveries that failed, with the endpoint's last answer, for its own company only", async () => {
    const receiver = await startReceiver();
    try {
      receiver.answer(() => 500);
      const shop2 = await h.newCompany({ name: 'Hooks Co' });
      const endpoint = await shop2.api.post('/v1/webhook-endpoints', { url: `${receiver.url}/hooks`, event_types: ['customer.created'] });
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(201);
      expect((await shop2.api.post('/v1/customers', { name: 'Hooked' })).status).toBe(201);
      const result = await deliverDueWebhooks({ store: h.testStore.store, clock: h.clock, config: h.config }, { random: () => 0.5 });
      expect(result.failed).toBeGreaterThanOrEqual(1);
      const theirs = await signedIn(h, 'hooks@example.com', shop2.company.id);
      const page = await theirs.get('/dashboard');
      const card = page.body.slice(page.body.indexOf('id="failed-deliveries"'));
      expect(page.body).toContain('Webhook deliveries that failed');
      expect(card).toContain(`${receiver.url}/hooks`);
      expect(card).toContain('customer.created');
      expect(card).toContain('HTTP 500');
      expect(card).toContain('Retrying');
      await shop2.api.post(`/v1/webhook-endpoints/${endpoint.body.webhook_endpoint.id}`, { status: 'disabled' });
      expect((await browser.get('/dashboard')).body).not.toContain('Webhook deliveries that failed');
    } finally {
      await receiver.close();
    }
  });

  it('a customer without a subscription is charted over the calendar month', async () => {
    const res = await h.api.post('/v1/customers', { name: 'No Plan' });
    const page = await browser.get(`/dashboard/customers/${res.body.customer.id}`);
    expect(page.status).toBe(200);
    // January 2026 in New York: 2026-01-01 05:00Z to 2026-02-01 05:00Z.
    expect(page.body).toContain('calendar month January 2026 (2026-01-01 05:00 UTC to 2026-02-01 05:00 UTC)');
    expect(page.body).toContain('No usage in this period.');
  });

  it('escapes customer names, emails, event names and properties on the data pages', async () => {
    const res = await h.api.post('/v1/customers', { name: XSS, email: "o'neil&co@example.test", external_id: XSS });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.customer.id as string;
    await subscribe(h.api, id, shop.plan.id);
    const ingested = await h.api.post('/v1/events/ingest', {
      event_name: XSS,
      idempotency_key: 'xss-1',
      customer_id: id,
      timestamp: h.clock.now().toISOString(),
      properties: { note: XSS, output_tokens: 1000 },
    });
    expect(ingested.status, JSON.stringify(ingested.body)).toBe(200);
    const pages = [
      await browser.get('/dashboard'),
      await browser.get('/dashboard/events'),
      await browser.get(`/dashboard/events?event_name=${encodeURIComponent(XSS)}&customer_id=${encodeURIComponent(XSS)}`),
      await browser.get(`/dashboard/customers?q=${encodeURIComponent(XSS)}`),
      await browser.get(`/dashboard/customers?q=${encodeURIComponent("o'neil&co")}`),
      await browser.get(`/dashboard/customers/${id}`),
    ];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('<script>alert');
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).toContain(ESCAPED);
    }
    expect(pages[4]?.body).toContain('o&#39;neil&amp;co@example.test');
    expect(pages[1]?.body).toContain('&quot;note&quot;:&quot;&lt;script&gt;');
  });
});
