/** Product rows. Every query is scoped by company and mode. */
import { type Db, inScope } from '../../db/scope.js';
import type { ProductTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function insertProduct(db: Db, row: ProductTable): Promise<void> {
  await db.insertInto('products').values(row).execute();
}

export async function findProduct(ctx: ScopedDb, id: string): Promise<ProductTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('products')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}
