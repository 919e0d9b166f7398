/** Balance alert rows, scoped by company and mode. */
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import { type Db, type Scope, inScope } from '../../db/scope.js';
import type { BalanceAlertTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function insertAlert(db: Db, row: BalanceAlertTable): Promise<void> {
  await db.insertInto('balance_alerts').values(row).execute();
}

/** The alerts of these customers (one statement for a whole batch). */
export async function alertsOfCustomers(ctx: ScopedDb, customerIds: readonly string[]): Promise<BalanceAlertTable[]> {
  const { db, scope } = ctx;
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

const OF_CUSTOMERS = {
  sqlite: 'select * from balance_alerts where company_id = ? and mode = ? and customer_id in (select value from json_each(?)) order by created_at, id',
  postgres: 'select * from balance_alerts where company_id = $1 and mode = $2 and customer_id = any($3::text[]) order by created_at, id',
};

/**
 * alertsOfCustomers in an ingest batch: one text whatever the number of customers, so SQLite
 * prepares it once and PostgreSQL runs it as a named statement (an `in (...)` list is a new text,
 * parsed and planned again, for every batch size).
 */
export async function alertsOfCustomersInBatch(tx: BatchTx, scope: Scope, customerIds: readonly string[]): Promise<BalanceAlertTable[]> {
  if (customerIds.length === 0) return [];
  return selectRows<BalanceAlertTable>(tx, OF_CUSTOMERS, [scope.companyId, scope.mode, listParam(tx, customerIds)]);
}

export async function deleteAlert(ctx: ScopedDb, customerId: string, id: string): Promise<boolean> {
  const { db, scope } = ctx;
  const result = await db
    .deleteFrom('balance_alerts')
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
