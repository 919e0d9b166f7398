/**
 * Sessions on the provider's own payment page that pay no link (issue 29, item 4): a hosted
 * invoice's Pay button and the portal's "Add a card" in live mode with Stripe open a Checkout
 * Session; its row is what makes its completion (the webhook, the customer's return, in any order)
 * act once, and lets a second click go back to the session still open.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hosted_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('keep_card', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hosted_sessions_subject').on('hosted_sessions').columns(['company_id', 'mode', 'purpose', 'subject_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hosted_sessions').execute();
}
