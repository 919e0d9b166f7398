/**
 * The customer portal: POST /v1/customer-portal-links and the page at /portal/{token}, on both
 * stores, through the API and app.inject as a browser without JavaScript would.
 *
 * The story (company "Acme AI", UTC; harness clock at 2026-01-15T12:00Z):
 *   Pricing unit "credits": 50 credits = 100 cents (a conversion rate of $0.02 per credit).
 *   Plan "Pro" (usd): $49.00/month in advance; 0.2 credits per 1,000 output tokens; a pack of
 *   5,000 credits for $10.00 (1,000 minor units), expiring 1 year after purchase.
 *   Ada subscribes at 12:00 (her first period starts then): invoice of $49.00.
 *   She is granted "Welcome credits": 1,000 credits expiring 2026-03-01.
 *   At 12:30 she uses 1,500,000 tokens: 1,500,000 x 0.2 / 1,000 = 300 credits,
 *   and 500,000 tokens:                    500,000 x 0.2 / 1,000 = 100 credits.
 *   At 13:00 her portal shows:
 *     balance 1,000 - 300 - 100 = 600 credits, worth 600 x 100 / 50 = 1,200 cents = $12.00;
 *     the grant: 1,000 credits granted, 600 left, expires 1 Mar 2026;
 *     usage this period (15 Jan 2026 – 15 Jan 2026): Output tokens 2,000,000, cost 400 credits;
 *     the $49.00 invoice with its hosted page; the pack "5,000 credits for $10.00" to buy.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Client, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupPricingUnit } from '../support/builders.js';
import { setupCustomer, setupShop, subscribe, type Shop } from '../links/builders.js';
import { openPage, pathOf, submitForm, textOf, type Page } from '../links/pages.js';
import { hashToken } from '../../src/modules/links/index.js';

const HOUR = 3_600_000;

function formTokenOf(page: Page): string {
  const match = /name="form_token" value="([^"]+)"/.exec(page.html);
  expect(match, 'the page has a buy form with a form token').not.toBeNull();
  return match?.[1] ?? '';
}

describeEachStore('customer portal', (kind) => {
  let h: Harness;
  let shop: Shop;
  let ada: { id: string };
  let adaSub: { id: string };
  let bob: { id: string };

  const portalLink = async (body: Record<string, unknown>, client: Client = h.api) => {
    const res = await client.post('/v1/customer-portal-links', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.customer_portal_link as { id: string; url: string; customer_id: string; token_expiration: string; return_url: string | null; created_at: string };
  };

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 50 });
    shop = await setupShop(h.api, { name: 'Pro', unit });
    ada = await setupCustomer(h.api, 'Ada Lovelace');
    adaSub = await subscribe(h.api, ada.id, shop.plan.id);
    await grant(h.api, adaSub.id, { name: 'Welcome credits', amount: '1000', pricing_unit_code: 'credits', expires_at: '2026-03-01T00:00:00Z' });
    h.clock.set('2026-01-15T12:30:00.000Z');
    for (const tokens of [1_500_000, 500_000]) {
      const res = await h.api.post('/v1/events/ingest', ingestBody(ada.id, 'llm.completion', { output_tokens: tokens }, { timestamp: '2026-01-15T12:30:00Z' }));
      expect(res.body.status, JSON.stringify(res.body)).toBe('inserted');
    }
    // Bob: another customer of the same company, with his own grant and subscription.
    bob = await setupCustomer(h.api, 'Bob Builder');
    const bobSub = await subscribe(h.api, bob.id, shop.plan.id);
    await grant(h.api, bobSub.id, { name: 'Bob only credits', amount: '777', pricing_unit_code: 'credits' });
    h.clock.set('2026-01-15T13:00:00.000Z');
  });
  afterAll(() => h.close());

  it('creates a one-hour link: 201 with the contract fields, the url on PUBLIC_BASE_URL', async () => {
    const res = await h.api.post('/v1/customer-portal-links', { customer_id: ada.id, return_url: 'https://app.example.test/account' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(Object.keys(res.body)).toEqual(['success', 'customer_portal_link', 'request_id']);
    const link = res.body.customer_portal_link;
    expect(Object.keys(link)).toEqual(['id', 'customer_id', 'url', 'token_expiration', 'return_url', 'created_at', 'plan_change_timing']);
    expect(link).toMatchObject({ customer_id: ada.id, return_url: 'https://app.example.test/account', created_at: '2026-01-15T13:00:00.000Z', token_expiration: '2026-01-15T14:00:00.000Z' });
    expect(link.url).toMatch(/^http:\/\/meterline\.test\/portal\/[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const token = link.url.split('/').pop() as string;
    const row = await h.testStore.store.db.selectFrom('portal_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ company_id: h.company.id, mode: 'test', customer_id: ada.id, token_hash: hashToken(token) });
    expect((await portalLink({ customer_id: ada.id })).return_url).toBeNull();
    // A plan change made on the portal takes effect now unless the link says at period end (issue 32).
    expect(link.plan_change_timing).toBe('now');
    expect(row.plan_change_timing).toBe('now');
    const later = await h.api.post('/v1/customer-portal-links', { customer_id: ada.id, plan_change_timing: 'end_of_period' });
    expect(later.body.customer_portal_link.plan_change_timing).toBe('end_of_period');
    const bad = await h.api.post('/v1/customer-portal-links', { customer_id: ada.id, plan_change_timing: 'tomorrow' });
    expect([bad.status, bad.body.error.details[0].path]).toEqual([400, 'body.plan_change_timing']);
  });

  it('refuses an unknown customer (404), a bad return_url (400), and nothing is stored', async () => {
    const before = await h.testStore.store.db.selectFrom('portal_links').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const unknown = await h.api.post('/v1/customer-portal-links', { customer_id: 'cus_nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    const bad = await h.api.post('/v1/customer-portal-links', { customer_id: ada.id, return_url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    const missing = await h.api.post('/v1/customer-portal-links', {});
    expect(missing.status).toBe(400);
    const after = await h.testStore.store.db.selectFrom('portal_links').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("another company's customer, or the other mode's, is a 404", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    expect((await other.api.post('/v1/customer-portal-links', { customer_id: ada.id })).status).toBe(404);
    expect((await h.live.post('/v1/customer-portal-links', { customer_id: ada.id })).status).toBe(404);
  });

  it('shows balances and their worth, the grant, usage by product (chart and table), the subscription, the invoice and the pack', async () => {
    const link = await portalLink({ customer_id: ada.id, return_url: 'https://app.example.test/account' });
    const page = await openPage(h, pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.html).not.toContain('<script');
    const text = textOf(page);
    expect(text).toContain('Acme AI');
    expect(text).toContain('Ada Lovelace');
    // 1,000 - 300 - 100 = 600 credits, worth 600 x 100 / 50 = 1,200 cents.
    expect(text).toMatch(/credits 600 credits \$12\.00/);
    // The grant: 1,000 granted, 600 left, expires 1 Mar 2026.
    expect(text).toMatch(/Welcome credits Active 1,000 credits 600 credits Expires 1 Mar 2026/);
    // Usage: 1,500,000 + 500,000 tokens, 300 + 100 credits.
    expect(text).toContain('15 Jan 2026 – 15 Feb 2026');
    expect(text).toMatch(/Output tokens 2,000,000 400 credits/);
    expect(page.html).toMatch(/<rect class="bar" [^>]*width="100%"/);
    // The subscription renews a month after it started; the $49.00 invoice links to its hosted page.
    expect(text).toMatch(/Pro Active Renews 15 Feb 2026/);
    const invoices = (await h.api.get('/v1/invoices', { customer_id: ada.id })).body.invoices as Array<{ public_invoice_url: string; total_cents: number; invoice_number: string }>;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]?.total_cents).toBe(4900);
    expect(page.html).toContain(`href="${invoices[0]?.public_invoice_url}"`);
    expect(text).toContain(`${invoices[0]?.invoice_number} 15 Jan 2026`);
    expect(text).toContain('$49.00');
    expect(text).toContain('5,000 credits for $10.00');
    expect(text).toContain('Credits expire 1 year after purchase.');
    expect(page.html).toContain('href="https://app.example.test/account"');
    expect(text).toContain('Test mode');
    // Nothing of Bob.
    expect(text).not.toContain('Bob');
    expect(text).not.toContain('777');
  });

  it('is reusable within the hour and 410 once it has passed (harness clock)', async () => {
    const link = await portalLink({ customer_id: ada.id, return_url: 'https://app.example.test/account' });
    const path = pathOf(link.url);
    expect((await openPage(h, path)).status).toBe(200);
    h.clock.advance(HOUR - 1);
    expect((await openPage(h, path)).status).toBe(200);
    h.clock.advance(1);
    const gone = await openPage(h, path);
    expect(gone.status).toBe(410);
    expect(textOf(gone)).toContain('This link has expired');
    expect(gone.html).toContain('href="https://app.example.test/account"');
    const buy = await submitForm(h, `${path}/buy`, { form_token: 'x', subscription_id: adaSub.id, credit_pack_id: shop.pack.id });
    expect(buy.status).toBe(410);
    h.clock.set('2026-01-15T13:00:00.000Z');
  });

  it('an unknown token is a 404 page', async () => {
    expect((await openPage(h, '/portal/nope')).status).toBe(404);
    expect((await openPage(h, `/portal/${'a'.repeat(43)}`)).status).toBe(404);
    expect((await openPage(h, `/portal/${'a'.repeat(43)}/more`)).status).toBe(404);
  });

  it('Buy: a checkout link for the pack, 303 to its page, back to the portal after paying', async () => {
    const link = await portalLink({ customer_id: ada.id });
    const path = pathOf(link.url);
    const page = await openPage(h, path);
    const res = await submitForm(h, `${path}/buy`, { form_token: formTokenOf(page), subscription_id: adaSub.id, credit_pack_id: shop.pack.id });
    expect(res.status).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/checkout\/[A-Za-z0-9_-]{43}$/);
    const checkout = await h.testStore.store.db.selectFrom('checkout_links').selectAll().where('subscription_id', '=', adaSub.id).executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({ credit_pack_id: shop.pack.id, quantity: null, success_url: link.url, back_url: link.url, status: 'open' });
    expect((await openPage(h, location)).status).toBe(200);
  });

  it('refuses a post without the form token, with a forged one, or from another site (403), and another customer’s subscription (404)', async () => {
    const link = await portalLink({ customer_id: ada.id });
    const path = pathOf(link.url);
    const other = await portalLink({ customer_id: ada.id });
    const countLinks = async () => Number((await h.testStore.store.db.selectFrom('checkout_links').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await countLinks();
    const fields = { subscription_id: adaSub.id, credit_pack_id: shop.pack.id };
    expect((await submitForm(h, `${path}/buy`, fields)).status).toBe(403);
    expect((await submitForm(h, `${path}/buy`, { ...fields, form_token: 'abc.def' })).status).toBe(403);
    // A form token of another portal link does not verify here.
    const otherToken = formTokenOf(await openPage(h, pathOf(other.url)));
    expect((await submitForm(h, `${path}/buy`, { ...fields, form_token: otherToken })).status).toBe(403);
    const token = formTokenOf(await openPage(h, path));
    const crossSite = await h.app.inject({
      method: 'POST',
      url: `${path}/buy`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ ...fields, form_token: token }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    // Bob's subscription through Ada's portal: not available, nothing made.
    const bobSubs = (await h.api.get('/v1/subscriptions', { customer_id: bob.id })).body.subscriptions as Array<{ id: string }>;
    expect((await submitForm(h, `${path}/buy`, { form_token: token, subscription_id: bobSubs[0]?.id ?? '', credit_pack_id: shop.pack.id })).status).toBe(404);
    expect((await submitForm(h, `${path}/buy`, { form_token: token, subscription_id: adaSub.id, credit_pack_id: 'pack_nope' })).status).toBe(404);
    expect(await countLinks()).toBe(before);
  });

  it('a pack ended after the page was shown: no Buy button any more, and the old form gets a 409 page, no checkout link', async () => {
    const created = await h.api.post(`/v1/plans/${shop.plan.id}/credit-packs`, { code: 'big_pack', pricing_unit_id: shop.unit.id, money_minor: 5000, unit_amount: 30000 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const bigPack = created.body.credit_pack as { id: string };
    const link = await portalLink({ customer_id: ada.id });
    const path = pathOf(link.url);
    const page = await openPage(h, path);
    expect(textOf(page)).toContain('30,000 credits for $50.00');
    const ended = await h.api.post(`/v1/credit-packs/${bigPack.id}`, { active: false });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(textOf(await openPage(h, path))).not.toContain('30,000 credits for $50.00');
    const res = await submitForm(h, `${path}/buy`, { form_token: formTokenOf(page), subscription_id: adaSub.id, credit_pack_id: bigPack.id });
    expect(res.status).toBe(409);
    expect(textOf(res)).toContain('This credit pack is no longer sold.');
    const links = await h.testStore.store.db.selectFrom('checkout_links').selectAll().where('credit_pack_id', '=', bigPack.id).execute();
    expect(links).toEqual([]);
  });

  it('escapes every customer-supplied string: customer, plan, pricing unit, product and grant names, and the return URL', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const unitRes = await h.api.post('/v1/pricing-units', { code: 'xss_unit', name: `<script>alert("unit")</script>` });
    expect(unitRes.status, JSON.stringify(unitRes.body)).toBe(201);
    const evilShop = await setupShop(h.api, { name: `<script>alert("plan")</script>`, unit: unitRes.body.pricing_unit });
    const customer = await setupCustomer(h.api, `<script>alert("customer")</script>`);
    const sub = await subscribe(h.api, customer.id, evilShop.plan.id);
    await grant(h.api, sub.id, { name: evil, amount: '10', pricing_unit_code: 'xss_unit' });
    const fee = await h.api.post(`/v1/plans/${evilShop.plan.id}/fees`, {
      product: { name: '<svg onload=alert("product")>', billable_metric: { expression: { event_name: 'evil.call', aggregation: 'count' } } },
      price: { pricing_model: 'per_unit', amount: 1, pricing_unit_id: unitRes.body.pricing_unit.id },
    });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const used = await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'evil.call', {}, { timestamp: '2026-01-15T13:00:00Z' }));
    expect(used.body.status, JSON.stringify(used.body)).toBe('inserted');
    const link = await portalLink({ customer_id: customer.id, return_url: 'https://app.example.test/?a="><script>alert(2)</script>' });
    const page = await openPage(h, pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<img');
    expect(page.html).toContain('&lt;script&gt;alert(&quot;customer&quot;)&lt;/script&gt;');
    expect(page.html).toContain('&lt;script&gt;alert(&quot;plan&quot;)&lt;/script&gt;');
    expect(page.html).toContain('&lt;script&gt;alert(&quot;unit&quot;)&lt;/script&gt;');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.html).not.toContain('<svg onload');
    expect(page.html).toContain('&lt;svg onload=alert(&quot;product&quot;)&gt;');
    expect(page.html).toContain('href="https://app.example.test/?a=&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
  });
});

describeEachStore('customer portal on the test clock', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
  });
  afterAll(() => h.close());

  it("runs at the company's test clock: moved two hours ahead by a billing run, the link has expired though real time has not moved", async () => {
    const customer = await setupCustomer(h.api, 'Tess');
    const res = await h.api.post('/v1/customer-portal-links', { customer_id: customer.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const path = pathOf(res.body.customer_portal_link.url);
    expect((await openPage(h, path)).status).toBe(200);
    const run = await h.api.post('/v1/billing/run', { as_of: '2026-01-15T14:00:00Z' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect((await openPage(h, path)).status).toBe(410);
    // A customer with no subscription: usage over the last 30 days, empty sections say so.
    const fresh = await h.api.post('/v1/customer-portal-links', { customer_id: customer.id });
    const page = await openPage(h, pathOf(fresh.body.customer_portal_link.url));
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('16 Dec 2025 – 15 Jan 2026');
    expect(text).toContain('No usage in this period.');
    expect(text).toContain('No subscriptions.');
    expect(text).toContain('No invoices yet.');
  });
});
