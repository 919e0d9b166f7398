/**
 * Which wallet.* events a balance change fires (issue 15, item 6), a pure rule: from the balance
 * before and after one draw or one grant, and the wallet's alert thresholds.
 * - wallet.balance_low: a draw takes the balance from above a threshold to at or below it (once
 *   per crossing, not on every event below it);
 * - wallet.depleted: a draw takes it from above zero to zero or below, alert or not;
 * - wallet.recovered: a grant lifts it from at or below a threshold (or zero) back above it.
 */
import type { Decimal } from '../../money/decimal.js';

export interface Crossing {
  type: 'wallet.balance_low' | 'wallet.depleted' | 'wallet.recovered';
  /** The alert's threshold; null for the zero line (depleted, and recovered from it). */
  threshold: Decimal | null;
}

export function crossings(before: Decimal, after: Decimal, thresholds: readonly Decimal[]): Crossing[] {
  const out: Crossing[] = [];
  if (after.lt(before)) {
    for (const t of thresholds) if (before.gt(t) && after.lte(t)) out.push({ type: 'wallet.balance_low', threshold: t });
    if (before.gt(0) && after.lte(0)) out.push({ type: 'wallet.depleted', threshold: null });
  } else if (after.gt(before)) {
    if (before.lte(0) && after.gt(0)) out.push({ type: 'wallet.recovered', threshold: null });
    for (const t of thresholds) if (!t.isZero() && before.lte(t) && after.gt(t)) out.push({ type: 'wallet.recovered', threshold: t });
  }
  return out;
}
