/**
 * Stripe's webhook deliveries: the signature checked (`Stripe-Signature`, HMAC-SHA256 of
 * `t.payload` with the endpoint's signing secret, at most 5 minutes old) by the stripe package's
 * own `webhooks.constructEvent`, and the ids of events already handled kept in stripe_events.
 */
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../time.js';
import type { StripeClient } from './client.js';

/** The event, or null when the signature (or the payload) is not Stripe's. */
export function verifiedStripeEvent(stripe: StripeClient, payload: Buffer, signature: string | undefined, secret: string): Stripe.Event | null {
  if (signature === undefined || signature === '') return null;
  try {
    return stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    return null;
  }
}

export async function stripeEventHandled(db: Kysely<Database>, eventId: string): Promise<boolean> {
  return (await db.selectFrom('stripe_events').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
}

/** Remembers an event as handled (a concurrent delivery of the same event may have done so first). */
export async function recordStripeEvent(db: Kysely<Database>, event: { id: string; type: string }, now: Date): Promise<void> {
  await db.insertInto('stripe_events').values({ event_id: event.id, type: event.type, handled_at: toIso(now) }).onConflict((oc) => oc.column('event_id').doNothing()).execute();
}
