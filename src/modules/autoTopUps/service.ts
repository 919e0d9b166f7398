/**
 * Setting, listing and deleting auto top-ups (issue 29, item 2). A change decides what ingest does
 * at the next crossing, so, like an overdraft limit, it takes the rating-config lock first
 * (ratingConfig/version.ts): every batch after its answer, on every node, decides with it.
 * Setting a top-up again replaces its settings and makes a failed one active. When the wallet's
 * available balance is already at or below the threshold as it is set, one top-up starts at once
 * (the settings are its "crossing"): a customer turning it on while low, or after a failed one,
 * need not wait for the balance to recover and fall again. Read under the rating-config lock, so
 * no ingest batch draws meanwhile.
 */
import { dbContext, type DbContext, type ScopedDb } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { invalid, notFound } from '../../errors/index.js';
import { minorUnitDigits, type CurrencyCode } from '../../money/currency.js';
import { dec, formatDecimal, parseDecimalInput } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { MAX_AMOUNT_MINOR } from '../../money/limits.js';
import { toIso } from '../../time.js';
import { findCreditPack } from '../creditPacks/index.js';
import { findCustomer } from '../customers/index.js';
import { findPricingUnitByCode } from '../pricingUnits/index.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import { getCustomerBalances } from '../wallets/index.js';
import * as repo from './repo.js';
import { newRun } from './runs.js';
import type { AutoTopUp, SetAutoTopUpBody } from './schemas.js';
import type { AutoTopUpTable } from './tables.js';

export const DEFAULT_MONTHLY_LIMIT = 10;

export function toAutoTopUp(row: AutoTopUpTable): AutoTopUp {
  const out: AutoTopUp = {
    id: row.id,
    customer_id: row.customer_id,
    account_type: row.account_type,
    threshold: row.threshold,
    monthly_limit: row.monthly_limit,
    status: row.status,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (row.pricing_unit_code !== null) out.pricing_unit_code = row.pricing_unit_code;
  if (row.currency_code !== null) out.currency_code = row.currency_code;
  if (row.credit_pack_id !== null) out.credit_pack_id = row.credit_pack_id;
  if (row.quantity !== null) out.quantity = row.quantity;
  if (row.amount !== null) out.amount = row.amount;
  return out;
}

function decimalField(field: string, value: string | number, min: 'zero' | 'positive'): string {
  const parsed = parseDecimalInput(value);
  if (parsed === null || (min === 'zero' ? parsed.lt(0) : parsed.lte(0)) || parsed.gt(MAX_AMOUNT_MINOR)) {
    throw invalid([{ field, message: `must be a decimal ${min === 'zero' ? 'from 0' : 'more than 0'} up to 10^15` }]);
  }
  return formatDecimal(parsed);
}

/** What one top-up buys: a credit pack of the wallet's unit, or an amount of the wallet's currency. */
async function purchaseOf(ctx: ScopedDb, denomination: Denomination, body: SetAutoTopUpBody): Promise<Pick<AutoTopUpTable, 'credit_pack_id' | 'quantity' | 'amount'>> {
  if (denomination.kind === 'pricing_unit') {
    if (body.amount !== undefined) throw invalid([{ field: 'amount', message: "a pricing-unit wallet's top-up buys a credit pack: give credit_pack_id and quantity" }]);
    if (body.credit_pack_id === undefined) throw invalid([{ field: 'credit_pack_id', message: 'is required for a pricing-unit wallet' }]);
    const pack = await findCreditPack(ctx, body.credit_pack_id);
    if (!pack || pack.pricing_unit_id !== denomination.pricingUnitId) throw invalid([{ field: 'credit_pack_id', message: "is not a credit pack of the wallet's pricing unit" }]);
    if (pack.ended_at !== null) throw invalid([{ field: 'credit_pack_id', message: 'is no longer sold' }]);
    return { credit_pack_id: pack.id, quantity: body.quantity ?? 1, amount: null };
  }
  if (body.credit_pack_id !== undefined || body.quantity !== undefined) throw invalid([{ field: 'credit_pack_id', message: "a currency wallet's top-up buys an amount of the currency: give amount" }]);
  if (body.amount === undefined) throw invalid([{ field: 'amount', message: 'is required for a currency wallet' }]);
  const amount = parseDecimalInput(body.amount);
  const digits = minorUnitDigits(denomination.currencyCode);
  if (amount === null || amount.lte(0) || amount.decimalPlaces() > digits || amount.gt(MAX_AMOUNT_MINOR)) throw invalid([{ field: 'amount', message: `must be an amount of ${denomination.currencyCode} more than 0, in its minor units (${digits} decimals at most)` }]);
  return { credit_pack_id: null, quantity: null, amount: formatDecimal(amount) };
}

/** Creates or replaces the customer's auto top-up on one wallet. */
export async function setAutoTopUp(ctx: DbContext, customerId: string, body: SetAutoTopUpBody): Promise<AutoTopUp> {
  if ((body.pricing_unit_code !== undefined) === (body.currency_code !== undefined)) throw invalid([{ field: '', message: 'give exactly one of pricing_unit_code and currency_code' }]);
  const threshold = decimalField('threshold', body.threshold, 'zero');
  // The API's schema says the same; the dashboard's form reaches here without it.
  for (const [field, value] of [['quantity', body.quantity], ['monthly_limit', body.monthly_limit]] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value < 1 || value > 1000)) throw invalid([{ field, message: 'must be a whole number from 1 to 1000' }]);
  }
  return ctx.db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, ctx.scope); // first (ratingConfig/version.ts)
    const tx = { db: trx, scope: ctx.scope };
    if (!(await findCustomer(tx, customerId))) throw notFound('Customer', customerId);
    let denomination: Denomination;
    if (body.pricing_unit_code !== undefined) {
      const unit = await findPricingUnitByCode(tx, body.pricing_unit_code);
      if (!unit) throw invalid([{ field: 'pricing_unit_code', message: 'is not a pricing unit of this company and mode' }]);
      denomination = { kind: 'pricing_unit', pricingUnitId: unit.id };
    } else {
      denomination = { kind: 'currency', currencyCode: body.currency_code as CurrencyCode };
    }
    const purchase = await purchaseOf(tx, denomination, body);
    const nowIso = toIso(ctx.now);
    const key = denominationKey(denomination);
    const settings = { threshold, ...purchase, monthly_limit: body.monthly_limit ?? DEFAULT_MONTHLY_LIMIT, status: 'active' as const, updated_at: nowIso };
    const stored = await repo.findCustomerTopUp(tx, customerId, key);
    if (stored) {
      await repo.updateTopUp(trx, stored.id, settings);
      await startIfLow(dbContext(trx, ctx.scope, ctx.now), { ...stored, ...settings });
      return toAutoTopUp({ ...stored, ...settings });
    }
    const row: AutoTopUpTable = {
      id: newId(),
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      customer_id: customerId,
      denomination_key: key,
      account_type: denomination.kind,
      pricing_unit_code: body.pricing_unit_code ?? null,
      currency_code: body.currency_code ?? null,
      ...settings,
      created_at: nowIso,
    };
    await repo.insertTopUp(trx, row);
    await startIfLow(dbContext(trx, ctx.scope, ctx.now), row);
    return toAutoTopUp(row);
  });
}

