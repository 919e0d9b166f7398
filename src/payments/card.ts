/** Card input checks every provider shares: number (Luhn), expiry not in the past, CVC. Pure. */
import type { CardField, CardInput } from './provider.js';

export interface ParsedCard {
  /** Digits only. */
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardCheck = { ok: true; card: ParsedCard } | { ok: false; field: CardField; message: string };

function luhnValid(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** Checks the card as typed; `now` decides whether the expiry has passed (end of the expiry month, UTC). */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) return { ok: false, field: 'number', message: 'Your card number is incorrect.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) return { ok: false, field: 'expiry', message: "Your card's expiry date is incomplete: use MM/YY." };
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, field: 'expiry', message: "Your card's expiry date is in the past." };
  const cvc = input.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, field: 'cvc', message: "Your card's security code is incomplete." };
  return { ok: true, card: { number, expMonth: month, expYear: year, cvc } };
}
