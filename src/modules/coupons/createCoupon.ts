/**
 * Create a coupon (issue 30, item 3). Decided here:
 * - `percent_off` is a number or a decimal string in (0, 100] with at most 4 decimal places,
 *   stored and answered as a decimal string ("15", "12.5");
 * - exactly one of `percent_off` and `amount_off_cents`; `currency_code` comes with
 *   `amount_off_cents` and only with it; `duration_in_periods` exactly when `duration` is
 *   repeating. Each broken rule is 400 VALIDATION_ERROR naming the field;
 * - a code the company already has in this mode is 409 COUPON_CODE_TAKEN.
 */
import type { DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, invalid, type FieldProblem } from '../../errors/index.js';
import { formatDecimal, parseDecimalInput } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { toCoupon } from './present.js';
import * as repo from './repo.js';
import type { Coupon, CreateCouponBody } from './schemas.js';
import type { CouponTable } from './tables.js';

function codeTaken(code: string): DomainError {
  return new DomainError('COUPON_CODE_TAKEN', `A coupon with code "${code}" already exists`, [{ field: 'code', message: 'is already taken' }]);
}

function percentOf(value: number | string, problems: FieldProblem[]): string | null {
  const parsed = parseDecimalInput(value);
  if (parsed === null || parsed.lte(0) || parsed.gt(100) || parsed.decimalPlaces() > 4) {
    problems.push({ field: 'percent_off', message: 'must be a number or decimal string greater than 0 and at most 100, with at most 4 decimal places' });
    return null;
  }
  return formatDecimal(parsed);
}

/** The coupon's row fields from the request, or VALIDATION_ERROR naming each field at fault. */
function validated(body: CreateCouponBody): Pick<CouponTable, 'percent_off' | 'amount_off_cents' | 'currency_code' | 'duration_in_periods'> {
  const problems: FieldProblem[] = [];
  const hasPercent = body.percent_off !== undefined;
  const hasAmount = body.amount_off_cents !== undefined;
  if (hasPercent && hasAmount) problems.push({ field: 'amount_off_cents', message: 'give percent_off or amount_off_cents, not both' });
  if (!hasPercent && !hasAmount) problems.push({ field: 'percent_off', message: 'give percent_off or amount_off_cents' });
  const percent = hasPercent && !hasAmount ? percentOf(body.percent_off as number | string, problems) : null;
  if (hasAmount && body.currency_code === undefined) problems.push({ field: 'currency_code', message: 'is required with amount_off_cents' });
  if (!hasAmount && body.currency_code !== undefined) problems.push({ field: 'currency_code', message: 'applies to amount_off_cents only' });
  if (body.duration === 'repeating' && body.duration_in_periods === undefined) problems.push({ field: 'duration_in_periods', message: 'is required when duration is repeating' });
  if (body.duration !== 'repeating' && body.duration_in_periods !== undefined) problems.push({ field: 'duration_in_periods', message: 'applies to a repeating coupon only' });
  if (problems.length) throw invalid(problems);
  return {
    percent_off: percent,
    amount_off_cents: hasAmount ? (body.amount_off_cents ?? null) : null,
    currency_code: hasAmount ? (body.currency_code ?? null) : null,
    duration_in_periods: body.duration === 'repeating' ? (body.duration_in_periods ?? null) : null,
  };
}

export async function createCoupon(ctx: DbContext, body: CreateCouponBody): Promise<Coupon> {
  const { db, scope } = ctx;
  const fields = validated(body);
  if (await repo.findCouponByCode({ db, scope }, body.code)) throw codeTaken(body.code);
  const row: CouponTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    code: body.code,
    name: body.name,
    ...fields,
    duration: body.duration,
    created_at: toIso(ctx.now),
    deleted_at: null,
  };
  try {
    await repo.insertCoupon(db, row);
  } catch (error) {
    // A concurrent create took the code between the check and the insert.
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
  return toCoupon(row);
}
