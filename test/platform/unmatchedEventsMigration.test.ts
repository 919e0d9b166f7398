/**
 * Migration 0102: `companies.unmatched_events`, `accept` for every company that existed before it
 * (ingest goes on storing their unmatched events as before) and for new ones unless they choose.
 * Run on both stores: the column is dropped (the migration's down) and added again under a
 * company created meanwhile.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { down, up } from '../../src/db/migrations/0102_unmatched_events.js';
import { createCompany } from '../../src/modules/platform/service.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';

describeEachStore('migration 0102: unmatched_events on every company', (kind) => {
  let testStore: TestStore;
  beforeAll(async () => {
    testStore = await createTestStore(kind);
  });
  afterAll(() => testStore.drop());

  it('gives the companies created before it `accept`, and keeps a company’s own choice after it', async () => {
    const db = testStore.store.db;
    const raw = db as unknown as Kysely<unknown>;
    const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
    await down(raw);
    const now = clock.now().toISOString();
    await sql`insert into companies (id, name, timezone, invoice_prefix, created_at, updated_at) values ('old_co', 'Before', 'UTC', 'BEF', ${now}, ${now})`.execute(db);
    await up(raw);
    const strict = await createCompany(db, clock, { name: 'Strict', unmatchedEvents: 'reject' });
    const plain = await createCompany(db, clock, { name: 'Plain' });
    const rows = await db.selectFrom('companies').select(['id', 'unmatched_events']).where('id', 'in', ['old_co', strict.id, plain.id]).orderBy('name').execute();
    expect(rows).toEqual([
      { id: 'old_co', unmatched_events: 'accept' },
      { id: plain.id, unmatched_events: 'accept' },
      { id: strict.id, unmatched_events: 'reject' },
    ]);
  });
});
