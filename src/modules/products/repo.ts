/** Product rows. Every query is scoped by company and mode. */
import type { Db, Scope } from '../../db/scope.js';
import type { ProductTable } from './tables.js';

export async function insertProduct(db: Db, row: ProductTable): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function findProduct(db: Db, scope: Scope, id: string): Promise<ProductTable | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .executeTakeFirst();
}
