/**
 * Roles and pending invites on /dashboard/users: an owner makes a member an owner and back after a
 * confirmation page, and the changed user's open session acts in the new role on its next request;
 * the last owner of a company is never made a member or removed (a 409, also when two owners race);
 * an owner revokes a pending invite and its link then gets the "cannot be used" page; members get
 * 403s, another company's ids are 404s, every POST needs its CSRF token; accepting an invite while
 * signed in as someone else deletes that other session. An invite lives no longer than its
 * issuer's right to invite: removing or demoting an owner deletes their open invites at once, and a
 * link whose issuer is gone or no longer an owner signs nobody in.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createInvite } from '../../src/dashboard/invites.js';
import { sha256Hex } from '../../src/dashboard/passwords.js';
import { changeUserRole, removeDashboardUser } from '../../src/dashboard/userRoles.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { Browser, csrfOf, dashboardUser, inviteLinkOf, signedIn } from './browser.js';

const PASSWORD = 'correct horse battery';
const roleCell = (html: string, email: string) => new RegExp(`${email}[^]*?<td data-label="Role">(Owner|Member)</td>`).exec(html)?.[1];

describeEachStore('dashboard user roles and pending invites', (kind) => {
  let h: Harness;
  let owner: Browser;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    owner = await signedIn(h, 'owner@example.com');
  });
  afterAll(() => h.close());

  const db = () => h.testStore.store.db;
  const userId = async (email: string) => (await db().selectFrom('dashboard_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const roleOf = async (email: string) => (await db().selectFrom('dashboard_users').select('role').where('email', '=', email).executeTakeFirstOrThrow()).role;

  async function invite(email: string, by = owner): Promise<string> {
    const page = await by.submit('/dashboard/users', '/dashboard/users/invite', { email });
    expect(page.status).toBe(201);
    const link = inviteLinkOf(page.body);
    if (!link) throw new Error(`no invite link on the page: ${page.body.slice(0, 300)}`);
    return link;
  }

  async function member(email: string, ip = '198.51.100.20'): Promise<Browser> {
    const link = await invite(email);
    const browser = new Browser(h.app, ip);
    const page = await browser.submit(link, link, { password: PASSWORD, password_confirmation: PASSWORD });
    expect(page.status).toBe(303);
    return browser;
  }

  async function setRole(email: string, role: 'owner' | 'member', by = owner) {
    const id = await userId(email);
    const confirm = await by.get(`/dashboard/users/${id}/role`);
    if (confirm.status !== 200) return confirm;
    expect(confirm.body).toContain(`name="role" value="${role}"`);
    return by.post(`/dashboard/users/${id}/role`, { _csrf: csrfOf(confirm.body), role });
  }

  it('an owner makes a member an owner after a confirmation; their open session is an owner on its next page, and back', async () => {
    const grace = await member('grace@example.com');
    expect((await grace.get('/dashboard/users')).body).not.toContain('>Invite user</button>');
    const list = await owner.get('/dashboard/users');
    expect(list.body).toContain(`action="/dashboard/users/${await userId('grace@example.com')}/role"><button type="submit" class="btn btn-small btn-secondary">Make owner</button>`);

    const confirm = await owner.get(`/dashboard/users/${await userId('grace@example.com')}/role`);
    expect(confirm.body).toContain('Make grace@example.com an owner?');
    const promoted = await setRole('grace@example.com', 'owner');
    expect([promoted.status, promoted.location]).toEqual([303, '/dashboard/users?done=role']);
    const after = await owner.get('/dashboard/users?done=role');
    expect(after.body).toContain('The role was changed.');
    expect(roleCell(after.body, 'grace@example.com')).toBe('Owner');
    expect(await roleOf('grace@example.com')).toBe('owner');
    // The same session, not signed in again, now has the owner's forms and may use them.
    expect((await grace.get('/dashboard/users')).body).toContain('>Invite user</button>');
    expect((await grace.submit('/dashboard/users', '/dashboard/users/invite', { email: 'by-grace@example.com' })).status).toBe(201);

    // Sending the same form again changes nothing more.
    const again = await owner.post(`/dashboard/users/${await userId('grace@example.com')}/role`, { _csrf: csrfOf(confirm.body), role: 'owner' });
    expect([again.status, again.location]).toEqual([303, '/dashboard/users']);
    expect(await roleOf('grace@example.com')).toBe('owner');

    const demoted = await setRole('grace@example.com', 'member');
    expect(demoted.status).toBe(303);
    expect(await roleOf('grace@example.com')).toBe('member');
    const refused = await grace.submit('/dashboard/users', '/dashboard/users/invite', { email: 'late-grace@example.com' });
    expect(refused.status).toBe(403);
    expect((await owner.submit('/dashboard/users', `/dashboard/users/${await userId('grace@example.com')}/role`, { role: 'admin' })).status).toBe(400);
  });

  it('the last owner can never be made a member or removed: a 409 page with the reason', async () => {
    const solo = await h.newCompany({ name: 'Solo Ltd' });
    const alone = await signedIn(h, 'alone@solo.test', solo.company.id, '198.51.100.30');
    const id = await userId('alone@solo.test');
    // No "Make member" button for the last owner; asking anyway is a 409.
    expect((await alone.get('/dashboard/users')).body).not.toContain(`/dashboard/users/${id}/role`);
    const confirm = await alone.get(`/dashboard/users/${id}/role`);
    expect(confirm.status).toBe(409);
    expect(confirm.body).toContain('A company needs an owner');
    expect(confirm.body).toContain('alone@solo.test is the last owner of this company');
    const posted = await alone.submit('/dashboard/users', `/dashboard/users/${id}/role`, { role: 'member' });
    expect(posted.status).toBe(409);
    expect(await roleOf('alone@solo.test')).toBe('owner');
    // The service refuses it too, whoever asks.
    expect(await changeUserRole(db(), solo.company.id, id, 'member')).toBe('last_owner');
    expect(await removeDashboardUser(db(), solo.company.id, id)).toBe('last_owner');
    expect((await alone.get('/dashboard/users')).status).toBe(200);

    // With a second owner, an owner may step down; then the other is the last one.
    await dashboardUser(h, 'second@solo.test', solo.company.id);
    expect((await setRole('alone@solo.test', 'member', alone)).status).toBe(303);
    expect((await alone.get(`/dashboard/users/${await userId('second@solo.test')}/role`)).status).toBe(403);
    expect(await changeUserRole(db(), solo.company.id, await userId('second@solo.test'), 'member')).toBe('last_owner');
  });

  it('two owners making each other members at the same moment leave one owner', async () => {
    const duo = await h.newCompany({ name: 'Duo Ltd' });
    const a = await dashboardUser(h, 'a@duo.test', duo.company.id);
    const b = await dashboardUser(h, 'b@duo.test', duo.company.id);
    const results = await Promise.all([changeUserRole(db(), duo.company.id, a.id, 'member'), changeUserRole(db(), duo.company.id, b.id, 'member')]);
    expect(results.sort()).toEqual(['changed', 'last_owner']);
    const owners = await db().selectFrom('dashboard_users').select('id').where('company_id', '=', duo.company.id).where('role', '=', 'owner').execute();
    expect(owners).toHaveLength(1);

    const trio = await h.newCompany({ name: 'Trio Ltd' });
    const c = await dashboardUser(h, 'c@trio.test', trio.company.id);
    const d = await dashboardUser(h, 'd@trio.test', trio.company.id);
    const removals = await Promise.all([removeDashboardUser(db(), trio.company.id, c.id), removeDashboardUser(db(), trio.company.id, d.id)]);
    expect(removals.sort()).toEqual(['last_owner', 'removed']);
    const left = await db().selectFrom('dashboard_users').select('role').where('company_id', '=', trio.company.id).execute();
    expect(left).toEqual([{ role: 'owner' }]);
  });

  it('pending invites are listed with who invited and when they expire; revoking one makes its link unusable', async () => {
    const link = await invite('pending@example.com');
    await invite('<b>x</b>@evil.test');
    const list = await owner.get('/dashboard/users');
    const row = /<td data-label="Email">pending@example\.com<\/td>[^]*?<\/tr>/.exec(list.body)?.[0] ?? '';
    expect(row).toContain('<td data-label="Invited by">owner@example.com</td>');
    // Invited at 2026-01-15 12:00 UTC, valid 72 hours.
    expect(row).toContain('<td data-label="Expires">2026-01-18 12:00 UTC</td>');
    expect(row).toContain('>Revoke</button>');
    expect(list.body).toContain('&lt;b&gt;x&lt;/b&gt;@evil.test');
    expect(list.body).not.toContain('<b>x</b>');

    const openedTab = new Browser(h.app, '198.51.100.23');
    const openedForm = await openedTab.get(link);
    expect(openedForm.status).toBe(200);
    const invite_ = await db().selectFrom('dashboard_invites').select('id').where('email', '=', 'pending@example.com').executeTakeFirstOrThrow();
    const confirm = await owner.get(`/dashboard/users/invites/${invite_.id}/revoke`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Revoke the invite for pending@example.com?');
    const revoked = await owner.post(`/dashboard/users/invites/${invite_.id}/revoke`, { _csrf: csrfOf(confirm.body) });
    expect([revoked.status, revoked.location]).toEqual([303, '/dashboard/users?done=revoked']);
    const after = await owner.get('/dashboard/users?done=revoked');
    expect(after.body).toContain('The invite was revoked; its link no longer works.');
    expect(after.body).not.toContain('pending@example.com');

    // A tab that opened the form before the revoke is refused as for a used link, and so is the link.
    const sent = await openedTab.post(link, { _csrf: csrfOf(openedForm.body), password: PASSWORD, password_confirmation: PASSWORD });
    const opened = await new Browser(h.app).get(link);
    for (const page of [sent, opened]) {
      expect(page.status).toBe(404);
      expect(page.body).toContain('This invite link cannot be used');
    }
    expect(await db().selectFrom('dashboard_users').select('id').where('email', '=', 'pending@example.com').executeTakeFirst()).toBeUndefined();
    // Revoking it again, or a used invite, is not found.
    expect((await owner.post(`/dashboard/users/invites/${invite_.id}/revoke`, { _csrf: csrfOf(confirm.body) })).status).toBe(404);
    await member('used@example.com', '198.51.100.21');
    const used = await db().selectFrom('dashboard_invites').select('id').where('email', '=', 'used@example.com').executeTakeFirstOrThrow();
    expect((await owner.get(`/dashboard/users/invites/${used.id}/revoke`)).status).toBe(404);
    expect((await owner.get('/dashboard/users')).body).not.toMatch(/<td data-label="Email">used@example\.com<\/td>/);
  });

  it('members get a 403 for roles and revoking, and change nothing', async () => {
    const mia = await member('mia@example.com', '198.51.100.22');
    await invite('keep@example.com');
    const keep = await db().selectFrom('dashboard_invites').select('id').where('email', '=', 'keep@example.com').executeTakeFirstOrThrow();
    const ownerId = await userId('owner@example.com');
    const token = csrfOf((await mia.get('/dashboard/users')).body);
    expect((await mia.get('/dashboard/users')).body).not.toContain('>Revoke</button>');
    expect((await mia.get(`/dashboard/users/${ownerId}/role`)).status).toBe(403);
    expect((await mia.post(`/dashboard/users/${ownerId}/role`, { _csrf: token, role: 'member' })).status).toBe(403);
    expect((await mia.post(`/dashboard/users/${await userId('mia@example.com')}/role`, { _csrf: token, role: 'owner' })).status).toBe(403);
    expect((await mia.get(`/dashboard/users/invites/${keep.id}/revoke`)).status).toBe(403);
    expect((await mia.post(`/dashboard/users/invites/${keep.id}/revoke`, { _csrf: token })).status).toBe(403);
    expect(await roleOf('owner@example.com')).toBe('owner');
    expect(await roleOf('mia@example.com')).toBe('member');
    expect(await db().selectFrom('dashboard_invites').select('id').where('id', '=', keep.id).executeTakeFirst()).toBeDefined();
  });

  it('every POST needs the session CSRF token', async () => {
    await dashboardUser(h, 'csrf-target@example.com');
    await invite('csrf-invite@example.com');
    const target = await userId('csrf-target@example.com');
    const pending = await db().selectFrom('dashboard_invites').select('id').where('email', '=', 'csrf-invite@example.com').executeTakeFirstOrThrow();
    expect((await owner.post(`/dashboard/users/${target}/role`, { role: 'member' })).status).toBe(403);
    expect((await owner.post(`/dashboard/users/${target}/role`, { _csrf: 'forged', role: 'member' })).status).toBe(403);
    expect((await owner.post(`/dashboard/users/invites/${pending.id}/revoke`, {})).status).toBe(403);
    expect(await roleOf('csrf-target@example.com')).toBe('owner');
    expect(await db().selectFrom('dashboard_invites').select('id').where('id', '=', pending.id).executeTakeFirst()).toBeDefined();
  });

  it("another company's user and invite ids are 404s and change nothing", async () => {
    const other = await h.newCompany({ name: 'Other Co' });
    await dashboardUser(h, 'boss@other.test', other.company.id);
    const stranger = await dashboardUser(h, 'stranger@other.test', other.company.id);
    const theirs = await createInvite(db(), h.clock, { companyId: other.company.id, email: 'theirs@other.test', invitedBy: stranger.id });
    expect((await owner.get(`/dashboard/users/${stranger.id}/role`)).status).toBe(404);
    expect((await owner.submit('/dashboard/users', `/dashboard/users/${stranger.id}/role`, { role: 'member' })).status).toBe(404);
    expect((await owner.get(`/dashboard/users/invites/${theirs.id}/revoke`)).status).toBe(404);
    expect((await owner.submit('/dashboard/users', `/dashboard/users/invites/${theirs.id}/revoke`, {})).status).toBe(404);
    expect(await roleOf('stranger@other.test')).toBe('owner');
    expect(await db().selectFrom('dashboard_invites').select('id').where('id', '=', theirs.id).executeTakeFirst()).toBeDefined();
    expect((await owner.get('/dashboard/users')).body).not.toContain('theirs@other.test');
  });

  it('accepting an invite while signed in as someone else deletes that other session', async () => {
    const link = await invite('newcomer@example.com');
    const shared = await signedIn(h, 'previous@example.com', h.company.id, '198.51.100.40');
    const oldToken = shared.cookies.get('meterline_session') ?? '';
    const previousId = await userId('previous@example.com');
    expect(await db().selectFrom('dashboard_sessions').select('id').where('token_hash', '=', sha256Hex(oldToken)).executeTakeFirst()).toBeDefined();

    const accepted = await shared.submit(link, link, { password: PASSWORD, password_confirmation: PASSWORD });
    expect([accepted.status, accepted.location]).toEqual([303, '/dashboard']);
    expect(shared.cookies.get('meterline_session')).not.toBe(oldToken);
    expect((await shared.get('/dashboard/users')).body).toContain('newcomer@example.com <span class="muted small">(you)</span>');
    // The old session's row is gone: its cookie, kept by someone, opens nothing.
    expect(await db().selectFrom('dashboard_sessions').select('id').where('token_hash', '=', sha256Hex(oldToken)).executeTakeFirst()).toBeUndefined();
    expect(await db().selectFrom('dashboard_sessions').select('id').where('user_id', '=', previousId).execute()).toEqual([]);
    const replay = new Browser(h.app, '198.51.100.41');
    replay.cookies.set('meterline_session', oldToken);
    expect((await replay.get('/dashboard')).location).toBe('/dashboard/login');
  });
  /** A second owner of the company, signed in, with an invite they issued and a tab that opened its form. */
  async function ownerWithOpenInvite(name: string, ip: string) {
    const browser = await member(`${name}@example.com`, ip);
    expect((await setRole(`${name}@example.com`, 'owner')).status).toBe(303);
    const link = await invite(`${name}-guest@example.com`, browser);
    const tab = new Browser(h.app, '198.51.100.60');
    const form = await tab.get(link);
    expect(form.status).toBe(200);
    return { id: await userId(`${name}@example.com`), link, tab, form };
  }

  /** The link and the tab that opened it earlier both get the "cannot be used" page; nobody joined. */
  async function expectDead(link: string, tab: Browser, formBody: string, guest: string) {
    const sent = await tab.post(link, { _csrf: csrfOf(formBody), password: PASSWORD, password_confirmation: PASSWORD });
    const opened = await new Browser(h.app, '198.51.100.61').get(link);
    for (const page of [sent, opened]) {
      expect(page.status).toBe(404);
      expect(page.body).toContain('This invite link cannot be used');
    }
    expect(tab.cookies.get('meterline_session')).toBeUndefined();
    expect(await db().selectFrom('dashboard_users').select('id').where('email', '=', guest).executeTakeFirst()).toBeUndefined();
    expect((await owner.get('/dashboard/users')).body).not.toContain(guest);
  }

  it("removing an owner deletes their open invites in the same step: the link signs nobody in, not even from a tab opened before", async () => {
    const { id, link, tab, form } = await ownerWithOpenInvite('rita', '198.51.100.50');
    const confirm = await owner.get(`/dashboard/users/${id}/remove`);
    expect((await owner.post(`/dashboard/users/${id}/remove`, { _csrf: csrfOf(confirm.body) })).location).toBe('/dashboard/users?removed=1');
    expect(await db().selectFrom('dashboard_invites').select('id').where('invited_by', '=', id).execute()).toEqual([]);
    await expectDead(link, tab, form.body, 'rita-guest@example.com');
  });

  it("demoting an owner deletes their open invites; another owner's invite still works, and a used one is kept", async () => {
    const { id, link, tab, form } = await ownerWithOpenInvite('dana', '198.51.100.51');
    const kept = await invite('owners-guest@example.com');
    const usedBefore = await db().selectFrom('dashboard_invites').select('id').where('invited_by', '=', id).where('used_at', 'is not', null).execute();
    expect((await setRole('dana@example.com', 'member')).status).toBe(303);
    await expectDead(link, tab, form.body, 'dana-guest@example.com');
    expect(await db().selectFrom('dashboard_invites').select('id').where('invited_by', '=', id).where('used_at', 'is not', null).execute()).toEqual(usedBefore);
    // Promoted again, the old link stays dead: it was deleted, not only refused.
    expect((await setRole('dana@example.com', 'owner')).status).toBe(303);
    expect((await new Browser(h.app).get(link)).status).toBe(404);
    const joined = await new Browser(h.app, '198.51.100.62').submit(kept, kept, { password: PASSWORD, password_confirmation: PASSWORD });
    expect(joined.status).toBe(303);
  });

  it('an invite left open by an issuer who is gone or no longer an owner (changed before this rule) signs nobody in and is not listed', async () => {
    const { id, link, tab, form } = await ownerWithOpenInvite('olga', '198.51.100.52');
    // As a removal made before invites died with their issuer left it: the user row gone, the invite open.
    await db().deleteFrom('dashboard_sessions').where('user_id', '=', id).execute();
    await db().deleteFrom('dashboard_users').where('id', '=', id).execute();
    expect(await db().selectFrom('dashboard_invites').select('id').where('invited_by', '=', id).execute()).toHaveLength(1);
    await expectDead(link, tab, form.body, 'olga-guest@example.com');

    const other = await ownerWithOpenInvite('pia', '198.51.100.53');
    await db().updateTable('dashboard_users').set({ role: 'member' }).where('id', '=', other.id).execute();
    await expectDead(other.link, other.tab, other.form.body, 'pia-guest@example.com');
  });
});
