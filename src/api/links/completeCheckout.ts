/**
 * Completing a checkout link (the checkout page's form). In order:
 * 1. The link must be open; a resubmit of the form that completed it (same attempt id) answers
 *    "done" again; anything else on a completed or expired link is "gone".
 * 2. Live mode without a payment provider cannot take cards: "unavailable", nothing written.
 * 3. The quantity is the link's, or the customer's whole number (1..10,000).
 * 4. The payment is claimed (payForLink.ts: one at a time per link; another tab is told it is in
 *    progress and charges nothing), then the card is charged `money_minor x quantity` under a key
 *    derived from the link. A decline ends here with nothing written.
 * 5. One transaction: the link is completed (`completed_at is null` in the update: exactly one
 *    request wins), `unit_amount x quantity` units are granted (expiring per the pack; idempotent
 *    on the link), a paid invoice records `money_minor x quantity`, and the payment is recorded
 *    `succeeded` with that invoice. If it cannot (the link was completed meanwhile, a rule
 *    refused), the charge is refunded in full in the same error path.
 */
import type { Clock } from '../../clock.js';
import { txContext } from '../../db/context.js';
import type { Store } from '../../db/store.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import type { CardField, PaymentProviders } from '../../payments/provider.js';
import { chargeClaimed, claimPayment, LinkTaken, recordSucceeded, refundClaimed, waitForSameForm } from '../../modules/links/index.js';
import { startAwaitingSubscriptionsNow } from '../subscriptions/index.js';
import { createInvoice, findInvoiceBySourceRef } from '../../modules/invoices/index.js';
import { grantCredits } from '../../modules/wallets/index.js';
import { checkoutTotals, packExpiry, quoteCheckout, type CheckoutQuote, type CheckoutTotals } from '../../modules/links/index.js';
import type { LinkForm } from './confirmSignup.js';
import { parseChosenQuantity, MAX_CHOSEN_QUANTITY } from '../../modules/links/index.js';
import { recordCheckoutCompleted } from '../../modules/links/index.js';
import { linkRepo as repo } from '../../modules/links/index.js';
import type { CheckoutLinkTable } from '../../modules/links/index.js';
import { DomainError } from '../../errors/index.js';

export interface CheckoutForm extends LinkForm {
  /** What the customer typed when the link leaves the quantity open. */
  quantity?: string;
}

export interface CheckoutDone {
  kind: 'done';
  units: string;
  unitLabel: string;
  invoice: { number: string | null; totalMinor: number; currency: string; publicToken: string } | null;
}

export type CheckoutOutcome =
  | CheckoutDone
  | { kind: 'declined'; message: string; field: CardField | 'quantity' | null; quote: CheckoutQuote; quantityText: string }
  | { kind: 'unavailable'; quote: CheckoutQuote }
  | { kind: 'gone'; state: 'used' | 'expired' }
  /** Another tab is paying for this link right now; nothing was charged. */
  | { kind: 'busy' }
  | { kind: 'impossible'; message: string };

export function checkoutRef(linkId: string): string {
  return `checkout_link:${linkId}`;
}

