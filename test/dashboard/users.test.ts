/**
 * /dashboard/users: owners invite by a one-time link (72 hours, stored hashed, used once) and
 * remove users (their sessions end with them); members see the list and get a 403 for owners'
 * actions; another company's user is a 404; every POST needs its CSRF token, the public invite
 * page its own cookie-bound one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createInvite } from '../../src/dashboard/invites.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { Browser, csrfOf, dashboardUser, inviteLinkOf, signedIn } from './browser.js';

const HOUR = 60 * 60 * 1000;
const PASSWORD = 'correct horse battery';


describeEachStore('dashboard users', (kind) => {
  let h: Harness;
  let owner: Browser;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    owner = await signedIn(h, 'owner@example.com');
  });
  afterAll(() => h.close());

  async function invite(email: string): Promise<string> {
    const page = await owner.submit('/dashboard/users', '/dashboard/users/invite', { email });
    expect(page.status).toBe(201);
    const link = inviteLinkOf(page.body);
    if (!link) throw new Error(`no invite link on the page: ${page.body.slice(0, 300)}`);
    return link;
  }

  async function accept(link: string, password = PASSWORD, confirmation = password) {
    const browser = new Browser(h.app, '198.51.100.9');
    const page = await browser.submit(link, link, { password, password_confirmation: confirmation });
    return { browser, page };
  }

  it('the users pages need a session; the invite page does not', async () => {
    const anonymous = new Browser(h.app);
    for (const url of ['/dashboard/users', '/dashboard/users/x/remove']) expect((await anonymous.get(url)).location).toBe('/dashboard/login');
    expect((await anonymous.post('/dashboard/users/invite', { email: 'x@example.com' })).location).toBe('/dashboard/login');
    expect((await anonymous.get('/dashboard/invite/unknown')).status).toBe(404);
  });

  it('lists the users with role, created and last sign-in; the owner sees the Invite user form', async () => {
    const page = await owner.get('/dashboard/users');
    expect(page.status).toBe(200);
    expect(page.body).toContain('owner@example.com');
    expect(page.body).toContain('<td data-label="Role">Owner</td>');
    expect(page.body).toContain('<td data-label="Last sign-in">2026-01-15 12:00 UTC</td>');
    expect(page.body).toContain('<label for="invite-email">Email</label>');
    expect(page.body).toContain('>Invite user</button>');
    expect(page.body).toContain('href="/dashboard/users"');
  });

  it('invites: the link is shown once with a copy button, only its hash is stored; accepting signs the member in', async () => {
    const link = await invite('New.Person@example.com');
    const token = link.split('/').at(-1) ?? '';
    const rows = await h.testStore.store.db.selectFrom('dashboard_invites').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.find((r) => r.email === 'new.person@example.com')?.expires_at).toBe('2026-01-18T12:00:00.000Z');
    expect((await owner.get('/dashboard/users')).body).not.toContain(token);

    const form = await new Browser(h.app).get(link);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Join Acme AI on Meterline');
    expect(form.body).toContain('new.person@example.com');

    const { browser, page } = await accept(link);
    expect([page.status, page.location]).toEqual([303, '/dashboard']);
    const list = await browser.get('/dashboard/users');
    expect(list.status).toBe(200);
    expect(list.body).toContain('<td data-label="Role">Member</td>');
    // A member sees the list, not the owner's forms.
    expect(list.body).not.toContain('>Invite user</button>');
    expect(list.body).not.toContain('/remove"');
    // The member signs in again with the chosen password.
    expect((await new Browser(h.app).signIn('new.person@example.com', PASSWORD)).status).toBe(303);
  });

  it('refuses a short password and two passwords that differ, and the link stays usable', async () => {
    const link = await invite('picky@example.com');
    expect((await accept(link, 'short', 'short')).page.status).toBe(400);
    const differ = await accept(link, PASSWORD, `${PASSWORD}!`);
    expect(differ.page.status).toBe(400);
    expect(differ.page.body).toContain('The two passwords are not the same.');
    expect((await accept(link)).page.status).toBe(303);
  });

  it('a used link cannot be used twice; an unknown token is the same 404', async () => {
    const link = await invite('once@example.com');
    // A second tab opened the form before the first one was sent.
    const secondTab = new Browser(h.app, '198.51.100.10');
    const secondForm = await secondTab.get(link);
    expect((await accept(link)).page.status).toBe(303);
    const again = await secondTab.post(link, { _csrf: csrfOf(secondForm.body), password: 'another password 123', password_confirmation: 'another password 123' });
    expect(again.status).toBe(404);
    expect(again.body).toContain('This invite link cannot be used');
    expect((await new Browser(h.app).get(link)).status).toBe(404);
    expect((await new Browser(h.app).get('/dashboard/invite/nope')).status).toBe(404);
    // The first password still signs in; the second never took.
    expect((await new Browser(h.app, '198.51.100.10').signIn('once@example.com', 'another password 123')).status).toBe(401);
  });

  it('a link expires after 72 hours', async () => {
    const link = await invite('late@example.com');
    const browser = new Browser(h.app, '198.51.100.11');
    const form = await browser.get(link);
    h.clock.advance(72 * HOUR);
    try {
      const page = await browser.post(link, { _csrf: csrfOf(form.body), password: PASSWORD, password_confirmation: PASSWORD });
      expect(page.status).toBe(404);
      expect((await browser.get(link)).status).toBe(404);
      // The next invite of the company deletes the expired one.
      await createInvite(h.testStore.store.db, h.clock, { companyId: h.company.id, email: 'next@example.com', invitedBy: 'test' });
      const late = await h.testStore.store.db.selectFrom('dashboard_invites').select('id').where('email', '=', 'late@example.com').execute();
      expect(late).toEqual([]);
    } finally {
      h.clock.advance(-72 * HOUR);
    }
    const user = await h.testStore.store.db.selectFrom('dashboard_users').select('id').where('email', '=', 'late@example.com').executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('the invite page needs its own cookie-bound token; an existing email cannot be invited', async () => {
    const link = await invite('csrf-invite@example.com');
    const noCookie = await new Browser(h.app).post(link, { _csrf: 'x', password: PASSWORD, password_confirmation: PASSWORD });
    expect(noCookie.status).toBe(403);
    const browser = new Browser(h.app);
    await browser.get(link);
    expect((await browser.post(link, { password: PASSWORD, password_confirmation: PASSWORD })).status).toBe(403);
    const taken = await owner.submit('/dashboard/users', '/dashboard/users/invite', { email: 'OWNER@example.com' });
    expect(taken.status).toBe(400);
    expect(taken.body).toContain('already exists');
    expect((await owner.submit('/dashboard/users', '/dashboard/users/invite', { email: 'not-an-email' })).status).toBe(400);
  });

  it('removal, after its confirmation page, deletes the user and ends every session of theirs', async () => {
    const link = await invite('leaving@example.com');
    const first = (await accept(link)).browser;
    const second = new Browser(h.app, '198.51.100.12');
    expect((await second.signIn('leaving@example.com', PASSWORD)).status).toBe(303);
    expect((await first.get('/dashboard')).status).toBe(200);

    const users = await h.testStore.store.db.selectFrom('dashboard_users').select(['id', 'email']).execute();
    const leaving = users.find((u) => u.email === 'leaving@example.com');
    const confirm = await owner.get(`/dashboard/users/${leaving?.id}/remove`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Remove leaving@example.com?');
    const removed = await owner.post(`/dashboard/users/${leaving?.id}/remove`, { _csrf: csrfOf(confirm.body) });
    expect([removed.status, removed.location]).toEqual([303, '/dashboard/users?removed=1']);
    expect((await owner.get('/dashboard/users?removed=1')).body).toContain('The user was removed and signed out everywhere.');
    expect((await owner.get('/dashboard/users?removed=Call%20us')).body).not.toContain('Call us');

    for (const browser of [first, second]) expect((await browser.get('/dashboard')).location).toBe('/dashboard/login');
    const sessions = await h.testStore.store.db.selectFrom('dashboard_sessions').select('id').where('user_id', '=', leaving?.id ?? '').execute();
    expect(sessions).toEqual([]);
    expect((await new Browser(h.app, '198.51.100.13').signIn('leaving@example.com', PASSWORD)).status).toBe(401);
    expect((await owner.get('/dashboard/users')).body).not.toContain('leaving@example.com');
  });

  it('an invited address is escaped on the users page and on the invite page', async () => {
    const link = await invite('<img/src=x>@evil.test');
    const { browser } = await accept(link);
    for (const page of [await owner.get('/dashboard/users'), await browser.get('/dashboard/users')]) {
      expect(page.body).toContain('&lt;img/src=x&gt;@evil.test');
      expect(page.body).not.toContain('<img/src=x>');
    }
  });

  it('an owner cannot remove themselves', async () => {
    const self = await h.testStore.store.db.selectFrom('dashboard_users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    const page = await owner.submit('/dashboard/users', `/dashboard/users/${self.id}/remove`, {});
    expect(page.status).toBe(400);
    expect((await owner.get('/dashboard/users')).status).toBe(200);
  });

  it("a member posting an owner's action gets a 403 and changes nothing", async () => {
    const member = (await accept(await invite('member@example.com'))).browser;
    const token = csrfOf((await member.get('/dashboard/users')).body);
    const ownerRow = await h.testStore.store.db.selectFrom('dashboard_users').select('id').where('email', '=', 'owner@example.com').executeTakeFirstOrThrow();
    expect((await member.post('/dashboard/users/invite', { _csrf: token, email: 'sneaky@example.com' })).status).toBe(403);
    expect((await member.post(`/dashboard/users/${ownerRow.id}/remove`, { _csrf: token })).status).toBe(403);
    expect((await member.get(`/dashboard/users/${ownerRow.id}/remove`)).status).toBe(403);
    const invites = await h.testStore.store.db.selectFrom('dashboard_invites').select('id').where('email', '=', 'sneaky@example.com').execute();
    expect(invites).toEqual([]);
    expect((await owner.get('/dashboard')).status).toBe(200);
  });

  it("another company's user id is a 404 and removes nothing", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    const stranger = await dashboardUser(h, 'stranger@example.com', other.company.id);
    expect((await owner.get(`/dashboard/users/${stranger.id}/remove`)).status).toBe(404);
    expect((await owner.submit('/dashboard/users', `/dashboard/users/${stranger.id}/remove`, {})).status).toBe(404);
    expect((await new Browser(h.app, '198.51.100.14').signIn('stranger@example.com', stranger.password)).status).toBe(303);
    expect((await owner.get('/dashboard/users')).body).not.toContain('stranger@example.com');
  });

  it('every POST of the users page needs the session CSRF token', async () => {
    const victim = await dashboardUser(h, 'victim@example.com');
    expect((await owner.post('/dashboard/users/invite', { email: 'csrf-less@example.com' })).status).toBe(403);
    expect((await owner.post(`/dashboard/users/${victim.id}/remove`, {})).status).toBe(403);
    expect((await owner.post(`/dashboard/users/${victim.id}/remove`, { _csrf: 'forged' })).status).toBe(403);
    const stillThere = await h.testStore.store.db.selectFrom('dashboard_users').select('id').where('id', '=', victim.id).executeTakeFirst();
    expect(stillThere).toBeDefined();
  });
});
