/**
 * Create a credit-grant policy on a plan: a grant of `amount` in exactly one denomination (a
 * pricing unit, or the plan's own currency) every `cadence`, in force on [effective_from, effective_to),
 * with optional `rollover` terms for the unused part of each grant when it expires (issue 31, item 4):
 * only grants that expire can roll over.
 */
import { newId } from '../../db/ids.js';
import { DomainError, invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { formatDecimal } from '../../money/decimal.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { findPlan } from '../plans/index.js';
import { parsePositiveInteger } from '../pricingUnits/index.js';
import { findPricingUnit } from '../pricingUnits/index.js';
import * as repo from './repo.js';
import type { CreateGrantPolicyBody, CreditGrantPolicy } from './schemas.js';
import { toGrantPolicy } from './service.js';
import { rolloverOfInput, rolloverText } from './rollover.js';
import type { CreditGrantPolicyTable } from './tables.js';
import { BEYOND_MAX_AMOUNT, MAX_AMOUNT_MINOR } from '../../money/limits.js';
import type { DbContext } from '../../db/context.js';

function parseInstant(value: string | null | undefined, field: string, problems: ProblemDetail[]): Date | null {
  if (value === undefined || value === null) return null;
  const instant = parseIsoDateTime(value);
  if (instant === null) problems.push({ field, message: 'must be an ISO 8601 date-time with an offset, or null' });
  return instant;
}

/**
 * Checks the body on its own: one denomination, a whole positive amount, an ordered period. The
 * resource's own `account_type` is accepted too: it must agree with the denomination given, and
 * `currency` alone means the plan's currency.
 */
function checkBody(body: CreateGrantPolicyBody) {
  const problems: ProblemDetail[] = [];
  const pricingUnitId = body.pricing_unit_id ?? null;
  const currency = body.currency_code ?? null;
  const accountType = body.account_type ?? null;
  if (accountType === 'pricing_unit' && pricingUnitId === null) {
    problems.push({ field: 'pricing_unit_id', message: 'is required when account_type is pricing_unit' });
  } else if (accountType === 'currency' && pricingUnitId !== null) {
    problems.push({ field: 'account_type', message: 'is currency, but pricing_unit_id names a pricing unit (use pricing_unit)' });
  } else if (pricingUnitId === null && currency === null && accountType === null) {
    problems.push({ field: 'pricing_unit_id', message: 'exactly one of pricing_unit_id or currency_code is required' });
  } else if (pricingUnitId !== null && currency !== null) {
    problems.push({ field: 'currency_code', message: 'must be omitted when pricing_unit_id is given (exactly one of the two)' });
  }
  const amount = parsePositiveInteger(body.amount, 'amount', problems);
  if (amount !== null && amount.gt(MAX_AMOUNT_MINOR)) {
    problems.push({ field: 'amount', message: BEYOND_MAX_AMOUNT });
  }
  const from = parseInstant(body.effective_from, 'effective_from', problems);
  const to = parseInstant(body.effective_to, 'effective_to', problems);
  if (from && to && to.getTime() <= from.getTime()) {
    problems.push({ field: 'effective_to', message: 'must be after effective_from' });
  }
  const rollover = body.rollover ? rolloverOfInput(body.rollover) : null;
  if (rollover !== null && (body.expiration_interval_count ?? null) === null) {
    problems.push({ field: 'rollover', message: 'needs grants that expire: unused credits roll over when a grant expires (set expiration_interval_count)' });
  }
  if (problems.length || amount === null) throw invalid(problems);
  return { pricingUnitId, currency, amount, from, to, rollover };
}

export async function createGrantPolicy(
  ctx: DbContext,
  planId: string,
  body: CreateGrantPolicyBody,
): Promise<CreditGrantPolicy> {
  const { db, scope } = ctx;
  const { pricingUnitId, currency: given, amount, from, to, rollover } = checkBody(body);
  return db.transaction().execute(async (trx) => {
    const plan = await findPlan({ db: trx, scope }, planId);
    if (!plan) throw notFound('Plan', planId);
    if (pricingUnitId !== null && !(await findPricingUnit({ db: trx, scope }, pricingUnitId))) {
      throw invalid([{ field: 'pricing_unit_id', message: `pricing unit ${pricingUnitId} does not exist` }]);
    }
    // account_type currency without a currency_code: the plan's currency.
    const currency = pricingUnitId === null ? (given ?? plan.currency_code) : null;
    if (currency !== null && currency !== plan.currency_code) {
      throw new DomainError('CURRENCY_MISMATCH', `A currency grant policy must grant the plan's currency (${plan.currency_code}), not ${currency}`, [
        { field: 'currency_code', message: `must be ${plan.currency_code}, the plan's currency` },
      ]);
    }
    const now = toIso(ctx.now);
    const row: CreditGrantPolicyTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      plan_id: planId,
      account_type: pricingUnitId !== null ? 'pricing_unit' : 'currency',
      pricing_unit_id: pricingUnitId,
      currency_code: currency,
      amount: formatDecimal(amount),
      cadence: body.cadence,
      expiration_interval_count: body.expiration_interval_count ?? null,
      expiration_interval_unit: body.expiration_interval_unit ?? 'month',
      rollover: rolloverText(rollover),
      effective_from: from ? toIso(from) : null,
      effective_to: to ? toIso(to) : null,
      created_at: now,
      updated_at: now,
    };
    await repo.insertGrantPolicy(trx, row);
    return toGrantPolicy(row);
  });
}
