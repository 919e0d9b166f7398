/** Pricing units: create, read, list, each with its conversion rates. */
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import type { ConversionRate, CreatePricingUnitBody, PricingUnit } from './schemas.js';
import type { ConversionRateTable, PricingUnitTable } from './tables.js';
import type { ScopedDb, DbContext } from '../../db/context.js';

export function toConversionRate(row: ConversionRateTable): ConversionRate {
  return {
    id: row.id,
    pricing_unit_id: row.pricing_unit_id,
    customer_id: row.customer_id,
    settlement_currency_code: row.settlement_currency_code,
    effective_from: row.effective_from,
    effective_to: row.effective_to,
    money_minor: row.money_minor,
    unit_amount: row.unit_amount,
    created_at: row.created_at,
  };
}

export function toPricingUnit(row: PricingUnitTable, rates: readonly ConversionRateTable[]): PricingUnit {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    conversion_rates: rates.map(toConversionRate),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function codeTaken(code: string) {
  return new DomainError('CODE_TAKEN', `A pricing unit with code "${code}" already exists`, [{ field: 'code', message: 'is already taken' }]);
}

export async function createPricingUnit(ctx: DbContext, body: CreatePricingUnitBody): Promise<PricingUnit> {
  const { db, scope } = ctx;
  if (await repo.findPricingUnitByCode({ db, scope }, body.code)) throw codeTaken(body.code);
  const now = toIso(ctx.now);
  const row: PricingUnitTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    code: body.code,
    name: body.name ?? null,
    created_at: now,
    updated_at: now,
  };
  try {
    await repo.insertPricingUnit(db, row);
  } catch (error) {
    // Another request took the code between the check and the insert.
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
  return toPricingUnit(row, []);
}

/** One pricing unit with its rates, read through `db` (a transaction reads its own writes). */
export async function readPricingUnit(ctx: ScopedDb, id: string): Promise<PricingUnit> {
  const { db, scope } = ctx;
  const row = await repo.findPricingUnit({ db, scope }, id);
  if (!row) throw notFound('Pricing unit', id);
  return toPricingUnit(row, await repo.listConversionRates({ db, scope }, [row.id]));
}

export async function getPricingUnit(ctx: ScopedDb, id: string): Promise<PricingUnit> {
  const { db, scope } = ctx;
  return readPricingUnit({ db, scope }, id);
}

export async function listPricingUnits(ctx: ScopedDb): Promise<PricingUnit[]> {
  const { db, scope } = ctx;
  const units = await repo.listPricingUnits({ db, scope });
  const rates = await repo.listConversionRates({ db, scope });
  const byUnit = new Map<string, ConversionRateTable[]>();
  for (const rate of rates) {
    const list = byUnit.get(rate.pricing_unit_id);
    if (list) list.push(rate);
    else byUnit.set(rate.pricing_unit_id, [rate]);
  }
  return units.map((unit) => toPricingUnit(unit, byUnit.get(unit.id) ?? []));
}
