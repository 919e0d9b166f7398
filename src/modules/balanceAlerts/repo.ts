/** Balance alert rows, scoped by company and mode. */
import { type Db, type Scope, inScope } from '../../db/scope.js';
import type { BalanceAlertTable } from './tables.js';

export async function insertAlert(db: Db, row: BalanceAlertTable): Promise<void> {
  await db.insertInto('balance_alerts').values(row).execute();
}

/** The alerts of these customers (one statement for a whole batch). */
export async function alertsOfCustomers(db: Db, scope: Scope, customerIds: readonly string[]): Promise<BalanceAlertTable[]> {
  if (customerIds.length === 0) return [];
  return db
    .selectFrom('balance_alerts')
    .selectAll()
    .where(inScope(scope))
    .where('customer_id', 'in', [...customerIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteAlert(db: Db, scope: Scope, customerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('balance_alerts')
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
