/**
 * Issue 32, item 4: the dashboard's lists name customers and plans (their ids on hover), and its
 * filters pick a customer or plan by name, resolved on the server through the owning module's
 * search. Grace Hopper and Grace Kelly share "Grace"; Alan Turing is alone. Grace Hopper is on
 * "Pro" (code pro_...), Alan on "Team".
 *
 * - one match, or one whose name is exactly the text, filters the list;
 * - several are offered as links (each filters by its id), and the list waits;
 * - none is said;
 * - a link's `customer_id` filters by that id and shows the name in the box; a form keeps the id
 *   while the box still shows that name, and the typed text wins once it differs.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupShop, subscribe, type Shop } from '../links/builders.js';
import { ingestBody } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { signedIn, type Browser } from './browser.js';

describeEachStore('dashboard filters by name', (kind) => {
  let h: Harness;
  let browser: Browser;
  let pro: Shop;
  let team: Shop;
  const ids = { hopper: '', kelly: '', alan: '' };

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'names@example.com');
    pro = await setupShop(h.api, { name: 'Pro' });
    team = await setupShop(h.api, { name: 'Team' });
    for (const [key, name, email] of [['hopper', 'Grace Hopper', 'grace@navy.test'], ['kelly', 'Grace Kelly', 'grace@monaco.test'], ['alan', 'Alan Turing', 'alan@bletchley.test']] as const) {
      ids[key] = (await h.api.post('/v1/customers', { name, email })).body.customer.id;
    }
    await subscribe(h.api, ids.hopper, pro.plan.id);
    await subscribe(h.api, ids.alan, team.plan.id);
    for (const id of [ids.hopper, ids.alan]) expect((await h.api.post('/v1/events/ingest', ingestBody(id, 'llm.completion', { output_tokens: 1000 }))).status).toBe(200);
  });
  afterAll(() => h.close());

  const rowsOf = (html: string, table: string) => (new RegExp(`<table class="stack" id="${table}">([\\s\\S]*?)</table>`).exec(html)?.[1] ?? '').split('<tr').length - 2;

  it('lists name customers and plans, their ids on hover', async () => {
    const subscriptions = (await browser.get('/dashboard/subscriptions')).body;
    expect(subscriptions).toContain(`title="${ids.hopper}">Grace Hopper</a>`);
    expect(subscriptions).toContain(`title="${pro.plan.id}">Pro</a>`);
    const events = (await browser.get('/dashboard/events')).body;
    expect(events).toContain(`title="${ids.alan}">Alan Turing</a>`);
    const overview = (await browser.get('/dashboard')).body;
    expect(overview).toContain(`title="${ids.hopper}">Grace Hopper</a>`);
    expect(overview).not.toContain(`>${ids.hopper}</a>`);
    const customer = (await browser.get(`/dashboard/customers/${ids.hopper}`)).body;
    expect(customer).toMatch(/title="Plan [^"]+">Pro<\/a>/);
  });

  it('filters subscriptions by a customer and a plan typed by name', async () => {
    const alan = await browser.get('/dashboard/subscriptions?customer=alan&plan=&customer_id=&plan_id=');
    expect(alan.status).toBe(200);
    expect(rowsOf(alan.body, 'subscriptions')).toBe(1);
    expect(alan.body).toContain('value="Alan Turing"');
    expect(alan.body).toContain(`name="customer_id" value="${ids.alan}"`);
    // By the plan's code.
    const byCode = await browser.get(`/dashboard/subscriptions?plan=${encodeURIComponent(team.plan.plan_code.toUpperCase())}`);
    expect(byCode.body).toContain('value="Team"');
    expect(rowsOf(byCode.body, 'subscriptions')).toBe(1);
    expect(byCode.body).toContain('Alan Turing');
    expect(byCode.body).not.toContain('>Grace Hopper<');
  });

  it('offers the matches of an ambiguous name as links, and says when none matches', async () => {
    const grace = await browser.get('/dashboard/invoices?customer=grace');
    expect(grace.status).toBe(200);
    expect(grace.body).toContain('Several match “grace”: pick one.');
    expect(grace.body).toContain(`href="/dashboard/invoices?customer_id=${ids.hopper}"`);
    expect(grace.body).toContain(`href="/dashboard/invoices?customer_id=${ids.kelly}"`);
    expect(grace.body).not.toContain('id="invoices"');
    // Exactly one's name: picked even though "Grace" matches both.
    const exact = await browser.get('/dashboard/invoices?customer=grace%20hopper');
    expect(exact.body).not.toContain('Several match');
    expect(rowsOf(exact.body, 'invoices')).toBe(1);
    const nobody = await browser.get('/dashboard/events?customer=Ada');
    expect(nobody.status).toBe(200);
    expect(nobody.body).toContain('No customer matches “Ada”.');
    expect(nobody.body).toContain('No events match.');
  });

  it('keeps a picked id while the box shows its name, and searches again once the text changes', async () => {
    const kept = await browser.get(`/dashboard/events?customer=Grace%20Hopper&customer_id=${ids.hopper}`);
    expect(rowsOf(kept.body, 'events')).toBe(1);
    expect(kept.body).toContain('value="Grace Hopper"');
    const changed = await browser.get(`/dashboard/events?customer=Alan&customer_id=${ids.hopper}`);
    expect(changed.body).toContain('value="Alan Turing"');
    expect(changed.body).toContain(`title="${ids.alan}">Alan Turing</a>`);
    expect(changed.body).not.toContain(`title="${ids.hopper}">Grace Hopper</a>`);
    const cleared = await browser.get(`/dashboard/events?customer=&customer_id=${ids.hopper}`);
    expect(rowsOf(cleared.body, 'events')).toBe(2);
    // A link names the id alone.
    const linked = await browser.get(`/dashboard/events?customer_id=${ids.alan}`);
    expect(linked.body).toContain('value="Alan Turing"');
    expect(rowsOf(linked.body, 'events')).toBe(1);
  });
});
