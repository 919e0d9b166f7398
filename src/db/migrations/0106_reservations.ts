/**
 * Reservations (issue 28, item 3): credits held before the work, then captured or released.
 *
 * - `wallets.held`: the sum of the wallet's live holds (decimal text, "0" for every existing
 *   wallet). A wallet's available balance is `balance - held`; the row ingest already locks
 *   carries it, so limits are decided in memory.
 * - `reservations`: one hold each, `held` until captured, released or expired. `request_key` is
 *   the creating request's Idempotency-Key, unique per company and mode: a retry that reaches the
 *   handler again (its first answer was never recorded: the server died between its commit and
 *   the record) finds the hold it made instead of making a second one.
 * - `hold_entries`: the holds' own append-only ledger, beside `ledger_entries` (a hold does not
 *   move the balance, so it is not a balance entry): `hold` (+) when a reservation is made,
 *   `release` (-) when it is captured, released or expires. Per wallet their sum is `held`;
 *   `meterline audit` proves it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('wallets').addColumn('held', 'text', (c) => c.notNull().defaultTo('0')).execute();
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('wallet_id', 'text', (c) => c.notNull().references('wallets.id'))
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('pricing_unit_id', 'text')
    .addColumn('currency_code', 'text')
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('request_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reservations_customer').on('reservations').columns(['company_id', 'mode', 'customer_id', 'status']).execute();
  await db.schema.createIndex('reservations_due').on('reservations').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('reservations_request_key').on('reservations').columns(['company_id', 'mode', 'request_key']).unique().execute();
  await db.schema
    .createTable('hold_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('wallet_id', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('held_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hold_entries_wallet').on('hold_entries').columns(['wallet_id']).execute();
  await db.schema.createIndex('hold_entries_reservation').on('hold_entries').columns(['reservation_id', 'kind']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hold_entries').execute();
  await db.schema.dropTable('reservations').execute();
  await db.schema.alterTable('wallets').dropColumn('held').execute();
}
