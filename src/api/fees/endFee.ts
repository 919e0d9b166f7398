/**
 * End a fee version at a date (POST /v1/plans/{id}/fees/{feeId} with `effective_to`), so a new
 * version of the product's fee (a new price) can follow it without FEE_PERIOD_OVERLAP. Only the end
 * moves: the price of a fee that has rated usage never changes under it, a new price is a new fee.
 *
 * Rules, in the transaction that holds the company's rating-config lock (taken first) and then
 * the plan's fee lock (the same ones createFee takes):
 * - `effective_to` is after the fee's `effective_from`; null makes the fee open-ended again.
 * - It may not overlap another version of the same product on the plan (FEE_PERIOD_OVERLAP).
 * - It may be in the past, but never before what the fee has already charged: an event it rated
 *   stamped at or after the new end, or a period it was invoiced for that starts at or after it,
 *   is FEE_END_BEFORE_CHARGES (409). Money already rated is never re-rated behind the ledger.
 * - The end is final by event timestamp: no event stamped at or after it is ever charged by the
 *   fee, on any node, whatever order the end and the events commit in. The rating-config lock
 *   (ratingConfig/version.ts) is taken before the checks, so it waits for every ingest batch that
 *   rated with the old end and the charged-usage check sees their charges (and refuses); a batch
 *   that comes after waits for the end to commit and rates with the new dates.
 */
import { DomainError, invalid, notFound } from '../../errors/index.js';
import { lastChargedInstantOfFee } from '../../modules/ingest/index.js';
import { lastInvoicedPeriodStartOfFee } from '../../modules/invoices/index.js';
import { findPlan } from '../../modules/plans/index.js';
import { lockRatingConfigForChange } from '../../modules/ratingConfig/index.js';
import { feeRepo as repo, parseEffectiveDate, rangesOverlap, toPlanFee, type PlanFee, type UpdateFeeBody } from '../../modules/fees/index.js';
import type { ScopedDb } from '../../db/context.js';

export async function endFee(ctx: ScopedDb, planId: string, feeId: string, body: UpdateFeeBody): Promise<PlanFee> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    // First, before the plan's fee lock and the checks: the charges read below then include every
    // batch that rated with the old end (ratingConfig/version.ts).
    await lockRatingConfigForChange(trx, scope);
    if (!(await findPlan({ db: trx, scope }, planId))) throw notFound('Plan', planId);
    await repo.lockPlanForFees({ db: trx, scope }, planId);
    const [record] = await repo.loadFeeRecords({ db: trx, scope }, planId, feeId);
    if (!record) throw notFound('Fee', feeId);
    const { fee } = record;

    let to: string | null = null;
    if (body.effective_to !== null) {
      to = parseEffectiveDate(body.effective_to, await repo.companyTimeZone(trx, scope.companyId));
      if (to === null) throw invalid([{ field: 'effective_to', message: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with offset, or null' }]);
      if (fee.effective_from !== null && to <= fee.effective_from) {
        throw invalid([{ field: 'effective_to', message: `must be after the fee's effective_from (${fee.effective_from})` }]);
      }
    }
    if (to === fee.effective_to) return toPlanFee(record);

    const range = { from: fee.effective_from, to };
    const clash = (await repo.listProductFees({ db: trx, scope }, planId, fee.product_id)).find(
      (other) => other.id !== fee.id && rangesOverlap({ from: other.effective_from, to: other.effective_to }, range),
    );
    if (clash) {
      throw new DomainError(
        'FEE_PERIOD_OVERLAP',
        `Fee ${clash.id} for product ${fee.product_id} is already effective from ${clash.effective_from ?? 'the beginning'} to ${clash.effective_to ?? 'open-ended'}`,
        [{ field: 'effective_to', message: `overlaps fee ${clash.id}` }],
      );
    }

    if (to !== null) {
      const lastEvent = await lastChargedInstantOfFee({ db: trx, scope }, fee.id);
      if (lastEvent !== null && lastEvent >= to) {
        throw new DomainError('FEE_END_BEFORE_CHARGES', `Fee ${fee.id} has already rated an event stamped ${lastEvent}: it cannot end at or before that instant`, [
          { field: 'effective_to', message: `must be after ${lastEvent}, the last event the fee rated` },
        ]);
      }
      const lastPeriod = await lastInvoicedPeriodStartOfFee({ db: trx, scope }, fee.id);
      if (lastPeriod !== null && lastPeriod >= to) {
        throw new DomainError('FEE_END_BEFORE_CHARGES', `Fee ${fee.id} has already been invoiced for a period starting ${lastPeriod}: it cannot end at or before that instant`, [
          { field: 'effective_to', message: `must be after ${lastPeriod}, the start of the last period the fee was invoiced for` },
        ]);
      }
    }

    await repo.updateFeeEnd({ db: trx, scope }, fee.id, to);
    return toPlanFee({ ...record, fee: { ...fee, effective_to: to } });
  });
}
