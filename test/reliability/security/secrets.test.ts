/**
 * Secrets: API keys and link tokens are long, uniformly random and stored only as hashes; a
 * guessed or almost-right token is answered exactly like any unknown one; ids end in a random
 * part; and the key check compares digests in constant time.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { hashToken, newToken } from '../../../src/modules/links/index.js';
import { API_KEY_PATTERN, generateApiKey, hashApiKey, sameDigest } from '../../../src/kernel/apiKeys.js';
import { Authenticator } from '../../../src/http/authenticator.js';
import { setupCustomer } from '../../support/builders.js';
import { createHarness, type Harness } from '../../support/harness.js';
import { describeEachStore } from '../../support/stores.js';
import { createTenant, type TenantIds } from './tenants.js';

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

it('makes API keys of 32 uniformly random base62 characters, never twice', () => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const counts = new Array<number>(62).fill(0);
  const seen = new Set<string>();
  for (let i = 0; i < 10_000; i++) {
    const key = generateApiKey(i % 2 ? 'live' : 'test');
    expect(key).toMatch(API_KEY_PATTERN);
    seen.add(key);
    for (const ch of key.slice(8)) counts[alphabet.indexOf(ch)] = (counts[alphabet.indexOf(ch)] ?? 0) + 1;
  }
  expect(seen.size).toBe(10_000);
  // 61 degrees of freedom: above 130 happens by chance about once in a million runs.
  expect(chiSquare(counts)).toBeLessThan(130);
});

it('makes link tokens of 32 uniformly random bytes (base64url), never twice', () => {
  const counts = new Array<number>(256).fill(0);
  const seen = new Set<string>();
  for (let i = 0; i < 10_000; i++) {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    seen.add(token);
    for (const byte of Buffer.from(token, 'base64url')) counts[byte] = (counts[byte] ?? 0) + 1;
  }
  expect(seen.size).toBe(10_000);
  // 255 degrees of freedom: above 370 happens by chance about once in a million runs.
  expect(chiSquare(counts)).toBeLessThan(370);
});

it('stores a key as its SHA-256 in hex (a known answer), the digest keys issued before were stored as', () => {
  // SHA-256("abc"), FIPS 180-2 appendix B.1.
  expect(hashApiKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  const key = generateApiKey('live');
  expect(hashApiKey(key)).toBe(crypto.createHash('sha256').update(key).digest('hex'));
});

it('compares key digests in constant time (crypto.timingSafeEqual), and only digests of one length', async () => {
  const key = generateApiKey('test');
  const spy = vi.spyOn(crypto, 'timingSafeEqual');
  try {
    expect(sameDigest(hashApiKey(key), hashApiKey(key))).toBe(true);
    // Another key: its last character changed (a key that already ends in x gets a y).
    const other = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
    expect(sameDigest(hashApiKey(key), hashApiKey(other))).toBe(false);
    expect(sameDigest(hashApiKey(key), 'abcd')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [a, b] of spy.mock.calls) expect((a as Buffer).length).toBe((b as Buffer).length);
  } finally {
    spy.mockRestore();
  }
});

describeEachStore('secrets at rest and unknown tokens', (kind) => {
  let h: Harness;
  let tenant: TenantIds;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    tenant = await createTenant(h.api, 'A', { bill: true });
  });
  afterAll(() => h?.close());

  it('authenticates through the constant-time comparison', async () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    try {
      const auth = await new Authenticator(h.testStore.store.db).authenticate(`Bearer ${h.api.key}`);
      expect(auth.companyId).toBe(h.company.id);
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  // The tenant's customer is already on its plan (a second live subscription is refused): links go
  // to a customer of its own.
  const newCustomer = async (): Promise<string> => String((await h.api.post('/v1/customers', { name: 'Signs up' })).body.customer.id);

  it('stores keys and link tokens only as hashes', async () => {
    const signup = await h.api.post('/v1/subscription-signup-links', { customer_id: await newCustomer(), plan_code: tenant.planCode });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    const token = new URL(signup.body.subscription_signup_link.url).pathname.split('/').pop() as string;
    const db = h.testStore.store.db;
    const everything = JSON.stringify([
      await db.selectFrom('api_keys').selectAll().execute(),
      await db.selectFrom('signup_links').selectAll().execute(),
      await db.selectFrom('checkout_links').selectAll().execute(),
    ]);
    expect(everything).not.toContain(h.api.key.slice(8));
    expect(everything).not.toContain(h.live.key.slice(8));
    expect(everything).not.toContain(token);
    expect(everything).toContain(hashToken(token));
  });

  it('answers a guessed token, an almost-right one and a garbage one the same way', async () => {
    const signup = await h.api.post('/v1/subscription-signup-links', { customer_id: await newCustomer(), plan_code: tenant.planCode });
    const real = new URL(signup.body.subscription_signup_link.url).pathname.split('/').pop() as string;
    const invoice = (await h.api.get(`/v1/invoices/${tenant.invoice}`)).body.invoice;
    const realInvoice = invoice?.public_invoice_url ? (new URL(invoice.public_invoice_url).pathname.split('/').pop() as string) : newToken();
    const flip = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const [prefix, realToken] of [['/subscribe', real], ['/checkout', newToken()], ['/invoices', realInvoice]] as const) {
      const answers = await Promise.all(
        [newToken(), flip(realToken), 'x', '..%2F..%2Fetc%2Fpasswd', 'A'.repeat(43), `${realToken}/extra`].map((t) => h.app.inject({ method: 'GET', url: `${prefix}/${t}` })),
      );
      for (const answer of answers) {
        expect(answer.statusCode, prefix).toBe(404);
        expect(answer.body, prefix).toBe((answers[0] as { body: string }).body);
      }
    }
  });

  it('gives ids an unguessable part: neighbours share their time and counter, never their random tail', async () => {
    // Ids are identifiers, not secrets (tenancy decides access, see isolation.test.ts); still, an
    // id is not derivable from its neighbour: after the time and counter come 11 random characters.
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await setupCustomer(h.api)).id);
    const tails = ids.map((id) => id.slice(-11));
    expect(new Set(tails).size).toBe(ids.length);
    const sharedPrefix = (a: string, b: string) => {
      let n = 0;
      while (n < a.length && a[n] === b[n]) n++;
      return n;
    };
    for (let i = 1; i < tails.length; i++) expect(sharedPrefix(tails[i - 1] as string, tails[i] as string)).toBeLessThan(4);
  });
});
