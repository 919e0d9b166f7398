/**
 * API keys' "last used": a key's use is written at most once a minute per node, after the request
 * is authenticated and outside its transaction; the time shows on /dashboard/keys and in
 * `key list`; a failed write is logged, never thrown at the request.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { FixedClock } from '../../src/clock.js';
import { KeyUsageRecorder, listApiKeys } from '../../src/modules/platform/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { signedIn, type Browser } from './browser.js';

const SECOND = 1000;

describeEachStore('API key last used', (kind) => {
  let h: Harness;
  let browser: Browser;
  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'usage@example.com');
  });
  afterAll(() => h.close());

  const lastUsed = async (keyId: string) => (await listApiKeys(h.testStore.store.db, h.company.id)).find((k) => k.id === keyId)?.last_used_at;

  it('a used key shows the time; a second use within the minute writes nothing; after the minute it writes again', async () => {
    const keys = await listApiKeys(h.testStore.store.db, h.company.id);
    const testKey = keys.find((k) => k.mode === 'test');
    if (!testKey) throw new Error('no test key');
    expect(testKey.last_used_at).toBeNull();
    const writesBefore = h.app.keyUsage.writes;

    expect((await h.api.get('/v1/customers')).status).toBe(200);
    await h.app.keyUsage.settled();
    expect(h.app.keyUsage.writes - writesBefore).toBe(1);
    expect(await lastUsed(testKey.id)).toBe('2026-01-15T12:00:00.000Z');

    // 59 seconds later, twice: no statement is issued, the stored time stays.
    h.clock.advance(59 * SECOND);
    expect((await h.api.get('/v1/customers')).status).toBe(200);
    expect((await h.api.post('/v1/customers', { external_id: 'c-1', name: 'One' })).status).toBe(201);
    await h.app.keyUsage.settled();
    expect(h.app.keyUsage.writes - writesBefore).toBe(1);
    expect(await lastUsed(testKey.id)).toBe('2026-01-15T12:00:00.000Z');

    // A minute after the write: written again.
    h.clock.advance(1 * SECOND);
    expect((await h.api.get('/v1/customers')).status).toBe(200);
    await h.app.keyUsage.settled();
    expect(h.app.keyUsage.writes - writesBefore).toBe(2);
    expect(await lastUsed(testKey.id)).toBe('2026-01-15T12:01:00.000Z');

    const page = await browser.get('/dashboard/keys');
    expect(page.body).toContain('<td data-label="Last used">2026-01-15 12:01 UTC</td>');
    // The live key was never used.
    expect(page.body).toContain('<td data-label="Last used">Never</td>');
  });

  it('a refused request (unknown or revoked key) records nothing', async () => {
    const writesBefore = h.app.keyUsage.writes;
    expect((await h.client('ak_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').get('/v1/customers')).status).toBe(401);
    expect(h.app.keyUsage.writes).toBe(writesBefore);
  });

  it('another node never sets the time back: the stored time only moves forward', async () => {
    const keyId = (await listApiKeys(h.testStore.store.db, h.company.id)).find((k) => k.mode === 'test')?.id ?? '';
    const before = await lastUsed(keyId);
    const lagging = new KeyUsageRecorder(h.testStore.store.db, new FixedClock(new Date('2026-01-15T11:00:00.000Z')), { error: () => undefined });
    lagging.record(keyId);
    await lagging.settled();
    expect(await lastUsed(keyId)).toBe(before);
  });

  it('a failed write is logged, not thrown, and the request is not kept waiting', async () => {
    const logged: string[] = [];
    const broken = {
      updateTable: () => {
        throw new Error('not reached');
      },
    };
    // A database whose update fails when executed.
    const failing = new Proxy(broken, {
      get: () => () => ({
        set: () => ({ where: () => ({ where: () => ({ execute: () => Promise.reject(new Error('database is gone')) }) }) }),
      }),
    }) as unknown as Kysely<Database>;
    const recorder = new KeyUsageRecorder(failing, new FixedClock(new Date()), { error: (_o, message) => logged.push(message) });
    expect(() => recorder.record('key_1')).not.toThrow();
    await recorder.settled();
    expect(logged).toEqual(['could not record when an API key was last used']);
  });
});
