/**
 * /dashboard/settings (issue 26, item 8): an owner chooses what ingest does with events no fee
 * meters (Accept, the default, or Reject: EVENT_NOT_METERED), through the service `meterline
 * company update` uses, and the API follows from the next event. The form carries the session's
 * CSRF token; a member sees the setting without the form and gets the owner-only 403 page when
 * posting it anyway; only the session's company changes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findCompany } from '../../src/modules/platform/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { ingestBody, setupCustomer } from '../support/builders.js';
import { describeEachStore } from '../support/stores.js';
import { Browser, csrfOf, dashboardUser, signedIn } from './browser.js';

describeEachStore('dashboard settings', (kind) => {
  let h: Harness;
  let owner: Browser;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI', timezone: 'Europe/Berlin' } });
    owner = await signedIn(h, 'owner-settings@example.com');
  });
  afterAll(() => h.close());

  const setting = async (companyId = h.company.id) => (await findCompany(h.testStore.store.db, companyId))?.unmatched_events;
  const typo = async () => (await h.api.post('/v1/events/ingest', ingestBody((await setupCustomer(h.api)).id, 'api.usgae', { requests: 1 }, { timestamp: h.clock.now().toISOString() }))).body;

  it('shows the company and the choice, Accept by default, from the navigation', async () => {
    const overview = await owner.get('/dashboard');
    expect(overview.body).toContain('<a href="/dashboard/settings">Settings</a>');
    const page = await owner.get('/dashboard/settings');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Settings</h1>');
    expect(page.body).toContain('<dt>Time zone</dt><dd>Europe/Berlin</dd>');
    expect(page.body).toContain('<label for="unmatched-events-choice">Events no fee meters</label>');
    expect(page.body).toMatch(/<option value="accept" selected>Accept: store them at no cost<\/option><option value="reject">Reject: refuse them<\/option>/);
    expect(page.body).toContain('>Save settings</button>');
    expect(page.body).toContain('<a href="/dashboard/settings" aria-current="page">Settings</a>');
  });

  it('an owner chooses Reject: saved, shown, and the API refuses the next event no fee meters', async () => {
    expect(await typo()).toMatchObject({ status: 'inserted', cost: [] });
    const saved = await owner.submit('/dashboard/settings', '/dashboard/settings', { unmatched_events: 'reject' });
    expect([saved.status, saved.location]).toEqual([303, '/dashboard/settings?saved=1']);
    expect(await setting()).toBe('reject');
    const page = await owner.get(saved.location ?? '');
    expect(page.body).toContain('Settings saved.');
    expect(page.body).toContain('<option value="reject" selected>');
    expect(await typo()).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });

    const back = await owner.submit('/dashboard/settings', '/dashboard/settings', { unmatched_events: 'accept' });
    expect(back.status).toBe(303);
    expect(await setting()).toBe('accept');
    expect(await typo()).toMatchObject({ status: 'inserted', cost: [] });
  });

  it('an owner chooses what a subscription whose renewal retries all failed becomes: keep past due (default) or cancel', async () => {
    const page = await owner.get('/dashboard/settings');
    expect(page.body).toMatch(/<option value="keep_past_due" selected>Keep the subscription past due<\/option><option value="cancel">Cancel the subscription<\/option>/);
    const saved = await owner.submit('/dashboard/settings', '/dashboard/settings', { past_due_after_retries: 'cancel' });
    expect([saved.status, saved.location]).toEqual([303, '/dashboard/settings?saved=1']);
    expect((await findCompany(h.testStore.store.db, h.company.id))?.past_due_after_retries).toBe('cancel');
    const bad = await owner.submit('/dashboard/settings', '/dashboard/settings', { past_due_after_retries: 'unpaid' });
    expect(bad.status).toBe(400);
    expect((await owner.submit('/dashboard/settings', '/dashboard/settings', { past_due_after_retries: 'keep_past_due' })).status).toBe(303);
    expect((await findCompany(h.testStore.store.db, h.company.id))?.past_due_after_retries).toBe('keep_past_due');
  });

  it('refuses a post without the CSRF token (403) and a value that is neither (400), changing nothing', async () => {
    const forged = await owner.post('/dashboard/settings', { unmatched_events: 'reject' });
    expect(forged.status).toBe(403);
    const bad = await owner.submit('/dashboard/settings', '/dashboard/settings', { unmatched_events: 'strict' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Choose Accept or Reject');
    expect(await setting()).toBe('accept');
  });

  it("a member sees the setting but not the form, and posting anyway is the owner-only 403; another company's setting never moves", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    const user = await dashboardUser(h, 'member-settings@example.com');
    await h.testStore.store.db.updateTable('dashboard_users').set({ role: 'member' }).where('id', '=', user.id).execute();
    const member = new Browser(h.app, '198.51.100.71');
    expect((await member.signIn(user.email, user.password)).status).toBe(303);

    const page = await member.get('/dashboard/settings');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('name="unmatched_events"');
    expect(page.body).toContain('Now: <strong>Accept: store them at no cost</strong>');
    expect(page.body).toContain('Only an owner can change company settings.');
    const refused = await member.post('/dashboard/settings', { _csrf: csrfOf(page.body), unmatched_events: 'reject' });
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Only an owner can do this');
    expect(await setting()).toBe('accept');

    expect((await owner.submit('/dashboard/settings', '/dashboard/settings', { unmatched_events: 'reject' })).status).toBe(303);
    expect(await setting()).toBe('reject');
    expect(await setting(other.company.id)).toBe('accept');
  });
});
