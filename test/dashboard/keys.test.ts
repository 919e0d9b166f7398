/**
 * /dashboard/keys: a key created on the page works against the API and is shown once; the list
 * never shows a whole key; revoking (after the confirmation page) makes the API refuse it; another
 * company's key cannot be revoked from here. Live keys are an owner's: a member creates and revokes
 * test keys only, and gets the owner-only 403 page for a live key's create or revoke.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { Browser, csrfOf, dashboardUser, signedIn } from './browser.js';

describeEachStore('dashboard API keys', (kind) => {
  let h: Harness;
  let browser: Browser;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'keys@example.com');
  });
  afterAll(() => h.close());

  const newKeyOf = (html: string) => /<code class="secret" id="new-key">(ak_(?:test|live)_[A-Za-z0-9]{32})<\/code>/.exec(html)?.[1];

  it('the page has the Name field, the Mode choice (Test, Live) and the Create key button', async () => {
    const page = await browser.get('/dashboard/keys');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="key-name">Name</label>');
    expect(page.body).toContain('<label for="key-mode">Mode</label>');
    expect(page.body).toMatch(/<option value="test" selected>Test<\/option>\s*<option value="live">Live<\/option>/);
    expect(page.body).toContain('>Create key</button>');
    expect(page.body).toContain('<td data-label="Last used">Never</td>');
  });

  it('creates a test key shown once, which the API accepts; the list shows its first characters only', async () => {
    const created = await browser.submit('/dashboard/keys', '/dashboard/keys', { name: 'Backend', mode: 'test' });
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const key = newKeyOf(created.body);
    expect(key).toMatch(/^ak_test_/);
    expect(created.body).toContain('It will not be shown again');
    expect(created.body).toContain('data-copy="new-key"');
    const customers = await h.client(key ?? '').get('/v1/customers');
    expect(customers.status).toBe(200);

    const list = await browser.get('/dashboard/keys');
    expect(list.body).not.toContain(key);
    expect(list.body).toContain(`<code>${(key ?? '').slice(0, 12)}...</code>`);
    expect(list.body).toContain('Backend');
  });

  it('creates a live key when Live is chosen; a mode that is neither is a 400 and creates nothing', async () => {
    const live = await browser.submit('/dashboard/keys', '/dashboard/keys', { name: 'Prod', mode: 'live' });
    expect(newKeyOf(live.body)).toMatch(/^ak_live_/);
    const before = await h.testStore.store.db.selectFrom('api_keys').select('id').execute();
    const bad = await browser.submit('/dashboard/keys', '/dashboard/keys', { name: 'x', mode: 'staging' });
    expect(bad.status).toBe(400);
    expect(await h.testStore.store.db.selectFrom('api_keys').select('id').execute()).toHaveLength(before.length);
  });

  it('revokes a key after the confirmation page; the API refuses it at once on this node', async () => {
    const created = await browser.submit('/dashboard/keys', '/dashboard/keys', { name: 'Doomed', mode: 'test' });
    const key = newKeyOf(created.body) ?? '';
    const client = h.client(key);
    expect((await client.get('/v1/customers')).status).toBe(200);
    const row = await h.testStore.store.db.selectFrom('api_keys').select('id').where('key_prefix', '=', key.slice(0, 12)).executeTakeFirstOrThrow();

    const confirm = await browser.get(`/dashboard/keys/${row.id}/revoke`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Every request made with it is refused within 5 seconds.');
    // The confirmation page alone revokes nothing.
    expect((await client.get('/v1/customers')).status).toBe(200);

    const revoked = await browser.post(`/dashboard/keys/${row.id}/revoke`, { _csrf: csrfOf(confirm.body) });
    expect([revoked.status, revoked.location]).toEqual([303, `/dashboard/keys?revoked=${row.id}`]);
    const refused = await client.get('/v1/customers');
    expect(refused.status).toBe(401);
    expect((await browser.get(revoked.location ?? '')).body).toContain('is revoked');
    const stored = await h.testStore.store.db.selectFrom('api_keys').select('revoked_at').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.revoked_at).toBe(h.clock.now().toISOString());
  });

  it("another company's key is not found here, and stays usable", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    const otherKey = await h.testStore.store.db
      .selectFrom('api_keys')
      .select('id')
      .where('company_id', '=', other.company.id)
      .where('mode', '=', 'test')
      .executeTakeFirstOrThrow();
    expect((await browser.get(`/dashboard/keys/${otherKey.id}/revoke`)).status).toBe(404);
    const token = csrfOf((await browser.get('/dashboard/keys')).body);
    expect((await browser.post(`/dashboard/keys/${otherKey.id}/revoke`, { _csrf: token })).status).toBe(404);
    expect((await other.api.get('/v1/customers')).status).toBe(200);
    expect((await browser.get('/dashboard/keys')).body).not.toContain('Other Co');
  });
  it('an owner creates and revokes live keys; a member manages test keys only, and a live key is a 403 that changes nothing', async () => {
    const db = h.testStore.store.db;
    const user = await dashboardUser(h, 'member-keys@example.com');
    await db.updateTable('dashboard_users').set({ role: 'member' }).where('id', '=', user.id).execute();
    const member = new Browser(h.app, '198.51.100.70');
    expect((await member.signIn(user.email, user.password)).status).toBe(303);
    const keyId = async (key: string) => (await db.selectFrom('api_keys').select('id').where('key_prefix', '=', key.slice(0, 12)).executeTakeFirstOrThrow()).id;
    const count = async () => (await db.selectFrom('api_keys').select('id').execute()).length;

    // The member's page offers Test only, and says why.
    const page = await member.get('/dashboard/keys');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<option value="live"');
    expect(page.body).toContain('Only an owner can create or revoke live keys.');
    // Posting Live anyway is the owner-only 403 and creates nothing.
    const before = await count();
    const refused = await member.post('/dashboard/keys', { _csrf: csrfOf(page.body), name: 'Sneaky', mode: 'live' });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Only an owner can do this');
    expect(await count()).toBe(before);

    // Test keys: the member creates and revokes them.
    const testKey = newKeyOf((await member.submit('/dashboard/keys', '/dashboard/keys', { name: 'Member test', mode: 'test' })).body) ?? '';
    expect(testKey).toMatch(/^ak_test_/);
    const testId = await keyId(testKey);

    // A live key the owner made: no Revoke button for the member, and asking is a 403.
    const ownerPage = await browser.submit('/dashboard/keys', '/dashboard/keys', { name: 'Prod owner', mode: 'live' });
    expect(ownerPage.status).toBe(201);
    const liveKey = newKeyOf(ownerPage.body) ?? '';
    expect(liveKey).toMatch(/^ak_live_/);
    const liveId = await keyId(liveKey);
    const list = await member.get('/dashboard/keys');
    expect(list.body).toContain(`/dashboard/keys/${testId}/revoke`);
    expect(list.body).not.toContain(`/dashboard/keys/${liveId}/revoke`);
    expect((await member.get(`/dashboard/keys/${liveId}/revoke`)).status).toBe(403);
    expect((await member.post(`/dashboard/keys/${liveId}/revoke`, { _csrf: csrfOf(list.body) })).status).toBe(403);
    expect((await db.selectFrom('api_keys').select('revoked_at').where('id', '=', liveId).executeTakeFirstOrThrow()).revoked_at).toBeNull();
    expect((await h.client(liveKey).get('/v1/customers')).status).toBe(200);

    const memberConfirm = await member.get(`/dashboard/keys/${testId}/revoke`);
    expect(memberConfirm.status).toBe(200);
    expect((await member.post(`/dashboard/keys/${testId}/revoke`, { _csrf: csrfOf(memberConfirm.body) })).status).toBe(303);
    expect((await h.client(testKey).get('/v1/customers')).status).toBe(401);

    // The owner sees the live key's Revoke button and revokes it.
    expect((await browser.get('/dashboard/keys')).body).toContain(`/dashboard/keys/${liveId}/revoke`);
    const confirm = await browser.get(`/dashboard/keys/${liveId}/revoke`);
    expect(confirm.status).toBe(200);
    expect((await browser.post(`/dashboard/keys/${liveId}/revoke`, { _csrf: csrfOf(confirm.body) })).status).toBe(303);
    expect((await h.client(liveKey).get('/v1/customers')).status).toBe(401);
  });
});
