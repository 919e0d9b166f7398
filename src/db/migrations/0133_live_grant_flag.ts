/**
 * A usage draw no longer rewrites the live-grants index (issue 33). `credit_grants_live_scoped`
 * kept only active grants with a balance, so its predicate named `balance`, which every draw
 * changes: SQLite rewrote the grant's index entry on each draw (one more page written per event),
 * and PostgreSQL could not update the grant in place (HOT), so every draw also entered the grant's
 * new version into all five of its indexes.
 *
 * `live` is 1 while a grant is active and holds something, 0 otherwise: it changes only when a
 * grant is used up, voided, activated or topped up again, never on an ordinary draw. The database
 * keeps it, so no writer can forget it: PostgreSQL as a stored generated column (an update that
 * leaves its value alone stays HOT); SQLite, whose generated columns would count as changed with
 * `balance`, by triggers that set it only when it is wrong. The index `credit_grants_live` holds
 * the live grants; readers ask for `live = 1` (and keep their `status` and `balance` conditions).
 *
 * On PostgreSQL, wallets and grants also leave a fifth of each new page free (fillfactor 80), so a
 * row's next version finds room on its own page and the update stays HOT.
 */
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** The flag's value from a row's status and balance (`row`: a trigger's `new.`, or none). */
function isLive(row = ''): RawBuilder<number> {
  return sql<number>`case when ${sql.raw(row)}status = 'active' and ${sql.raw(row)}balance <> '0' then 1 else 0 end`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table credit_grants add column live integer not null generated always as (${isLive()}) stored`.execute(db);
    await sql`alter table credit_grants set (fillfactor = 80)`.execute(db);
    await sql`alter table wallets set (fillfactor = 80)`.execute(db);
  } else {
    await sql`alter table credit_grants add column live integer not null default 0`.execute(db);
    await sql`update credit_grants set live = ${isLive()}`.execute(db);
    const newIsLive = isLive('new.');
    await sql`create trigger credit_grants_live_on_insert after insert on credit_grants
      when new.live <> ${newIsLive}
      begin update credit_grants set live = ${newIsLive} where rowid = new.rowid; end`.execute(db);
    await sql`create trigger credit_grants_live_on_update after update of status, balance, live on credit_grants
      when new.live <> ${newIsLive}
      begin update credit_grants set live = ${newIsLive} where rowid = new.rowid; end`.execute(db);
  }
  await db.schema
    .createIndex('credit_grants_live')
    .on('credit_grants')
    .columns(['wallet_id', 'company_id', 'mode', 'expires_at'])
    .where(sql.ref('live'), '=', sql.lit(1))
    .execute();
  await db.schema.dropIndex('credit_grants_live_scoped').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('credit_grants_live_scoped')
    .on('credit_grants')
    .columns(['wallet_id', 'company_id', 'mode', 'expires_at'])
    .where(sql.ref('status'), '=', sql.lit('active'))
    .where(sql.ref('balance'), '<>', sql.lit('0'))
    .execute();
  await db.schema.dropIndex('credit_grants_live').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table credit_grants reset (fillfactor)`.execute(db);
    await sql`alter table wallets reset (fillfactor)`.execute(db);
  } else {
    await sql`drop trigger credit_grants_live_on_insert`.execute(db);
    await sql`drop trigger credit_grants_live_on_update`.execute(db);
  }
  await db.schema.alterTable('credit_grants').dropColumn('live').execute();
}
