/**
 * The engine's invoice reference, pure: a step's invoice is keyed by the subscription and the
 * step's instant (`<subscription id>:<ISO instant>`), with `:<currency>` added for a second
 * currency's invoice (a plan transition across currencies). Invoices are idempotent on it, and
 * whoever needs the invoice of a start or a change finds it by it.
 *
 * A plan change at an instant the engine already invoiced (a subscription's start, a renewal, an
 * earlier change at that same instant) cannot take that reference: its invoice is the instant's
 * n-th change invoice, `<subscription id>:<ISO instant>:change-<n>` (n from 1, then `:<currency>`
 * as above). Every other invoice keeps the reference it always had, so references already stored
 * keep matching; the change's step answers the reference it used (steps/write.ts).
 */
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';

export function engineInvoiceRef(subscriptionId: string, at: Date, secondCurrency?: CurrencyCode): string {
  return withCurrency(`${subscriptionId}:${toIso(at)}`, secondCurrency);
}

/** The reference of the `ordinal`-th (from 1) plan change's invoice at an instant that already has an engine invoice. */
export function changeInvoiceRef(subscriptionId: string, at: Date, ordinal: number, secondCurrency?: CurrencyCode): string {
  if (!Number.isInteger(ordinal) || ordinal < 1) throw new Error(`A change invoice's ordinal is a positive integer, not ${ordinal}`);
  return withCurrency(`${subscriptionId}:${toIso(at)}:change-${ordinal}`, secondCurrency);
}

function withCurrency(base: string, secondCurrency: CurrencyCode | undefined): string {
  return secondCurrency === undefined ? base : `${base}:${secondCurrency}`;
}
