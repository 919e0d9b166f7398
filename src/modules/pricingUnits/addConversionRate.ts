/**
 * Adding a conversion rate to a pricing unit. A series is (pricing unit, customer or null,
 * settlement currency); its rates follow one another without gaps or overlaps. The first rate of a
 * series may start "from the beginning" (effective_from null). A later rate starts at the given
 * instant (default: now), strictly after the current rate's start, and ends the current rate there
 * (effective_to is exclusive). Ending the old rate and inserting the new one is one transaction.
 */
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { formatDecimal } from '../../money/decimal.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { parsePositiveDecimal, parsePositiveInteger } from './amounts.js';
import * as repo from './repo.js';
import type { CreateConversionRateBody, PricingUnit } from './schemas.js';
import { readPricingUnit } from './service.js';
import type { ConversionRateTable } from './tables.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import { BEYOND_MAX_AMOUNT, MAX_AMOUNT_MINOR } from '../../money/limits.js';
import type { DbContext } from '../../db/context.js';

function overlap(message: string) {
  return new DomainError('RATE_PERIOD_OVERLAP', message);
}

export async function addConversionRate(
  ctx: DbContext,
  pricingUnitId: string,
  body: CreateConversionRateBody,
): Promise<PricingUnit> {
  const { db, scope } = ctx;
  const problems: ProblemDetail[] = [];
  const moneyMinor = parsePositiveInteger(body.money_minor, 'money_minor', problems);
  if (moneyMinor !== null && moneyMinor.gt(MAX_AMOUNT_MINOR)) problems.push({ field: 'money_minor', message: BEYOND_MAX_AMOUNT });
  const unitAmount = parsePositiveDecimal(body.unit_amount, 'unit_amount', problems);
  let requestedFrom: Date | null | undefined = body.effective_from === null ? null : undefined;
  if (typeof body.effective_from === 'string') {
    requestedFrom = parseIsoDateTime(body.effective_from);
    if (requestedFrom === null) problems.push({ field: 'effective_from', message: 'must be an ISO 8601 date-time with an offset, or null' });
  }
  if (problems.length || moneyMinor === null || unitAmount === null) throw invalid(problems);
  const customerId = body.customer_id ?? null;
  const series: repo.RateSeries = { pricingUnitId, customerId, currency: body.settlement_currency_code };

  return db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, scope); // first (ratingConfig/version.ts)
    if (!(await repo.findPricingUnit({ db: trx, scope }, pricingUnitId))) throw notFound('Pricing unit', pricingUnitId);
    if (customerId !== null && !(await findCustomer({ db: trx, scope }, customerId))) {
      throw invalid([{ field: 'customer_id', message: `customer ${customerId} does not exist` }]);
    }
    const now = ctx.now;
    const current = await repo.findOpenRate({ db: trx, scope }, series);
    let effectiveFrom: string | null;
    if (!current) {
      effectiveFrom = requestedFrom ? toIso(requestedFrom) : null;
    } else {
      if (requestedFrom === null) {
        throw overlap('Only the first rate of a series may start from the beginning (effective_from null); this series already has a rate');
      }
      const start = requestedFrom ?? now;
      if (current.effective_from !== null && start.getTime() <= Date.parse(current.effective_from)) {
        throw overlap(`effective_from must be after ${current.effective_from}, when the current rate of this series starts`);
      }
      effectiveFrom = toIso(start);
      if (!(await repo.closeRate({ db: trx, scope }, current.id, effectiveFrom))) {
        throw overlap('The current rate of this series changed meanwhile; retry');
      }
    }
    const row: ConversionRateTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      pricing_unit_id: pricingUnitId,
      customer_id: customerId,
      settlement_currency_code: body.settlement_currency_code,
      money_minor: formatDecimal(moneyMinor),
      unit_amount: formatDecimal(unitAmount),
      effective_from: effectiveFrom,
      effective_to: null,
      created_at: toIso(now),
    };
    try {
      await repo.insertConversionRate(trx, row);
    } catch (error) {
      // A concurrent first rate of the same series: the open-series unique index refuses the second.
      if (isUniqueViolation(error)) throw overlap('Another rate was added to this series meanwhile; retry');
      throw error;
    }
    await repo.touchPricingUnit({ db: trx, scope }, pricingUnitId, toIso(now));
    return readPricingUnit({ db: trx, scope }, pricingUnitId);
  });
}
