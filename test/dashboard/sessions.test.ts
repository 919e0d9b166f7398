/**
 * Dashboard sign-in, sessions and their cookie, sign-out, the redirect to sign-in without a
 * session, the CSRF token on every POST, and throttled failed sign-ins (an account slowed, never
 * locked; an address locked for 15 minutes), through app.inject. Behind a proxy: throttle.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { Browser, csrfOf, dashboardUser, signedIn } from './browser.js';

const MINUTE = 60_000;

describeEachStore('dashboard sessions', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
  });
  afterAll(() => h.close());

  it('the sign-in page has the Email and Password fields and the Sign in button', async () => {
    const page = await new Browser(h.app).get('/dashboard/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toMatch(/<button type="submit" class="btn">Sign in<\/button>/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('the dashboard is not part of the API: /openapi.json has no /dashboard path', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/dashboard'))).toEqual([]);
    expect(Object.keys(doc.paths)).toContain('/v1/customers');
  });

  it('every dashboard page and form without a session redirects to the sign-in page', async () => {
    const anonymous = new Browser(h.app);
    for (const url of ['/dashboard', '/dashboard/', '/dashboard/keys', '/dashboard/customers', '/dashboard/customers/x', '/dashboard/no-such-page']) {
      const page = await anonymous.get(url);
      expect([url, page.status, page.location]).toEqual([url, 303, '/dashboard/login']);
    }
    const post = await anonymous.post('/dashboard/keys', { name: 'x', mode: 'test' });
    expect([post.status, post.location]).toEqual([303, '/dashboard/login']);
    const forged = new Browser(h.app);
    forged.cookies.set('meterline_session', 'not-a-session');
    expect((await forged.get('/dashboard')).location).toBe('/dashboard/login');
  });

  it('signs in with the generated password; the cookie is HttpOnly, SameSite=Lax, Path=/dashboard, not Secure over http', async () => {
    const user = await dashboardUser(h, 'Owner@Example.com');
    expect(user.email).toBe('owner@example.com');
    expect(user.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const browser = new Browser(h.app);
    const page = await browser.signIn('owner@example.com', user.password);
    expect([page.status, page.location]).toEqual([303, '/dashboard']);
    const cookie = page.setCookies.find((c) => c.startsWith('meterline_session='));
    expect(cookie).toMatch(/; Path=\/dashboard; Max-Age=43200; HttpOnly; SameSite=Lax$/);
    const overview = await browser.get('/dashboard');
    expect(overview.status).toBe(200);
    expect(overview.body).toContain('Acme AI');

    // The store holds the token's hash, never the token, and no plain password.
    const token = browser.cookies.get('meterline_session') ?? '';
    const rows = await h.testStore.store.db.selectFrom('dashboard_sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const users = await h.testStore.store.db.selectFrom('dashboard_users').selectAll().execute();
    expect(JSON.stringify(users)).not.toContain(user.password);
    expect(users.find((u) => u.id === user.id)?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('the cookie is Secure when PUBLIC_BASE_URL is https', async () => {
    const user = await dashboardUser(h, 'secure@example.com');
    const before = h.config.publicBaseUrl;
    h.config.publicBaseUrl = 'https://billing.example.com';
    try {
      const page = await new Browser(h.app).signIn(user.email, user.password);
      expect(page.setCookies.find((c) => c.startsWith('meterline_session='))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      h.config.publicBaseUrl = before;
    }
  });

  it('a wrong password and an unknown email get the same answer', async () => {
    const user = await dashboardUser(h, 'same@example.com');
    const wrong = await new Browser(h.app, '198.51.100.1').signIn(user.email, 'not-the-password');
    const unknown = await new Browser(h.app, '198.51.100.2').signIn('nobody@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    expect(message(wrong.body)).toBe('The email or password is not right.');
    expect(message(unknown.body)).toBe(message(wrong.body));
    expect(wrong.setCookies.some((c) => c.startsWith('meterline_session='))).toBe(false);
  });

  it('a POST without the CSRF token (or with another session\'s) is a 403 and changes nothing', async () => {
    const browser = await signedIn(h, 'csrf@example.com');
    const other = await signedIn(h, 'csrf-other@example.com');
    const otherToken = csrfOf((await other.get('/dashboard/keys')).body);
    const keysBefore = await h.testStore.store.db.selectFrom('api_keys').select('id').execute();
    const forms: Record<string, string>[] = [{ name: 'k', mode: 'test' }, { name: 'k', mode: 'test', _csrf: '' }, { name: 'k', mode: 'test', _csrf: otherToken }];
    for (const form of forms) {
      const page = await browser.post('/dashboard/keys', form);
      expect(page.status).toBe(403);
    }
    expect((await browser.post('/dashboard/mode', { mode: 'live', return_to: '/dashboard' })).status).toBe(403);
    expect((await browser.post('/dashboard/logout', {})).status).toBe(403);
    // Sign-in's own token is bound to its cookie.
    const fresh = new Browser(h.app);
    expect((await fresh.post('/dashboard/login', { email: 'csrf@example.com', password: 'x' })).status).toBe(403);
    expect(await h.testStore.store.db.selectFrom('api_keys').select('id').execute()).toHaveLength(keysBefore.length);
    // Still signed in and in test mode.
    expect((await browser.get('/dashboard')).body).toContain('Test data: nothing here is live');
  });

  it('sign-out deletes the session row: the old cookie opens nothing', async () => {
    const browser = await signedIn(h, 'bye@example.com');
    const token = browser.cookies.get('meterline_session') ?? '';
    const page = await browser.submit('/dashboard', '/dashboard/logout', {});
    expect([page.status, page.location]).toEqual([303, '/dashboard/login']);
    expect(page.setCookies.find((c) => c.startsWith('meterline_session='))).toContain('Max-Age=0');
    const replay = new Browser(h.app);
    replay.cookies.set('meterline_session', token);
    expect((await replay.get('/dashboard')).location).toBe('/dashboard/login');
    const user = await h.testStore.store.db.selectFrom('dashboard_users').select('id').where('email', '=', 'bye@example.com').executeTakeFirstOrThrow();
    expect(await h.testStore.store.db.selectFrom('dashboard_sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('a session ends 12 hours after sign-in; signing in again removes the expired row', async () => {
    const user = await dashboardUser(h, 'late@example.com');
    const browser = new Browser(h.app);
    expect((await browser.signIn(user.email, user.password)).status).toBe(303);
    h.clock.advance(12 * 60 * MINUTE - 1000);
    expect((await browser.get('/dashboard')).status).toBe(200);
    h.clock.advance(1000);
    expect((await browser.get('/dashboard')).location).toBe('/dashboard/login');
    const sessions = () => h.testStore.store.db.selectFrom('dashboard_sessions').select('expires_at').where('user_id', '=', user.id).execute();
    expect(await sessions()).toHaveLength(1);
    expect((await browser.signIn(user.email, user.password)).status).toBe(303);
    expect(await sessions()).toEqual([{ expires_at: new Date(h.clock.now().getTime() + 12 * 60 * MINUTE).toISOString() }]);
  });

  it("an account's failures, from any addresses, slow its sign-in (5 s, doubling, at most 60 s) but never lock its owner out", async () => {
    const user = await dashboardUser(h, 'throttled@example.com');
    // Each try from its own address: only the email's count applies.
    let ip = 10;
    const attempt = (password: string) => new Browser(h.app, `192.0.2.${ip++}`).signIn(user.email, password);
    expect((await attempt('wrong-1')).status).toBe(401);
    expect((await attempt('wrong-2')).status).toBe(401);
    expect((await attempt('wrong-3')).status).toBe(401);
    // Slowed: the next try must wait 5 seconds, even with the right password.
    const slowed = await attempt(user.password);
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('5');
    expect(slowed.body).toContain('Too many failed sign-ins. Try again in 5 seconds.');
    // Each further failure, tried once the wait is over, doubles the wait, up to a minute, and no further.
    let wait = 5;
    for (const [n, seconds] of [[4, 10], [5, 20], [6, 40], [7, 60], [8, 60], [9, 60]] as const) {
      h.clock.advance(wait * 1000);
      expect((await attempt(`wrong-${n}`)).status).toBe(401);
      const refused = await attempt(user.password);
      expect([n, refused.status, refused.headers['retry-after']]).toEqual([n, 429, String(seconds)]);
      wait = seconds;
    }
    // A minute after the last failure the owner signs in with the right password: never locked out.
    h.clock.advance(60_000 - 1000);
    expect((await attempt(user.password)).status).toBe(429);
    h.clock.advance(1000);
    expect((await attempt(user.password)).status).toBe(303);
    const failures = await h.testStore.store.db.selectFrom('dashboard_sign_in_failures').select('subject').where('subject', '=', `email:${user.email}`).execute();
    expect(failures).toEqual([]);
  });

  it('an address is refused for 15 minutes from its fifth failure, whatever emails it tried; another address still signs in', async () => {
    const user = await dashboardUser(h, 'elsewhere@example.com');
    const ip = '198.51.100.120';
    for (let i = 0; i < 3; i++) expect((await new Browser(h.app, ip).signIn(`spray${i}@example.com`, 'x')).status).toBe(401);
    h.clock.advance(5000);
    expect((await new Browser(h.app, ip).signIn('spray3@example.com', 'x')).status).toBe(401);
    h.clock.advance(10_000);
    expect((await new Browser(h.app, ip).signIn('spray4@example.com', 'x')).status).toBe(401);
    const locked = await new Browser(h.app, ip).signIn(user.email, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Try again in 15 minutes.');
    // Those failures were on other accounts: this one is not slowed from another address.
    expect((await new Browser(h.app, '198.51.100.121').signIn(user.email, user.password)).status).toBe(303);
    h.clock.advance(15 * MINUTE);
    expect((await new Browser(h.app, ip).signIn(user.email, user.password)).status).toBe(303);
  });

  it('guesses sent in parallel do not all pass the throttle: one is checked, the others are refused', async () => {
    const user = await dashboardUser(h, 'parallel@example.com');
    const browsers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const b = new Browser(h.app, `192.0.2.${100 + i}`);
        return { b, token: csrfOf((await b.get('/dashboard/login')).body) };
      }),
    );
    const pages = await Promise.all(browsers.map(({ b, token }, i) => b.post('/dashboard/login', { _csrf: token, email: user.email, password: `guess-${i}` })));
    expect(pages.map((p) => p.status).sort()).toEqual([401, 429, 429, 429, 429, 429]);
    const row = await h.testStore.store.db.selectFrom('dashboard_sign_in_failures').selectAll().where('subject', '=', `email:${user.email}`).executeTakeFirstOrThrow();
    expect(row.failures).toBe(1);
  });

  it('failed sign-ins are counted per IP across emails, and an unknown email counts like a known one', async () => {
    const user = await dashboardUser(h, 'victim@example.com');
    const ip = '198.51.100.99';
    for (let i = 0; i < 3; i++) expect((await new Browser(h.app, ip).signIn(`guess${i}@example.com`, 'x')).status).toBe(401);
    expect((await new Browser(h.app, ip).signIn(user.email, user.password)).status).toBe(429);
    expect((await new Browser(h.app, '198.51.100.100').signIn(user.email, user.password)).status).toBe(303);
  });

  it('counts older than 15 minutes are deleted by the next failure, unless still locked', async () => {
    const failures = () => h.testStore.store.db.selectFrom('dashboard_sign_in_failures').select('subject').where('subject', 'like', '%old-guess%').execute();
    expect((await new Browser(h.app, '198.51.100.150').signIn('old-guess@example.com', 'x')).status).toBe(401);
    expect(await failures()).toHaveLength(1);
    h.clock.advance(15 * MINUTE + 1000);
    expect((await new Browser(h.app, '198.51.100.151').signIn('someone-else@example.com', 'x')).status).toBe(401);
    expect(await failures()).toEqual([]);
  });
});
