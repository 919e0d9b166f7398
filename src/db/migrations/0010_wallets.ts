import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text')
    .addColumn('pricing_unit_id', 'text', (c) => c.references('pricing_units.id'))
    .addColumn('denomination_key', 'text', (c) => c.notNull())
    .addColumn('balance', 'text', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The get-or-create key of lockWallet, and the customer's balances in one range scan.
  await db.schema
    .createIndex('wallets_customer_denomination')
    .on('wallets')
    .columns(['company_id', 'mode', 'customer_id', 'denomination_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('credit_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id'))
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_id', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('balance', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('expired_at', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Burn-down reads only a wallet's live grants: a partial index keeps that small however many
  // spent grants a wallet accumulates. Balances are canonical decimal text, so spent is '0'.
  await db.schema
    .createIndex('credit_grants_live')
    .on('credit_grants')
    .columns(['wallet_id', 'expires_at'])
    .where(sql.ref('status'), '=', sql.lit('active'))
    .where(sql.ref('balance'), '<>', sql.lit('0'))
    .execute();
  // Both dialects treat NULLs as distinct, so this only binds grants that carry a source_ref.
  await db.schema.createIndex('credit_grants_source_ref').on('credit_grants').columns(['wallet_id', 'source_ref']).unique().execute();
  await db.schema
    .createIndex('credit_grants_customer_created')
    .on('credit_grants')
    .columns(['company_id', 'mode', 'customer_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('grant_id', 'text', (c) => c.references('credit_grants.id'))
    .addColumn('event_id', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('balance_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Entries in order per wallet; two writers that both missed the lock cannot both append seq n.
  await db.schema.createIndex('ledger_entries_wallet_seq').on('ledger_entries').columns(['wallet_id', 'seq']).unique().execute();
  await db.schema.createIndex('ledger_entries_grant').on('ledger_entries').columns(['grant_id']).execute();
  await forbidChanges(db, 'ledger_entries');
}

/** The database itself refuses to update or delete a row of an append-only table. */
async function forbidChanges(db: Kysely<unknown>, table: string): Promise<void> {
  const name = sql.id(`${table}_append_only`);
  const message = sql.lit(`${table} is append-only`);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function ${name}() returns trigger language plpgsql as $$ begin raise exception ${message}; end $$`.execute(db);
    await sql`create trigger ${name} before update or delete on ${sql.table(table)} for each row execute function ${name}()`.execute(db);
    return;
  }
  for (const verb of ['update', 'delete'] as const) {
    const trigger = sql.id(`${table}_no_${verb}`);
    await sql`create trigger ${trigger} before ${sql.raw(verb)} on ${sql.table(table)} begin select raise(abort, ${message}); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function if exists ledger_entries_append_only()`.execute(db);
  await db.schema.dropTable('credit_grants').execute();
  await db.schema.dropTable('wallets').execute();
}
