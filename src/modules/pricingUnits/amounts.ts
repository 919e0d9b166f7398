/**
 * Amount inputs the contract allows as "number or numeric string" (money_minor, unit_amount,
 * amount): parsed to Decimal, checked, and reported as a validation problem naming the field.
 */
import type { ProblemDetail } from '../../errors/index.js';
import { formatDecimal, parseDecimalInput, type Decimal } from '../../money/decimal.js';

const MAX_DIGITS = 30;

function parsePositive(value: unknown, field: string, problems: ProblemDetail[], what: string): Decimal | null {
  const parsed = parseDecimalInput(value, MAX_DIGITS);
  if (parsed === null || formatDecimal(parsed).replace(/[^0-9]/g, '').length > MAX_DIGITS) {
    problems.push({ field, message: `must be ${what} (a number or numeric string of at most ${MAX_DIGITS} digits)` });
    return null;
  }
  if (!parsed.gt(0)) {
    problems.push({ field, message: `must be ${what}` });
    return null;
  }
  return parsed;
}

/** A positive decimal (e.g. a number of pricing units), or null after recording the problem. */
export function parsePositiveDecimal(value: unknown, field: string, problems: ProblemDetail[]): Decimal | null {
  return parsePositive(value, field, problems, 'a positive decimal');
}

/** A positive whole number (e.g. minor units of a currency), or null after recording the problem. */
export function parsePositiveInteger(value: unknown, field: string, problems: ProblemDetail[]): Decimal | null {
  const parsed = parsePositive(value, field, problems, 'a positive whole number');
  if (parsed !== null && !parsed.isInteger()) {
    problems.push({ field, message: 'must be a positive whole number' });
    return null;
  }
  return parsed;
}
