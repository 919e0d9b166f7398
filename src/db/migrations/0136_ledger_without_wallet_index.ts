/**
 * No per-event entry at a random place in the ledger (issue 33). `ledger_entries_wallet_seq`
 * (wallet, seq) put each usage draw inside its wallet's run of the index: with many customers, a
 * page of its own per event, written to SQLite's write-ahead log at commit and again at checkpoint,
 * and a random leaf on PostgreSQL. Measured with the benchmark's SQLite single-event leg (store of
 * 300,000 events, two alternating pairs, a loaded hour): 222 and 240 us of server CPU per event
 * with the index, 181 and 188 without it.
 *
 * Nothing on a request's path reads the ledger by wallet: balances are the wallet and grant rows,
 * and the engine reads a wallet's overdraft through events (`ledger_entries_event`). The audit
 * (modules/wallets/audit.ts) now reads the ledger once in id order instead of wallet by wallet,
 * and checks what the unique index guarded: each wallet's entries are numbered 1 to its
 * `last_seq`, none twice. Every writer appends with the wallet row locked, as before.
 *
 * The foreign key from an entry to its wallet goes too. Its only check that reads the ledger is a
 * wallet's delete, and the only wallets ever deleted are ones a batch created and drew nothing
 * from (`last_seq` 0: no entries). Without an index on `wallet_id` that check reads the whole
 * ledger, on both stores, for every such delete: each batch carrying a walletless customer's event
 * refused at its overdraft limit. SQLite cannot drop a constraint, so there the table is copied
 * into one without it, in rowid order, with its other indexes and append-only triggers made again.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The ledger's columns as 0010_wallets made them, the wallet's foreign key aside. */
function ledgerTableSql(table: string, walletReference: boolean): string {
  const wallet = walletReference ? ' references "wallets" ("id")' : '';
  return `create table "${table}" ("id" text primary key, "company_id" text not null references "companies" ("id"), "mode" text not null,
    "wallet_id" text not null${wallet}, "seq" integer not null, "grant_id" text references "credit_grants" ("id"), "event_id" text,
    "invoice_id" text, "kind" text not null, "amount" text not null, "balance_after" text not null, "created_at" text not null)`;
}

/** Rebuilds the SQLite ledger with or without the wallet's foreign key: the rows, the indexes but (wallet, seq), the triggers. */
async function rebuildSqliteLedger(db: Kysely<unknown>, walletReference: boolean): Promise<void> {
  await sql.raw(ledgerTableSql('ledger_entries_rebuilt', walletReference)).execute(db);
  await sql`insert into ledger_entries_rebuilt select id, company_id, mode, wallet_id, seq, grant_id, event_id, invoice_id, kind, amount, balance_after, created_at
    from ledger_entries order by rowid`.execute(db);
  await sql`drop table ledger_entries`.execute(db);
  await sql`alter table ledger_entries_rebuilt rename to ledger_entries`.execute(db);
  await db.schema.createIndex('ledger_entries_event').on('ledger_entries').column('event_id').execute();
  await db.schema.createIndex('ledger_entries_invoice').on('ledger_entries').column('invoice_id').where(sql.ref('invoice_id'), 'is not', null).execute();
  for (const verb of ['update', 'delete'] as const) {
    const trigger = sql.id(`ledger_entries_no_${verb}`);
    await sql`create trigger ${trigger} before ${sql.raw(verb)} on ledger_entries begin select raise(abort, 'ledger_entries is append-only'); end`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table ledger_entries drop constraint ledger_entries_wallet_id_fkey`.execute(db);
    await db.schema.dropIndex('ledger_entries_wallet_seq').execute();
    return;
  }
  await rebuildSqliteLedger(db, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table ledger_entries add constraint ledger_entries_wallet_id_fkey foreign key (wallet_id) references wallets (id)`.execute(db);
  } else {
    await rebuildSqliteLedger(db, true);
  }
  await db.schema.createIndex('ledger_entries_wallet_seq').on('ledger_entries').columns(['wallet_id', 'seq']).unique().execute();
}
