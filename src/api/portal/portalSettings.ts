/**
 * What a customer changes on their portal (issue 29, items 1 and 5), each for the portal link's
 * customer only, in its company and mode, through the same services the API uses:
 * - a card added on the portal's setup page: checked and kept by the provider with a charge of 0
 *   (the test provider and Stripe's card check), then the customer's default; subscriptions that
 *   waited for a card start, as after any default card;
 * - another card made the default, or a card removed;
 * - an auto top-up set for a credit pack of their plans, or turned off.
 * A refusal (a card declined, a setting out of range) is an outcome with words for the page.
 */
import { dbContext, txContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../errors/index.js';
import type { CardInput, PaymentProviders } from '../../payments/provider.js';
import { deleteAutoTopUp, listAutoTopUps, setAutoTopUp } from '../../modules/autoTopUps/index.js';
import { findCreditPackWithUnit } from '../../modules/creditPacks/index.js';
import { makeDefaultPaymentMethod, removePaymentMethod, saveDefaultPaymentMethod } from '../../modules/paymentMethods/index.js';
import type { PortalLinkTable } from '../../modules/portal/index.js';
import { startAwaitingSubscriptions } from '../subscriptions/index.js';

export type SettingOutcome = { kind: 'done'; message: string } | { kind: 'refused'; message: string };

const scopeOf = (link: PortalLinkTable): Scope => ({ companyId: link.company_id, mode: link.mode });

/** A refusal of a service (4xx) becomes words for the page; anything else is a failure. */
async function refusedAsWords(work: () => Promise<SettingOutcome>): Promise<SettingOutcome> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.statusCode < 500) return { kind: 'refused', message: error.message };
    throw error;
  }
}

/** Checks and keeps a card typed on the portal's setup page (a charge of 0 under the form's attempt key); it becomes the default. */
export async function addPortalCard(store: Store, providers: PaymentProviders, link: PortalLinkTable, card: CardInput, attempt: string, now: Date): Promise<SettingOutcome> {
  const provider = providers.forMode(link.mode);
  if (!provider) return { kind: 'refused', message: 'Cards cannot be added here. Your card is kept when you pay on a checkout page.' };
  const result = await provider.charge({ amountMinor: 0, currency: 'usd', card, description: 'Card check', idempotencyKey: `portal_card:${link.id}:${attempt}`, saveCard: true }, now);
  if (!result.ok) return { kind: 'refused', message: result.message };
  const saved = result.savedCard;
  if (!saved) return { kind: 'refused', message: 'The card could not be kept. Try another card.' };
  await store.db.transaction().execute(async (trx) => {
    const tx = txContext(trx, scopeOf(link), now);
    await saveDefaultPaymentMethod(tx, link.customer_id, provider.name, saved);
    await startAwaitingSubscriptions(tx, link.customer_id);
  });
  return { kind: 'done', message: `Your ${saved.brand} card ending in ${saved.last4} is your default card now.` };
}

export function makePortalCardDefault(store: Store, link: PortalLinkTable, paymentMethodId: string, now: Date): Promise<SettingOutcome> {
  return refusedAsWords(async () => {
    const card = await store.db.transaction().execute(async (trx) => {
      const tx = txContext(trx, scopeOf(link), now);
      const made = await makeDefaultPaymentMethod(tx, link.customer_id, paymentMethodId);
      await startAwaitingSubscriptions(tx, link.customer_id);
      return made;
    });
    return { kind: 'done', message: `Your ${card.brand} card ending in ${card.last4} is your default card now.` };
  });
}

export function removePortalCard(store: Store, link: PortalLinkTable, paymentMethodId: string): Promise<SettingOutcome> {
  return refusedAsWords(async () => {
    await removePaymentMethod({ db: store.db, scope: scopeOf(link) }, link.customer_id, paymentMethodId);
    return { kind: 'done', message: 'The card was removed.' };
  });
}

/** Sets the auto top-up of the pack's pricing unit: `quantity` packs whenever the balance falls to `threshold`. */
export function setPortalAutoTopUp(store: Store, link: PortalLinkTable, choice: { creditPackId: string; threshold: string; quantity: string }, now: Date): Promise<SettingOutcome> {
  return refusedAsWords(async () => {
    const scope = scopeOf(link);
    const found = await findCreditPackWithUnit({ db: store.db, scope }, choice.creditPackId);
    if (!found) return { kind: 'refused', message: 'Choose one of the credit packs shown.' };
    const quantity = Number(choice.quantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 100) return { kind: 'refused', message: 'Choose from 1 to 100 packs per top-up.' };
    await setAutoTopUp(dbContext(store.db, scope, now), link.customer_id, { pricing_unit_code: found.pricingUnit.code, threshold: choice.threshold, credit_pack_id: found.pack.id, quantity });
    return { kind: 'done', message: `Auto top-up is on: ${quantity} pack${quantity === 1 ? '' : 's'} whenever your ${found.pricingUnit.name ?? found.pricingUnit.code} fall to ${choice.threshold}.` };
  });
}

export function stopPortalAutoTopUp(store: Store, link: PortalLinkTable, autoTopUpId: string, now: Date): Promise<SettingOutcome> {
  return refusedAsWords(async () => {
    const scope = scopeOf(link);
    const mine = (await listAutoTopUps({ db: store.db, scope }, link.customer_id)).some((t) => t.id === autoTopUpId);
    if (!mine) return { kind: 'refused', message: 'This auto top-up is not on your account.' };
    await deleteAutoTopUp(dbContext(store.db, scope, now), link.customer_id, autoTopUpId);
    return { kind: 'done', message: 'Auto top-up is off.' };
  });
}
