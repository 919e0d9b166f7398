/**
 * The fuzzer's store mark (fuzz/storeMark.ts) sees every write but the bookkeeping a rejected
 * request may do: an API key's `last_used_at`, written at most once a minute of the app's clock for
 * every authenticated request. A soak run found it: the 10,000th case of the fifth family is the
 * first request a minute after the key's last write, and a rejected one.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { storeMarker } from './fuzz/storeMark.js';

describeEachStore('the fuzzer\'s store mark', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('is unchanged by a rejected request that records its key\'s use, and changed by any other write', async () => {
    const take = await storeMarker(h.testStore.store.db, kind);
    await h.api.get('/v1/customers');
    await h.app.keyUsage.settled();
    const before = await take();

    // A minute later a rejected request writes the key's last use, and nothing else.
    h.clock.advance(61_000);
    const rejected = await h.api.post('/v1/customers', { name: 'x', email: 'not an email' });
    expect(rejected.status).toBe(400);
    await h.app.keyUsage.settled();
    const used = await h.testStore.store.db.selectFrom('api_keys').select('last_used_at').where('company_id', '=', h.company.id).where('mode', '=', 'test').executeTakeFirstOrThrow();
    expect(used.last_used_at).toBe(h.clock.now().toISOString());
    expect(await take()).toBe(before);

    // Any other column of the key is a write; so is a row anywhere else.
    await sql`update api_keys set name = ${'renamed'} where company_id = ${h.company.id}`.execute(h.testStore.store.db);
    const renamed = await take();
    expect(renamed).not.toBe(before);
    const created = await h.api.post('/v1/customers', { name: 'Ada', email: 'ada@example.com' });
    expect(created.status).toBe(201);
    expect(await take()).not.toBe(renamed);
  });
});
