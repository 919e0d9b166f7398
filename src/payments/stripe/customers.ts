/**
 * One Stripe Customer per Meterline customer (and mode): made the first time a card is taken for
 * them, under an idempotency key derived from the customer (two pages opening at once make one),
 * and kept in stripe_customers so every later card lands on the same Stripe Customer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../time.js';
import type { HostedCheckoutRequest } from '../provider.js';
import type { StripeClient } from './client.js';

export async function stripeCustomerFor(db: Kysely<Database>, stripe: StripeClient, customer: HostedCheckoutRequest['customer'], now: Date): Promise<string> {
  const known = await db
    .selectFrom('stripe_customers')
    .select('stripe_customer_id')
    .where('company_id', '=', customer.companyId)
    .where('mode', '=', customer.mode)
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  if (known) return known.stripe_customer_id;
  const made = await stripe.customers.create(
    {
      name: customer.name,
      ...(customer.email === null ? {} : { email: customer.email }),
      metadata: { meterline_company_id: customer.companyId, meterline_customer_id: customer.id },
    },
    { idempotencyKey: `meterline_customer:${customer.companyId}:${customer.mode}:${customer.id}` },
  );
  // A concurrent first card made the same Stripe Customer (same key): either row says the same.
  await db
    .insertInto('stripe_customers')
    .values({ company_id: customer.companyId, mode: customer.mode, customer_id: customer.id, stripe_customer_id: made.id, created_at: toIso(now) })
    .onConflict((oc) => oc.columns(['company_id', 'mode', 'customer_id']).doNothing())
    .execute();
  return made.id;
}
