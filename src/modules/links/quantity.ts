/** Pack quantities: fixed by the link (decimal) or chosen on the checkout page (a whole number). */
import { Decimal } from '../../money/decimal.js';

export const MAX_QUANTITY = 1_000_000;
/** The largest quantity a customer may choose on the page. */
export const MAX_CHOSEN_QUANTITY = 10_000;

/** A quantity typed on the page: a whole number 1..MAX_CHOSEN_QUANTITY, else null. */
export function parseChosenQuantity(text: string | undefined): Decimal | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = new Decimal(trimmed);
  return value.gte(1) && value.lte(MAX_CHOSEN_QUANTITY) ? value : null;
}
