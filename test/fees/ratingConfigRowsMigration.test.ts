/**
 * Migration 0101: every company that existed before it gets its two rating-config rows (and the
 * global row exists), at version 0, the stamp a missing row already read as; rows already there
 * keep their version. Run on both stores: a company whose rows are removed stands for one created
 * before the migration.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { up } from '../../src/db/migrations/0101_rating_config_rows.js';
import { createCompany } from '../../src/modules/platform/index.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';

describeEachStore('migration 0101: rating-config rows for every company', (kind) => {
  let testStore: TestStore;
  beforeAll(async () => {
    testStore = await createTestStore(kind);
  });
  afterAll(() => testStore.drop());

  it('inserts the missing rows at version 0 and leaves the others as they are', async () => {
    const db = testStore.store.db;
    const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
    const old = await createCompany(db, clock, { name: 'Before' });
    const kept = await createCompany(db, clock, { name: 'Kept' });
    await db.deleteFrom('rating_config_versions').where('scope_key', 'in', [`${old.id}:live`, `${old.id}:test`, 'global']).execute();
    await db.updateTable('rating_config_versions').set({ version: 7 }).where('scope_key', '=', `${kept.id}:live`).execute();

    await up(db as unknown as Kysely<unknown>);
    await up(db as unknown as Kysely<unknown>); // twice: nothing more

    const rows = await db.selectFrom('rating_config_versions').selectAll().where('scope_key', 'in', [`${old.id}:live`, `${old.id}:test`, `${kept.id}:live`, `${kept.id}:test`, 'global']).execute();
    const byKey = (a: { scope_key: string }, b: { scope_key: string }) => (a.scope_key < b.scope_key ? -1 : 1);
    expect(rows.sort(byKey)).toEqual(
      [
        { scope_key: `${old.id}:live`, version: 0 },
        { scope_key: `${old.id}:test`, version: 0 },
        { scope_key: `${kept.id}:live`, version: 7 },
        { scope_key: `${kept.id}:test`, version: 0 },
        { scope_key: 'global', version: 0 },
      ].sort(byKey),
    );
  });
});
