/**
 * One index entry less at a random place per ledger entry (issue 33). `ledger_entries_grant`
 * (grant_id) put each usage draw inside its grant's run of the index: with many customers, a page
 * of its own per draw, written to SQLite's write-ahead log at commit and again at checkpoint, and a
 * random leaf on PostgreSQL. Nothing reads the ledger by grant: a grant's balance is its row, the
 * audit reads each wallet's entries in (wallet, seq) order, and grants are never deleted, so the
 * foreign key never looks for a grant's entries either. The ledger stays an append keyed by
 * (wallet, seq), plus the event and invoice indexes its readers use.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_grant').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('ledger_entries_grant').on('ledger_entries').columns(['grant_id']).execute();
}
