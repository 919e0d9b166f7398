/** Credit pack rows. Every query is scoped by company and mode. */
import { type Db, inScope } from '../../db/scope.js';
import type { PricingUnitTable } from '../pricingUnits/index.js';
import type { CreditPackTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

/** A pack with the pricing unit it grants, as the API shows it. */
export interface CreditPackWithUnit {
  pack: CreditPackTable;
  pricingUnit: Pick<PricingUnitTable, 'id' | 'code' | 'name'>;
}

export async function insertCreditPack(db: Db, row: CreditPackTable): Promise<void> {
  await db.insertInto('credit_packs').values(row).execute();
}

export async function updateCreditPack(ctx: ScopedDb, id: string, patch: Partial<Pick<CreditPackTable, 'ended_at' | 'updated_at'>>): Promise<void> {
  const { db, scope } = ctx;
  await db.updateTable('credit_packs').set(patch).where(inScope(scope)).where('id', '=', id).execute();
}

/** The pack row, for checkout and grants (check `plan_id` against the subscription's plan). */
export async function findCreditPack(ctx: ScopedDb, id: string): Promise<CreditPackTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_packs')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCreditPackByCode(ctx: ScopedDb, planId: string, code: string): Promise<CreditPackTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_packs')
    .selectAll()
    .where(inScope(scope))
    .where('plan_id', '=', planId)
    .where('code', '=', code)
    .executeTakeFirst();
}

function withUnit(ctx: ScopedDb) {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_packs')
    .innerJoin('pricing_units', 'pricing_units.id', 'credit_packs.pricing_unit_id')
    .selectAll('credit_packs')
    .select(['pricing_units.code as unit_code', 'pricing_units.name as unit_name'])
    .where(inScope(scope, 'credit_packs'));
}

function split(row: CreditPackTable & { unit_code: string; unit_name: string | null }): CreditPackWithUnit {
  const { unit_code, unit_name, ...pack } = row;
  return { pack, pricingUnit: { id: pack.pricing_unit_id, code: unit_code, name: unit_name } };
}

export async function findCreditPackWithUnit(ctx: ScopedDb, id: string): Promise<CreditPackWithUnit | undefined> {
  const { db, scope } = ctx;
  const row = await withUnit({ db, scope }).where('credit_packs.id', '=', id).executeTakeFirst();
  return row ? split(row) : undefined;
}

/** Every pack of a plan, newest first (the contract's list has no pagination). */
export async function listCreditPacks(ctx: ScopedDb, planId: string): Promise<CreditPackWithUnit[]> {
  const { db, scope } = ctx;
  const rows = await withUnit({ db, scope })
    .where('credit_packs.plan_id', '=', planId)
    .orderBy('credit_packs.created_at', 'desc')
    .orderBy('credit_packs.id', 'desc')
    .execute();
  return rows.map(split);
}
