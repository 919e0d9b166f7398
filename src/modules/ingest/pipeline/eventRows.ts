/** Event rows (their charges inline) for set-based batches: stored keys read at once, rows written at once. */
import type { BatchTx } from '../../../db/batchTransaction.js';
import { insertRows, listParam, selectRows, updateRowsById, type Column, type PgInsertFirst } from '../../../db/multiRow.js';
import type { Scope } from '../../../db/scope.js';
import type { EventTable } from '../tables.js';

const BY_KEYS = {
  sqlite: 'select * from events where company_id = ? and mode = ? and idempotency_key in (select value from json_each(?))',
  postgres: 'select * from events where company_id = $1 and mode = $2 and idempotency_key = any($3::text[])',
};

/** The stored events among these idempotency keys. */
export async function storedEventsByKeys(tx: BatchTx, scope: Scope, keys: readonly string[]): Promise<EventTable[]> {
  if (keys.length === 0) return [];
  return selectRows<EventTable>(tx, BY_KEYS, [scope.companyId, scope.mode, listParam(tx, keys)]);
}

const EVENT_COLUMNS: Column<EventTable>[] = [
  { name: 'id' },
  { name: 'company_id' },
  { name: 'mode' },
  { name: 'idempotency_key' },
  { name: 'customer_id' },
  { name: 'event_name' },
  { name: 'timestamp' },
  { name: 'session_id' },
  { name: 'properties', json: true },
  { name: 'cost', json: true },
  { name: 'created_at' },
  { name: 'invoice_pending', pgType: 'int' },
  { name: 'charges', json: true },
];

/**
 * Inserts each event unless its key is stored already (the unique index decides, and on
 * PostgreSQL waits out a concurrent insert of the key); returns the ids inserted. Rows go in key
 * order, so two batches inserting the same keys wait on each other in one order, never in a cycle.
 */
export async function insertEventsUnlessKeyExists(tx: BatchTx, rows: readonly EventTable[]): Promise<Set<string>> {
  const { table, columns, rows: sorted, conflictDoNothing, returnColumn } = eventsUnlessKeyExists(rows);
  return insertRows(tx, table, columns, sorted, { conflictDoNothing, returnColumn });
}

/** insertEventsUnlessKeyExists as the first write of one PostgreSQL statement (runPgWritesIfAllInserted). */
export function eventsUnlessKeyExists(rows: readonly EventTable[]): PgInsertFirst<EventTable> {
  // Each row's key made once, not twice per comparison.
  const sorted = rows
    .map((row) => ({ row, key: `${row.company_id}:${row.mode}:${row.idempotency_key}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
  return { table: 'events', columns: EVENT_COLUMNS, rows: sorted, conflictDoNothing: ['company_id', 'mode', 'idempotency_key'], returnColumn: 'id' };
}

const REPRICED_COLUMNS: Column<EventTable>[] = [
  { name: 'cost', json: true },
  { name: 'charges', json: true },
];

/**
 * Writes the cost and charges of events already inserted, as a later pass of the batch's draws
 * priced them: after an event of the batch was lost to a concurrent insert of its key, the ones
 * after it are priced again without it (a graduated fee's running total moved). Rare: PostgreSQL only.
 */
export async function updateRepricedEvents(tx: BatchTx, rows: readonly EventTable[]): Promise<void> {
  await updateRowsById(tx, 'events', REPRICED_COLUMNS, rows);
}
