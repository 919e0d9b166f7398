/**
 * Completing a checkout link, the part every way of paying shares (completeCheckout.ts with a card
 * form, hostedCheckout.ts with the provider's own page): its outcomes, step 5 (the fulfilling
 * transaction) and the answers to a link found closed.
 */
import type { Transaction } from 'kysely';
import { txContext } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import type { CardField } from '../../payments/provider.js';
import { LinkTaken, recordSucceeded, type Charged, type LinkPaymentTable } from '../../modules/links/index.js';
import { createInvoice, findInvoiceBySourceRef } from '../../modules/invoices/index.js';
import { grantCredits } from '../../modules/wallets/index.js';
import { checkoutTotals, packExpiry, quoteCheckout, type CheckoutQuote, type CheckoutTotals } from '../../modules/links/index.js';
import { recordCheckoutCompleted } from '../../modules/links/index.js';
import { linkRepo as repo } from '../../modules/links/index.js';
import type { CheckoutLinkTable } from '../../modules/links/index.js';
import type { LinkForm } from './fulfilSignup.js';

export interface CheckoutForm extends LinkForm {
  /** What the customer typed when the link leaves the quantity open. */
  quantity?: string;
  /** The page's own address: a provider with its own payment page (Stripe) sends the customer back there. */
  pageUrl?: string;
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
  /** Pay on the provider's own page (Stripe Checkout); the link completes when the provider says it is paid. */
  | { kind: 'redirect'; url: string }
  | { kind: 'impossible'; message: string };

export function checkoutRef(linkId: string): string {
  return `checkout_link:${linkId}`;
}

export async function doneAgain(store: Store, link: CheckoutLinkTable): Promise<CheckoutOutcome> {
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

/** After a claim found the link closed, or the completion found it taken: the same form's result, or gone. */
export async function closedAnswer(store: Store, link: CheckoutLinkTable, form: CheckoutForm, now: Date): Promise<CheckoutOutcome> {
  const fresh = await repo.findCheckoutLink({ db: store.db, scope: { companyId: link.company_id, mode: link.mode } }, link.id);
  if (fresh?.completed_at && fresh.completed_attempt === form.attempt) return doneAgain(store, fresh);
  if (fresh && !fresh.completed_at && fresh.expires_at > now.toISOString()) return { kind: 'busy' };
  return { kind: 'gone', state: fresh?.completed_at ? 'used' : 'expired' };
}

/** What a paid checkout fulfils: the link, what was quoted and paid, and under which form. */
export interface PaidCheckout {
  link: CheckoutLinkTable;
  quote: CheckoutQuote;
  payment: LinkPaymentTable;
  charged: Charged;
  attempt: string;
  quantity: Decimal;
  totals: CheckoutTotals;
}

/**
 * Step 5, inside the caller's transaction: the link completed (LinkTaken when another request
 * completed it first), the units granted, the paid invoice, the payment recorded `succeeded`.
 */
export async function fulfilCheckout(trx: Transaction<Database>, paid: PaidCheckout, now: Date): Promise<CheckoutDone> {
  const { link, quote, payment, charged, quantity, totals } = paid;
  const tx = txContext(trx, quote.scope, now);
  const claimed = { now: now.toISOString(), attempt: paid.attempt, quantity: formatDecimal(quantity) };
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
    // The card paid the quoted price: a credit pack's invoice is not taxed (docs/guide.md, Taxes).
    untaxed: true,
  });
  await recordSucceeded(trx, payment, charged, { invoiceId: invoice.id, subscriptionId: quote.subscriptionId, customerId: quote.customerId }, now);
  await recordCheckoutCompleted(tx, link, { quantity: claimed.quantity, grantId: grant.id, invoiceId: invoice.id });
  return {
    kind: 'done',
    units: formatDecimal(totals.units),
    unitLabel: quote.unitLabel,
    invoice: { number: invoice.invoice_number, totalMinor: invoice.total_cents, currency: invoice.currency, publicToken: invoice.public_token },
  };
}