async function doneAgain(store: Store, link: CheckoutLinkTable): Promise<CheckoutOutcome> {
  const quoted = await quoteCheckout(store.db, link);
  const invoice = await findInvoiceBySourceRef({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, checkoutRef(link.id));
  const quantity = link.completed_quantity ?? link.quantity ?? '1';
  return {
    kind: 'done',
    units: quoted.ok ? formatDecimal(checkoutTotals(quoted.quote, dec(quantity)).units) : quantity,
    unitLabel: quoted.ok ? quoted.quote.unitLabel : 'credits',
    invoice: invoice ? { number: invoice.invoice_number, totalMinor: Number(invoice.total_cents), currency: invoice.currency, publicToken: invoice.public_token } : null,
  };
}

function chosenQuantity(quote: CheckoutQuote, form: CheckoutForm): Decimal | null {
  return quote.fixedQuantity ?? parseChosenQuantity(form.quantity);
}

/** After a claim found the link closed, or the completion found it taken: the same form's result, or gone. */
async function closedAnswer(store: Store, link: CheckoutLinkTable, form: CheckoutForm, now: Date): Promise<CheckoutOutcome> {
  const fresh = await repo.findCheckoutLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (fresh?.completed_at && fresh.completed_attempt === form.attempt) return doneAgain(store, fresh);
  if (fresh && !fresh.completed_at && fresh.expires_at > now.toISOString()) return { kind: 'busy' };
  return { kind: 'gone', state: fresh?.completed_at ? 'used' : 'expired' };
}

export async function completeCheckout(store: Store, clock: Clock, providers: PaymentProviders, link: CheckoutLinkTable, form: CheckoutForm): Promise<CheckoutOutcome> {
  const now = clock.now();
  if (link.completed_at !== null) return link.completed_attempt === form.attempt ? doneAgain(store, link) : { kind: 'gone', state: 'used' };
  if (now.toISOString() >= link.expires_at) return { kind: 'gone', state: 'expired' };
  const quoted = await quoteCheckout(store.db, link);
  if (!quoted.ok) return { kind: 'impossible', message: quoted.message };
  const quote = quoted.quote;
  const provider = providers.forMode(link.mode);
  if (!provider) return { kind: 'unavailable', quote };

  const quantityText = form.quantity ?? '';
  const quantity = chosenQuantity(quote, form);
  if (!quantity) {
    return { kind: 'declined', message: `Choose a whole number of packs from 1 to ${MAX_CHOSEN_QUANTITY.toLocaleString('en-US')}.`, field: 'quantity', quote, quantityText };
  }
  const totals: CheckoutTotals = checkoutTotals(quote, quantity);
  const card = form.card;
  if (!card) return { kind: 'declined', message: 'Enter your card details.', field: 'number', quote, quantityText };

  const scope = quote.scope;
  const target = { scope, kind: 'checkout' as const, linkId: link.id, subject: `link:checkout:${link.id}` };
  const claim = await claimPayment(store, provider, target, form.attempt, now);
  if (claim.kind === 'busy') {
    if (!claim.sameForm) return { kind: 'busy' };
    // The same form submitted again while its first submission pays: answer with that one's result.
    await waitForSameForm(store, target, form.attempt);
    return closedAnswer(store, link, form, now);
  }
  if (claim.kind === 'closed') return closedAnswer(store, link, form, now);
  const payment = claim.payment;
  const charge = await chargeClaimed(
    store,
    provider,
    payment,
    { amountMinor: totals.totalMinor, currency: quote.currency, card, description: `${quote.companyName}: ${formatDecimal(totals.units)} ${quote.unitLabel}` },
    now,
  );
  if (!charge.ok) return { kind: 'declined', message: charge.message, field: charge.field, quote, quantityText };
  const charged = charge.charged;

  try {
    const outcome = await store.db.transaction().execute(async (trx): Promise<CheckoutOutcome> => {
      const tx = txContext(trx, scope, now);
      const claimed = { now: now.toISOString(), attempt: form.attempt, quantity: formatDecimal(quantity) };
      if (!(await repo.claimCheckoutLink(tx, link.id, claimed))) throw new LinkTaken();
      const grant = await grantCredits(tx, {
        customerId: quote.customerId,
        subscriptionId: quote.subscriptionId,
        denomination: { kind: 'pricing_unit', pricingUnitId: quote.pack.pricing_unit_id },
        name: `Credit pack ${quote.pack.code}`,
        amount: totals.units,
        expiresAt: packExpiry(quote.pack, now, quote.zone),
        source: 'pack',
        sourceRef: checkoutRef(link.id),
      });
      const invoice = await createInvoice(tx, {
        customerId: quote.customerId,
        subscriptionId: quote.subscriptionId,
        currency: quote.currency,
        collectionMethod: 'charge_automatically',
        description: `Credit pack ${quote.pack.code}`,
        sourceRef: checkoutRef(link.id),
        lines: [
          {
            description: `Credit pack ${quote.pack.code}: ${formatDecimal(quote.unitsPerPack)} ${quote.unitLabel} each`,
            quantity,
            unitAmount: quote.priceMinor,
            exactAmount: totals.exactMinor,
            kind: 'pack',
          },
        ],
        paid: true,
      });
      await recordSucceeded(trx, payment, charged, { invoiceId: invoice.id, subscriptionId: quote.subscriptionId, customerId: quote.customerId }, now);
      await recordCheckoutCompleted(tx, link, { quantity: claimed.quantity, grantId: grant.id, invoiceId: invoice.id });
      return {
        kind: 'done',
        units: formatDecimal(totals.units),
        unitLabel: quote.unitLabel,
        invoice: { number: invoice.invoice_number, totalMinor: invoice.total_cents, currency: invoice.currency, publicToken: invoice.public_token },
      };
    });
    // The card is the customer's default now: subscriptions that waited for one start.
    if (charged.savedCard) await startAwaitingSubscriptionsNow(store, now, scope, quote.customerId);
    return outcome;
  } catch (error) {
    const taken = error instanceof LinkTaken;
    const refusal = error instanceof DomainError && error.statusCode < 500 ? error.message : null;
    const refunded = await refundClaimed(store, provider, payment, charged, taken ? 'the link was completed by another request' : (refusal ?? 'the checkout failed'), now);
    if (taken) return closedAnswer(store, link, form, now);
    if (refusal === null) throw error;
    return { kind: 'impossible', message: `${refusal}${refunded ? ' Your payment has been refunded in full.' : ' Your payment could not be refunded automatically: contact us and we will return it.'}` };
  }
}
