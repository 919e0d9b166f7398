/** Pricing unit and conversion rate rows. Every query is scoped by company and mode. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { PricingUnitTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function findPricingUnit(db: Db, scope: Scope, id: string): Promise<PricingUnitTable | undefined> {
  return db
    .selectFrom('pricing_units')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findPricingUnitByCode(db: Db, scope: Scope, code: string): Promise<PricingUnitTable | undefined> {
  return db
    .selectFrom('pricing_units')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('code', '=', code)
    .executeTakeFirst();
}
