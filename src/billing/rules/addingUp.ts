/**
 * Making a group of invoice lines add up to their exact sum rounded once (issue 26, item 6).
 */
import { dec, roundToMinorUnits } from '../../money/decimal.js';
import type { DraftLine } from './lines.js';

/**
 * Lines whose shown amounts add up to their exact sum rounded once (issue 26, item 6), by largest
 * remainder: each line rounds on its own; when those roundings miss the sum by n cents, the n
 * lines rounded furthest the wrong way (ties: the earlier line) take a cent each, so every line
 * stays within one cent of its exact value. Such a line shows its amount (quantity 1 x the
 * amount, which it then holds as its exact amount: the invoice rounds nothing more), its usage
 * and rate still in the description. A rounding difference is never a line of its own.
 */
export function addingUp(lines: readonly DraftLine[]): DraftLine[] {
  const rounded = lines.map((line) => roundToMinorUnits(line.exactAmount));
  const target = roundToMinorUnits(lines.reduce((total, line) => total.plus(line.exactAmount), dec(0)));
  let missing = target - rounded.reduce((total, cents) => total + cents, 0);
  if (missing === 0) return [...lines];
  const step = missing > 0 ? 1 : -1;
  const residual = lines.map((line, i) => line.exactAmount.minus(rounded[i] ?? 0).times(step));
  const order = lines.map((_, i) => i).filter((i) => (residual[i] ?? dec(0)).gt(0));
  order.sort((a, b) => (residual[b] ?? dec(0)).comparedTo(residual[a] ?? dec(0)) || a - b);
  const out = [...lines];
  for (const i of order) {
    if (missing === 0) break;
    const line = lines[i] as DraftLine;
    const amount = dec((rounded[i] ?? 0) + step);
    out[i] = { ...line, quantity: 1, unitAmount: amount, exactAmount: amount };
    missing -= step;
  }
  if (missing !== 0) throw new Error(`Lines rounding to ${target} could not be made to add up`);
  return out;
}
