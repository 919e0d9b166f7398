import { sql, type Kysely } from 'kysely';

/**
 * `catalogs.as_of`: the date (YYYY-MM-DD) a catalog's prices were checked, as its file says, so
 * `GET /v1/catalogs/{id}` can answer it. Until now the date was only folded into `source_note`
 * ("... Prices as of 2026-11-21."): catalogs imported before are backfilled from there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogs').addColumn('as_of', 'text').execute();
  const rows = await sql<{ id: string; source_note: string | null }>`select id, source_note from catalogs where source_note like ${'%Prices as of %'}`.execute(db);
  for (const row of rows.rows) {
    const match = /Prices as of (\d{4}-\d{2}-\d{2})\.$/.exec(row.source_note ?? '');
    if (match) await sql`update catalogs set as_of = ${match[1]} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogs').dropColumn('as_of').execute();
}