/** Starts one top-up when the wallet's available balance is at or below the threshold already (keyed on the settings' instant). */
async function startIfLow(ctx: DbContext, topUp: AutoTopUpTable): Promise<void> {
  const item = (await getCustomerBalances(ctx, topUp.customer_id)).find((b) => (topUp.pricing_unit_code !== null ? b.pricing_unit_code === topUp.pricing_unit_code : b.currency_code === topUp.currency_code));
  const available = dec(item?.available ?? item?.balance ?? '0');
  if (available.gt(dec(topUp.threshold))) return;
  await repo.insertRunsOnce(ctx.db, [newRun(ctx.scope, topUp, `${topUp.id}:settings:${toIso(ctx.now)}`, ctx.now)]);
}

export async function listAutoTopUps(ctx: ScopedDb, customerId: string): Promise<AutoTopUp[]> {
  if (!(await findCustomer(ctx, customerId))) throw notFound('Customer', customerId);
  return (await repo.selectCustomerTopUps(ctx, customerId)).map(toAutoTopUp);
}

/** Disables the top-up (no crossing starts one after this answer; a run already started is skipped). */
export async function deleteAutoTopUp(ctx: DbContext, customerId: string, id: string): Promise<AutoTopUp> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, ctx.scope);
    const stored = await repo.findTopUp({ db: trx, scope: ctx.scope }, id);
    if (!stored || stored.customer_id !== customerId) throw notFound('Auto top-up', id);
    const patch = { status: 'disabled' as const, updated_at: toIso(ctx.now) };
    await repo.updateTopUp(trx, id, patch);
    return toAutoTopUp({ ...stored, ...patch });
  });
}
