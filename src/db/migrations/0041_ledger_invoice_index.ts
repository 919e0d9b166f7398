import type { Kysely } from 'kysely';

/**
 * Ledger entries by invoice: voiding an invoice, or marking it uncollectible or paid, reads the
 * settlement and write-off entries that carry its id (src/modules/wallets/writeOff.ts) to write
 * off (or settle again) the overdraft it settled. Without this index each such move read the
 * whole ledger. Partial: most entries (usage draws) carry no invoice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_entries_invoice')
    .on('ledger_entries')
    .columns(['invoice_id'])
    .where('invoice_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_invoice').execute();
}
