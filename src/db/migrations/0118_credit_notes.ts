/**
 * Credit notes (issue 30, items 1 and 2): a finalized invoice never changes; what adjusts it is a
 * credit note, a numbered document of its own.
 * - credit_notes, credit_note_lines, credit_note_number_sequences (`ACME-CN-0001`, its own
 *   gap-free sequence per company and mode, like invoice_number_sequences);
 * - invoices.amount_due_cents (what the invoice still asks: total less credit notes less payments;
 *   open, uncollectible and draft invoices start at their total, paid and void ones at 0),
 *   amount_paid_cents (what paid it: a paid invoice's total until now), payment_provider and
 *   payment_id (the payment a refund goes back to; unknown for invoices paid before this), and
 *   finalized_snapshot (the totals and lines at finalization, for the audit; taken now for the
 *   invoices already finalized, so the audit holds them to what they are today);
 * - customer_balance_entries.credit_note_id (a `credit_note` entry names its credit note).
 */
import { sql, type Kysely } from 'kysely';
import { finalizedSnapshot } from '../../kernel/invoiceAmounts.js';

const BATCH = 500;

interface SnapshotRow {
  id: string;
  subtotal_cents: number | string;
  discount_cents: number | string;
  tax_cents: number | string;
  total_cents: number | string;
}

interface LineRow {
  id: string;
  invoice_id: string;
  quantity: number | string;
  unit_amount_cents: number | string;
  tax_amount_cents: number | string;
  total_amount_cents: number | string;
}

async function snapshotFinalizedInvoices(db: Kysely<unknown>): Promise<void> {
  for (;;) {
    const invoices = (await sql<SnapshotRow>`select id, subtotal_cents, discount_cents, tax_cents, total_cents from invoices
      where finalized_at is not null and finalized_snapshot is null order by id limit ${BATCH}`.execute(db)).rows;
    if (invoices.length === 0) return;
    const ids = invoices.map((invoice) => invoice.id);
    const lines = (await sql<LineRow>`select id, invoice_id, quantity, unit_amount_cents, tax_amount_cents, total_amount_cents from invoice_line_items
      where invoice_id in (${sql.join(ids)}) order by invoice_id, position`.execute(db)).rows;
    for (const invoice of invoices) {
      const own = lines.filter((line) => line.invoice_id === invoice.id).map((line) => ({
        id: line.id,
        quantity: Number(line.quantity),
        unit_amount_cents: Number(line.unit_amount_cents),
        tax_amount_cents: Number(line.tax_amount_cents),
        total_amount_cents: Number(line.total_amount_cents),
      }));
      const totals = { subtotal_cents: Number(invoice.subtotal_cents), discount_cents: Number(invoice.discount_cents), tax_cents: Number(invoice.tax_cents), total_cents: Number(invoice.total_cents) };
      await sql`update invoices set finalized_snapshot = ${finalizedSnapshot(totals, own)} where id = ${invoice.id}`.execute(db);
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('amount_due_cents', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('invoices').addColumn('amount_paid_cents', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('invoices').addColumn('payment_provider', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('payment_id', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('finalized_snapshot', 'text').execute();
  await sql`update invoices set
    amount_due_cents = case when status in ('paid', 'void') then 0 else total_cents end,
    amount_paid_cents = case when status = 'paid' then total_cents else 0 end`.execute(db);
  await snapshotFinalizedInvoices(db);

  await db.schema
    .createTable('credit_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('customer_id', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('credited_to', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_notes_number').on('credit_notes').columns(['company_id', 'mode', 'number']).unique().execute();
  await db.schema.createIndex('credit_notes_scope_created').on('credit_notes').columns(['company_id', 'mode', 'created_at', 'id']).execute();
  await db.schema.createIndex('credit_notes_invoice').on('credit_notes').columns(['company_id', 'mode', 'invoice_id']).execute();
  await db.schema.createIndex('credit_notes_customer').on('credit_notes').columns(['company_id', 'mode', 'customer_id', 'created_at']).execute();

  await db.schema
    .createTable('credit_note_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('credit_note_id', 'text', (c) => c.notNull().references('credit_notes.id'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('invoice_line_item_id', 'text')
    .addColumn('description', 'text')
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('unit_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_note_lines_note').on('credit_note_lines').columns(['credit_note_id', 'position']).unique().execute();

  await db.schema
    .createTable('credit_note_number_sequences')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('next_number', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_note_number_sequences_pk', ['company_id', 'mode'])
    .execute();

  await db.schema.alterTable('customer_balance_entries').addColumn('credit_note_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customer_balance_entries').dropColumn('credit_note_id').execute();
  await db.schema.dropTable('credit_note_number_sequences').execute();
  await db.schema.dropTable('credit_note_lines').execute();
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.alterTable('invoices').dropColumn('finalized_snapshot').execute();
  await db.schema.alterTable('invoices').dropColumn('payment_id').execute();
  await db.schema.alterTable('invoices').dropColumn('payment_provider').execute();
  await db.schema.alterTable('invoices').dropColumn('amount_paid_cents').execute();
  await db.schema.alterTable('invoices').dropColumn('amount_due_cents').execute();
}
