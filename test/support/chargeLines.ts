/**
 * Tests that corrupt a stored charge on purpose (the audit's checks) rewrite its line inside its
 * event's `charges` (charges are stored inline: src/modules/ingest/chargeLines.ts).
 */
import type { Kysely } from 'kysely';
import type { ChargeLine } from '../../src/modules/ingest/index.js';
import type { Database } from '../../src/db/schema.js';

/** Sets (or, with null, takes away) the invoice of one charge line of an event. */
export async function setChargeInvoice(db: Kysely<Database>, charge: { id: string; event_id: string }, invoiceId: string | null): Promise<void> {
  const event = await db.selectFrom('events').select('charges').where('id', '=', charge.event_id).executeTakeFirstOrThrow();
  const lines = JSON.parse(event.charges ?? '[]') as ChargeLine[];
  const line = lines.find((candidate) => candidate.id === charge.id);
  if (!line) throw new Error(`event ${charge.event_id} has no charge ${charge.id}`);
  if (invoiceId === null) delete line.invoice_id;
  else line.invoice_id = invoiceId;
  await db.updateTable('events').set({ charges: JSON.stringify(lines) }).where('id', '=', charge.event_id).execute();
}
