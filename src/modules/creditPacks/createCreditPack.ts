/**
 * Create a credit pack on a plan: `unit_amount` units of a pricing unit for `money_minor` minor
 * units of the plan's currency. The code is unique per plan (409 CODE_TAKEN).
 */
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { formatDecimal } from '../../money/decimal.js';
import { MAX_AMOUNT_MINOR, MAX_AMOUNT_TEXT } from '../../money/limits.js';
import { toIso } from '../../time.js';
import { findPlan } from '../plans/index.js';
import { parsePositiveDecimal, parsePositiveInteger } from '../pricingUnits/index.js';
import { findPricingUnit } from '../pricingUnits/index.js';
import * as repo from './repo.js';
import type { CreateCreditPackBody, CreditPack } from './schemas.js';
import { toCreditPack } from './service.js';
import type { CreditPackTable } from './tables.js';
import type { DbContext } from '../../db/context.js';

function codeTaken(code: string) {
  return new DomainError('CODE_TAKEN', `This plan already has a credit pack with code "${code}"`, [{ field: 'code', message: 'is already taken' }]);
}

export async function createCreditPack(
  ctx: DbContext,
  planId: string,
  body: CreateCreditPackBody,
): Promise<CreditPack> {
  const { db, scope } = ctx;
  const problems: ProblemDetail[] = [];
  const moneyMinor = parsePositiveInteger(body.money_minor, 'money_minor', problems);
  const unitAmount = parsePositiveDecimal(body.unit_amount, 'unit_amount', problems);
  // A pack's price must fit an invoice (src/money/limits.ts); a checkout link checks price x quantity.
  if (moneyMinor !== null && moneyMinor.gt(MAX_AMOUNT_MINOR)) problems.push({ field: 'money_minor', message: `must be at most ${MAX_AMOUNT_TEXT} minor units: an invoice could not hold more exactly` });
  if (unitAmount !== null && unitAmount.gt(MAX_AMOUNT_MINOR)) problems.push({ field: 'unit_amount', message: `must be at most ${MAX_AMOUNT_TEXT} units` });
  if (problems.length || moneyMinor === null || unitAmount === null) throw invalid(problems);

  return db.transaction().execute(async (trx) => {
    if (!(await findPlan({ db: trx, scope }, planId))) throw notFound('Plan', planId);
    const unit = await findPricingUnit({ db: trx, scope }, body.pricing_unit_id);
    if (!unit) throw invalid([{ field: 'pricing_unit_id', message: `pricing unit ${body.pricing_unit_id} does not exist` }]);
    if (await repo.findCreditPackByCode({ db: trx, scope }, planId, body.code)) throw codeTaken(body.code);
    const now = toIso(ctx.now);
    const row: CreditPackTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      plan_id: planId,
      code: body.code,
      pricing_unit_id: unit.id,
      money_minor: formatDecimal(moneyMinor),
      unit_amount: formatDecimal(unitAmount),
      expiration_interval_count: body.expiration_interval_count ?? null,
      expiration_interval_unit: body.expiration_interval_unit ?? 'month',
      ended_at: null,
      created_at: now,
      updated_at: now,
    };
    try {
      await repo.insertCreditPack(trx, row);
    } catch (error) {
      // A concurrent create took the code between the check and the insert.
      if (isUniqueViolation(error)) throw codeTaken(body.code);
      throw error;
    }
    return toCreditPack({ pack: row, pricingUnit: { id: unit.id, code: unit.code, name: unit.name } });
  });
}
