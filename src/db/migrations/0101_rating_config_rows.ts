/**
 * Every scope's rating-config row exists before any event is ingested (issue 25): an ingest batch
 * locks its scopes' rows with FOR SHARE before it rates, and a change to the rating configuration
 * takes the row's exclusive lock first (src/modules/ratingConfig/version.ts), so a change is final
 * by event timestamp on every node. A row that does not exist cannot be locked: this inserts the
 * missing ones (each company's two modes, and the global row) at version 0, the stamp a missing
 * row already read as. New companies get theirs when they are created.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // `where true`: SQLite reads an ON CONFLICT after a bare SELECT's FROM as a join constraint.
  await sql`insert into rating_config_versions (scope_key, version)
    select c.id || ':' || m.mode, 0 from companies c cross join (select 'live' as mode union all select 'test' as mode) m where true
    on conflict (scope_key) do nothing`.execute(db);
  await sql`insert into rating_config_versions (scope_key, version) values ('global', 0) on conflict (scope_key) do nothing`.execute(db);
}

export async function down(): Promise<void> {
  // The rows are harmless without the locks: nothing to undo.
}
