/**
 * Setting and listing overdraft limits (issue 28, item 1). Setting one changes what ingest
 * decides, so it is a change to rating: its transaction takes the rating-config lock first
 * (ratingConfig/version.ts), waits for the batches that read the old limits, and every batch after
 * it decides with the new one, on every node.
 */
import type { DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { invalid, notFound } from '../../errors/index.js';
import { MAX_AMOUNT_MINOR } from '../../money/limits.js';
import { formatDecimal, parseDecimalInput } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { findPlan } from '../plans/index.js';
import { findPricingUnitByCode } from '../pricingUnits/index.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import * as repo from './repo.js';
import type { LimitOwner } from './repo.js';
import type { OverdraftLimit, SetOverdraftLimitBody } from './schemas.js';
import type { OverdraftLimitTable } from './tables.js';

export type { LimitOwner };

function toOverdraftLimit(row: OverdraftLimitTable, overdraftLimit: string | null = row.overdraft_limit): OverdraftLimit {
  const limit: OverdraftLimit = { account_type: row.account_type, overdraft_limit: overdraftLimit, created_at: row.created_at, updated_at: row.updated_at };
  if (row.owner_type === 'plan') limit.plan_id = row.owner_id;
  else limit.customer_id = row.owner_id;
  if (row.pricing_unit_code !== null) limit.pricing_unit_code = row.pricing_unit_code;
  if (row.currency_code !== null) limit.currency_code = row.currency_code;
  return limit;
}

async function ownerOrThrow(ctx: Pick<DbContext, 'db' | 'scope'>, owner: LimitOwner): Promise<void> {
  const found = owner.type === 'plan' ? await findPlan(ctx, owner.id) : await findCustomer(ctx, owner.id);
  if (!found) throw notFound(owner.type === 'plan' ? 'Plan' : 'Customer', owner.id);
}

function parseLimit(value: string | number | null): string | null {
  if (value === null) return null;
  const limit = parseDecimalInput(value);
  if (limit === null || limit.lt(0) || limit.gt(MAX_AMOUNT_MINOR)) {
    throw invalid([{ field: 'overdraft_limit', message: 'must be a decimal from 0 to 10^15 ("0" stops at zero), or null to remove the limit' }]);
  }
  return formatDecimal(limit);
}

/** Sets (or, with `overdraft_limit: null`, removes) the owner's limit on one denomination. */
export async function setOverdraftLimit(ctx: DbContext, owner: LimitOwner, body: SetOverdraftLimitBody): Promise<OverdraftLimit> {
  const overdraftLimit = parseLimit(body.overdraft_limit);
  if ((body.pricing_unit_code !== undefined) === (body.currency_code !== undefined)) {
    throw invalid([{ field: '', message: 'give exactly one of pricing_unit_code and currency_code' }]);
  }
  return ctx.db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, ctx.scope); // first (ratingConfig/version.ts)
    const tx = { db: trx, scope: ctx.scope };
    await ownerOrThrow(tx, owner);
    let denomination: Denomination;
    if (body.pricing_unit_code !== undefined) {
      const unit = await findPricingUnitByCode({ db: trx, scope: ctx.scope }, body.pricing_unit_code);
      if (!unit) throw invalid([{ field: 'pricing_unit_code', message: 'is not a pricing unit of this company and mode' }]);
      denomination = { kind: 'pricing_unit', pricingUnitId: unit.id };
    } else {
      denomination = { kind: 'currency', currencyCode: body.currency_code as CurrencyCode };
    }
    const key = denominationKey(denomination);
    const nowIso = toIso(ctx.now);
    const stored = await repo.findOwnerLimit({ db: trx, scope: ctx.scope }, owner, key);
    if (overdraftLimit === null) {
      if (stored) await repo.deleteLimit(trx, stored.id);
      const removed: OverdraftLimitTable = stored
        ? { ...stored, updated_at: nowIso }
        : {
            id: newId(), company_id: ctx.scope.companyId, mode: ctx.scope.mode, owner_type: owner.type, owner_id: owner.id, denomination_key: key,
            account_type: denomination.kind, pricing_unit_code: body.pricing_unit_code ?? null, currency_code: body.currency_code ?? null,
            overdraft_limit: '', created_at: nowIso, updated_at: nowIso,
          };
      return toOverdraftLimit(removed, null);
    }
    if (stored) {
      await repo.updateLimit(trx, stored.id, overdraftLimit, nowIso);
      return toOverdraftLimit({ ...stored, overdraft_limit: overdraftLimit, updated_at: nowIso });
    }
    const row: OverdraftLimitTable = {
      id: newId(),
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      owner_type: owner.type,
      owner_id: owner.id,
      denomination_key: key,
      account_type: denomination.kind,
      pricing_unit_code: body.pricing_unit_code ?? null,
      currency_code: body.currency_code ?? null,
      overdraft_limit: overdraftLimit,
      created_at: nowIso,
      updated_at: nowIso,
    };
    await repo.insertLimit(trx, row);
    return toOverdraftLimit(row);
  });
}

/** The owner's limits, oldest first; an unknown owner is 404. */
export async function listOverdraftLimits(ctx: Pick<DbContext, 'db' | 'scope'>, owner: LimitOwner): Promise<OverdraftLimit[]> {
  await ownerOrThrow(ctx, owner);
  return (await repo.selectOwnerLimits(ctx, owner)).map((row) => toOverdraftLimit(row));
}
