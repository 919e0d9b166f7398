/**
 * The engine's invoice reference, pure: a step's invoice is keyed by the subscription and the
 * step's instant (`<subscription id>:<ISO instant>`), with `:<currency>` added for a second
 * currency's invoice (a plan transition across currencies). Invoices are idempotent on it, and
 * whoever needs the invoice of a start or a change finds it by it.
 */
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';

export function engineInvoiceRef(subscriptionId: string, at: Date, secondCurrency?: CurrencyCode): string {
  const base = `${subscriptionId}:${toIso(at)}`;
  return secondCurrency === undefined ? base : `${base}:${secondCurrency}`;
}
