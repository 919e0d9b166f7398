/**
 * The test clocks' migration (0018) landed after migrations numbered higher (0031, 0032, 0041):
 * a database that already applied those must still apply it on the next start, not refuse to
 * start. Simulated by un-applying 0018 on a migrated store and migrating again.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';

describeEachStore('a migration that sorts before ones already applied', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
  });
  afterAll(() => t.drop());

  it('is applied on the next start', async () => {
    const db = t.store.db;
    await db.schema.dropTable('test_clocks').execute();
    await sql`delete from kysely_migration where name = '0018_test_clocks'`.execute(db);
    expect(await migrateToLatest(t.store)).toEqual(['0018_test_clocks']);
    expect(await db.selectFrom('test_clocks').selectAll().execute()).toEqual([]);
  });
});
