/**
 * Overdraft the engine settles, per denomination. Usage is drawn from wallets (at ingest, or by the
 * engine for period aggregations and pricing-unit flat fees); what the grants could not cover is
 * overdraft: a negative wallet balance. When a period closes, the engine invoices the overdraft
 * that period's charges created (the "request") and settles it on the wallet, never more than the
 * wallet still owes (a later grant may have repaid part of it already).
 */
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { dec, formatDecimal, ZERO, type Decimal } from '../../money/decimal.js';
import { isCurrencyCode } from '../../money/currency.js';

export interface Request {
  denomination: Denomination;
  amount: Decimal;
}

export class OverdraftRequests {
  private readonly byKey = new Map<string, Request>();

  add(denomination: Denomination, amount: Decimal): void {
    if (amount.isZero()) return;
    const key = denominationKey(denomination);
    const existing = this.byKey.get(key);
    this.byKey.set(key, { denomination, amount: (existing?.amount ?? ZERO).plus(amount) });
  }

  addAll(other: OverdraftRequests): void {
    for (const request of other.list()) this.add(request.denomination, request.amount);
  }

  /** In denomination-key order (the wallet lock order). */
  list(): Request[] {
    return [...this.byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, request]) => request);
  }

  /** JSON text for `billing_states.carry`: denomination key -> decimal text. */
  toJson(): string {
    const out: Record<string, string> = {};
    for (const [key, request] of [...this.byKey.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) out[key] = formatDecimal(request.amount);
    return JSON.stringify(out);
  }

  static fromJson(text: string): OverdraftRequests {
    const requests = new OverdraftRequests();
    const parsed = JSON.parse(text) as Record<string, string>;
    for (const [key, amount] of Object.entries(parsed)) requests.add(denominationFromKey(key), dec(amount));
    return requests;
  }
}

/** The inverse of `denominationKey`. */
export function denominationFromKey(key: string): Denomination {
  const [kind, value] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (kind === 'currency' && isCurrencyCode(value)) return { kind: 'currency', currencyCode: value };
  if (kind === 'pricing_unit' && value !== '') return { kind: 'pricing_unit', pricingUnitId: value };
  throw new Error(`Not a denomination key: ${key}`);
}

/** What a wallet's balance owes: its negative part. */
export function debtOf(balance: Decimal): Decimal {
  return balance.lt(0) ? balance.negated() : ZERO;
}

/** min(a, b) */
export function smaller(a: Decimal, b: Decimal): Decimal {
  return a.lt(b) ? a : b;
}
