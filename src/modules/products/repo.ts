/** Product rows. Every query is scoped by company and mode. */
import { type Db, type Scope, inScope } from '../../db/scope.js';
import type { ProductTable } from './tables.js';

export async function insertProduct(db: Db, row: ProductTable): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function findProduct(db: Db, scope: Scope, id: string): Promise<ProductTable | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}
