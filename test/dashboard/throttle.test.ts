/**
 * Sign-in throttling behind a load balancer. With TRUST_PROXY=127.0.0.1, a request from that
 * proxy is counted under the client address its X-Forwarded-For names, so five wrong passwords
 * from one client lock that client, not everyone behind the proxy; without TRUST_PROXY the header
 * is ignored and every request from the proxy's socket shares one count (why the setting exists).
 * Failures on one account never lock another account out.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { Browser, dashboardUser } from './browser.js';

const PROXY = '127.0.0.1';

/** Five wrong passwords, each on its own unknown account (so only the address's count grows), 15 s apart as the waits allow. */
async function fiveFailures(h: Harness, browser: () => Browser, tag: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    expect((await browser().signIn(`${tag}-${i}@example.com`, 'wrong password')).status).toBe(401);
    h.clock.advance(15_000);
  }
}

describeEachStore('dashboard sign-in throttle behind a proxy', (kind) => {
  let trusting: Harness;
  let plain: Harness;
  beforeAll(async () => {
    trusting = await createHarness(kind, { company: { name: 'Acme AI' }, config: { trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy } });
    plain = await createHarness(kind, { company: { name: 'Acme AI' } });
  });
  afterAll(async () => {
    await trusting.close();
    await plain.close();
  });

  const via = (h: Harness, client: string) => () => new Browser(h.app, PROXY, { 'x-forwarded-for': client });

  it('TRUST_PROXY=127.0.0.1: clients behind the proxy are throttled separately, by their X-Forwarded-For', async () => {
    const user = await dashboardUser(trusting, 'alice@example.com');
    await fiveFailures(trusting, via(trusting, '192.0.2.1'), 'guess');
    const locked = await via(trusting, '192.0.2.1')().signIn(user.email, user.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('Try again in 15 minutes.');
    const rows = await trusting.testStore.store.db.selectFrom('dashboard_sign_in_failures').select('subject').where('subject', 'like', 'ip:%').execute();
    expect(rows).toEqual([{ subject: 'ip:192.0.2.1' }]);
    // Another client behind the same proxy signs in; so does one whose proxy chain ends in it.
    expect((await via(trusting, '192.0.2.2')().signIn(user.email, user.password)).status).toBe(303);
    expect((await via(trusting, '203.0.113.50, 192.0.2.3')().signIn(user.email, user.password)).status).toBe(303);
  });

  it('TRUST_PROXY=127.0.0.1: a request straight from an untrusted address cannot choose its counted address', async () => {
    const user = await dashboardUser(trusting, 'bob@example.com');
    const direct = (forwarded: string) => () => new Browser(trusting.app, '198.51.100.77', { 'x-forwarded-for': forwarded });
    let n = 0;
    await fiveFailures(trusting, () => direct(`10.0.0.${n++}`)(), 'direct');
    expect((await direct('10.0.0.99')().signIn(user.email, user.password)).status).toBe(429);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: every client of the proxy shares its address count', async () => {
    const user = await dashboardUser(plain, 'carol@example.com');
    let n = 0;
    await fiveFailures(plain, () => via(plain, `192.0.2.${10 + n++}`)(), 'shared');
    const rows = await plain.testStore.store.db.selectFrom('dashboard_sign_in_failures').select('subject').where('subject', 'like', 'ip:%').execute();
    expect(rows).toEqual([{ subject: `ip:${PROXY}` }]);
    expect((await via(plain, '192.0.2.99')().signIn(user.email, user.password)).status).toBe(429);
  });

  it("failures on one account do not lock another account out, nor the account's owner for long", async () => {
    const victim = await dashboardUser(trusting, 'victim@example.com');
    const other = await dashboardUser(trusting, 'other@example.com');
    // An attacker behind the proxy sends wrong passwords for the victim until its address is locked.
    for (let i = 0; i < 5; i++) {
      expect((await via(trusting, '192.0.2.66')().signIn(victim.email, `guess-${i}`)).status).toBe(401);
      trusting.clock.advance(15_000);
    }
    expect((await via(trusting, '192.0.2.66')().signIn(victim.email, 'guess-5')).status).toBe(429);
    // Another account, from another client: not slowed at all.
    expect((await via(trusting, '192.0.2.67')().signIn(other.email, other.password)).status).toBe(303);
    // The victim from their own client waits out the account's delay (at most a minute), then signs in.
    const slowed = await via(trusting, '192.0.2.68')().signIn(victim.email, victim.password);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    trusting.clock.advance(60_000);
    expect((await via(trusting, '192.0.2.68')().signIn(victim.email, victim.password)).status).toBe(303);
  });
});
