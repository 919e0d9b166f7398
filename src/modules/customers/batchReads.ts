/** Customer reads for set-based batches (ingest): which of many ids exist, in one statement. */
import type { BatchTx } from '../../db/batchTransaction.js';
import { listParam, selectRows } from '../../db/multiRow.js';
import type { Scope } from '../../db/scope.js';

const EXISTING = {
  sqlite: 'select id from customers where company_id = ? and mode = ? and id in (select value from json_each(?))',
  postgres: 'select id from customers where company_id = $1 and mode = $2 and id = any($3::text[])',
};

/** The ids among `customerIds` that are customers of the scope. */
export async function existingCustomerIds(tx: BatchTx, scope: Scope, customerIds: readonly string[]): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const rows = await selectRows<{ id: string }>(tx, EXISTING, [scope.companyId, scope.mode, listParam(tx, customerIds)]);
  return new Set(rows.map((row) => row.id));
}
