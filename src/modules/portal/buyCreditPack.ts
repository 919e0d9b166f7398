/**
 * A portal's "Buy" button: a credit-pack checkout link for the portal's customer, made by the
 * links module exactly as POST /v1/credit-pack-checkout-links makes one, then the customer is
 * sent to its checkout page (the one place that takes a card). After paying, success_url brings
 * them back to the portal; Back too.
 *
 * The subscription must be the portal customer's own, in the link's company and mode: any other
 * id (another customer's, another company's, made up) is `not_yours`, never a hint that it exists.
 * The quantity is left to the customer (the checkout page asks), unless the pack is so expensive
 * that the largest choosable quantity would not fit an invoice: then one pack.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { Decimal } from '../../money/decimal.js';
import { MAX_AMOUNT_MINOR } from '../../money/limits.js';
import { DomainError } from '../../errors/index.js';
import { findCreditPack } from '../creditPacks/index.js';
import { createCheckoutLink, MAX_CHOSEN_QUANTITY } from '../links/index.js';
import { findSubscription } from '../subscriptions/index.js';
import type { PortalLinkTable } from './tables.js';

export type BuyOutcome = { kind: 'checkout'; url: string } | { kind: 'not_yours' } | { kind: 'unavailable'; message: string };

export async function buyCreditPack(
  db: Kysely<Database>,
  clock: Clock,
  publicBaseUrl: string,
  link: PortalLinkTable,
  portalUrl: string,
  choice: { subscriptionId: string; creditPackId: string },
): Promise<BuyOutcome> {
  const scope: Scope = { companyId: link.company_id, mode: link.mode };
  const subscription = choice.subscriptionId ? await findSubscription({ db, scope }, choice.subscriptionId) : undefined;
  if (!subscription || subscription.customer_id !== link.customer_id) return { kind: 'not_yours' };
  const pack = choice.creditPackId ? await findCreditPack({ db, scope }, choice.creditPackId) : undefined;
  if (!pack || pack.plan_id !== subscription.plan_id) return { kind: 'not_yours' };
  // The page showed the button, but the subscription or the pack may have ended since.
  if (subscription.status === 'canceled') return { kind: 'unavailable', message: 'This subscription has been canceled, so its credit packs can no longer be bought.' };
  if (pack.ended_at !== null) return { kind: 'unavailable', message: 'This credit pack is no longer sold.' };
  const chosenFits = new Decimal(pack.money_minor).times(MAX_CHOSEN_QUANTITY).lte(MAX_AMOUNT_MINOR);
  try {
    const checkout = await createCheckoutLink(db, clock, publicBaseUrl, scope, {
      subscription_id: subscription.id,
      credit_pack_id: pack.id,
      quantity: chosenFits ? null : 1,
      success_url: portalUrl,
      back_url: portalUrl,
    });
    return { kind: 'checkout', url: checkout.url };
  } catch (error) {
    // A rule of the checkout link refused it (the same the API answers with a 4xx): say so in words.
    if (error instanceof DomainError && error.statusCode < 500) return { kind: 'unavailable', message: error.message };
    throw error;
  }
}
