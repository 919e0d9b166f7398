/**
 * A company as the rest of Meterline reads it: the name its pages and invoices speak in, the IANA
 * time zone its calendar (periods, due dates, YYYY-MM-DD inputs) is read in, and the prefix of its
 * invoice numbers; and what ingest does with an event no fee meters. The one read of the
 * `companies` table outside this module.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PastDueAfterRetries, UnmatchedEvents } from './tables.js';

export interface CompanyProfile {
  id: string;
  name: string;
  timezone: string;
  invoice_prefix: string;
}

/** The company's profile; undefined for an unknown id. */
export async function companyProfile(db: Kysely<Database> | Transaction<Database>, companyId: string): Promise<CompanyProfile | undefined> {
  return db.selectFrom('companies').select(['id', 'name', 'timezone', 'invoice_prefix']).where('id', '=', companyId).executeTakeFirst();
}

/** The company's IANA time zone; UTC for an unknown company. */
export async function companyZone(db: Kysely<Database> | Transaction<Database>, companyId: string): Promise<string> {
  return (await companyProfile(db, companyId))?.timezone ?? 'UTC';
}

/**
 * What ingest does with an event no fee of the customer's plans meters: `accept` (store it with
 * `cost: []`) or `reject` (EVENT_NOT_METERED); `accept` for an unknown company. Ingest reads it
 * once per rating-config stamp (src/modules/ingest/ratingContext.ts): a change bumps the stamp.
 */
export async function unmatchedEventsOf(db: Kysely<Database> | Transaction<Database>, companyId: string): Promise<UnmatchedEvents> {
  const row = await db.selectFrom('companies').select('unmatched_events').where('id', '=', companyId).executeTakeFirst();
  return row?.unmatched_events === 'reject' ? 'reject' : 'accept';
}

/** What a subscription whose retries all failed becomes: `keep_past_due` (also for an unknown company) or `cancel`. */
export async function pastDueAfterRetriesOf(db: Kysely<Database> | Transaction<Database>, companyId: string): Promise<PastDueAfterRetries> {
  const row = await db.selectFrom('companies').select('past_due_after_retries').where('id', '=', companyId).executeTakeFirst();
  return row?.past_due_after_retries === 'cancel' ? 'cancel' : 'keep_past_due';
}
