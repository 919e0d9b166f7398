/** Customer reads for set-based batches (ingest): which of many ids exist, in one statement. */
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import type { Scope } from '../../db/scope.js';

const EXISTING = {
  // Unary + keeps SQLite's planner on the primary key: it otherwise scans the whole company
  // through the (company_id, mode, created_at) index and filters the list.
  sqlite: 'select id from customers where id in (select value from json_each(?)) and +company_id = ? and +mode = ?',
  postgres: 'select id from customers where company_id = $1 and mode = $2 and id = any($3::text[])',
};

/** The ids among `customerIds` that are customers of the scope. */
export async function existingCustomerIds(tx: BatchTx, scope: Scope, customerIds: readonly string[]): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const params = tx.kind === 'sqlite' ? [listParam(tx, customerIds), scope.companyId, scope.mode] : [scope.companyId, scope.mode, listParam(tx, customerIds)];
  const rows = await selectRows<{ id: string }>(tx, EXISTING, params);
  return new Set(rows.map((row) => row.id));
}
