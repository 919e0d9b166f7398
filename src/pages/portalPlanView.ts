/**
 * The portal's plan-change pages in words and numbers (pure): the quote the customer confirms
 * (the API's preview, line by line, with what is due today and how it is paid) and what the
 * confirmation says once done. Money is formatted once, here, from the quote's minor units.
 */
import { DateTime } from 'luxon';
import { isCurrencyCode, type CurrencyCode } from '../money/currency.js';
import { Decimal } from '../money/decimal.js';
import type { PortalChange } from '../api/portal/index.js';
import type { PlanChangeQuote } from '../api/planChanges/index.js';
import { formatMinor } from '../modules/links/index.js';
import type { PlanTable } from '../modules/plans/index.js';
import type { PaymentMethod } from '../modules/paymentMethods/index.js';
import type { PageData } from './render.js';

const TEST_HINT = 'Test mode: use 4242 4242 4242 4242, any future expiry date and any CVC.';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const currencyOf = (code: string): CurrencyCode => (isCurrencyCode(code) ? code : 'usd');

function day(iso: string, zone: string): string {
  return DateTime.fromISO(iso, { zone }).toFormat('d LLL yyyy');
}

export function cardLabel(card: Pick<PaymentMethod, 'brand' | 'last4'>): string {
  return `${capitalized(card.brand)} ending in ${card.last4}`;
}

/** How the amount due can be paid here: the card on file, a new card typed here, or neither. */
export interface PaymentChoices {
  /** The default card on file (null: none). */
  card: PaymentMethod | null;
  /** A new card can be typed on this page (a provider that takes typed cards in this mode). */
  typedCards: boolean;
  /** A provider takes cards on its own page (Stripe): a new card is added on the portal's Add a card page first. */
  hostedCards: boolean;
}

export interface QuoteForm {
  action: string;
  formToken: string;
  attempt: string;
  backUrl: string;
  addCardUrl: string;
  error: string | null;
}

export function portalQuoteView(input: {
  companyName: string;
  zone: string;
  testMode: boolean;
  quote: PlanChangeQuote;
  fromPlan: PlanTable;
  toPlan: PlanTable;
  payment: PaymentChoices;
  form: QuoteForm;
}): PageData {
  const { quote, fromPlan, toPlan, payment, zone } = input;
  const money = (cents: number) => formatMinor(new Decimal(cents), currencyOf(quote.currency));
  const now = quote.timing === 'now';
  const intro = now
    ? [`Your subscription moves from ${fromPlan.name} to ${toPlan.name} as soon as you confirm.`, `Today's invoice closes ${fromPlan.name} today and starts ${toPlan.name} for the rest of the current period.`]
    : [`Your subscription moves from ${fromPlan.name} to ${toPlan.name} on ${day(quote.effective_at, zone)}, at the end of its current period.`, 'Nothing is charged today.'];
  const notes: string[] = [];
  if (quote.credited_to_balance_cents > 0) notes.push(`${money(quote.credited_to_balance_cents)} goes to your account's credit balance and is taken off your next invoices.`);
  for (const reduced of quote.reduced_invoices) {
    notes.push(`${reduced.invoice_number ? `Invoice ${reduced.invoice_number}` : 'Your unpaid invoice'} is reduced by ${money(-reduced.credit_cents)} for the unused time, instead of a refund.`);
  }
  const due = quote.amount_due_cents;
  // The ways to pay what is due today: the card on file, or a new one (typed here, or added on the card page first).
  const mustPay = due > 0;
  const canPay = !mustPay || payment.card !== null || payment.typedCards;
  return {
    title: `Change to ${toPlan.name} · ${input.companyName}`,
    companyName: input.companyName,
    testMode: input.testMode,
    testHint: TEST_HINT,
    heading: `Change to ${toPlan.name}`,
    intro,
    lines: quote.line_items.map((line) => ({ description: line.description ?? '', amount: money(line.total_amount_cents) })),
    total: money(due),
    notes,
    pay: {
      mustPay,
      card: payment.card ? { id: payment.card.id, label: `${cardLabel(payment.card)} (your default card)` } : null,
      typedCards: mustPay && payment.typedCards,
      addCardUrl: mustPay && payment.card === null && !payment.typedCards && payment.hostedCards ? input.form.addCardUrl : null,
      noProvider: mustPay && payment.card === null && !payment.typedCards && !payment.hostedCards,
    },
    canConfirm: canPay,
    quotedTotal: String(quote.total_cents),
    subscriptionId: quote.subscription_id,
    planId: quote.to_plan_id,
    form: input.form,
    buttonLabel: mustPay ? `Confirm and pay ${money(due)}` : 'Confirm change',
  };
}

/** What the confirmation page says once the change is made. */
export function changedWords(done: Extract<PortalChange, { kind: 'changed' }>, zone: string, paidWith: Pick<PaymentMethod, 'brand' | 'last4'> | null): string {
  if (done.timing === 'end_of_period') return `Your plan changes to ${done.toPlan.name} on ${day(done.effectiveAt, zone)}. Nothing was charged today.`;
  const invoice = done.invoice;
  if (!invoice || invoice.total_cents === 0) return `You are on ${done.toPlan.name} now. Nothing was due today.`;
  const amount = formatMinor(new Decimal(invoice.total_cents), currencyOf(invoice.currency));
  const number = invoice.invoice_number ?? invoice.id;
  if (invoice.status === 'paid') return `You are on ${done.toPlan.name} now. Invoice ${number} of ${amount} is paid${paidWith ? ` with your ${cardLabel(paidWith)}` : ''}.`;
  return `You are on ${done.toPlan.name} now. Invoice ${number} of ${amount} is open: ${paidWith ? 'your card could not be charged; pay it from the invoice page or add another card' : 'pay it from the invoice page, or add a card and it will be charged'}.`;
}
