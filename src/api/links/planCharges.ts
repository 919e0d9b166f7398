/**
 * What the subscribe page lists: the plan's fees in force at an instant (shown in words), and the
 * lines due, which are the billing engine's preview lines (each rounded once, as its invoice).
 */
import type { PreviewLine } from '../../billing/index.js';
import { toIso } from '../../time.js';
import { isEffectiveAt } from '../../modules/fees/index.js';
import type { FeeRecord } from '../../modules/fees/index.js';

export type ChargeLine = PreviewLine;

export function effectiveFees(records: readonly FeeRecord[], at: Date): FeeRecord[] {
  const instant = toIso(at);
  return records.filter((r) => isEffectiveAt({ from: r.fee.effective_from, to: r.fee.effective_to }, instant));
}
