/**
 * Rows of `idempotency_keys`. Every write that changes who holds a key is conditional on the
 * row's current `claim_id`, so of two requests racing for one key exactly one wins, on both
 * stores, without a lock held across the handler.
 */
import type { Db, Scope } from '../../db/scope.js';
import type { IdempotencyKeyTable } from './tables.js';

/** Which key: a company and mode, a path, the client's key. */
export interface KeyRef {
  scope: Scope;
  path: string;
  key: string;
}

/** The row's primary key, as a where-clause of column = value. */
function byRef(ref: KeyRef) {
  return { company_id: ref.scope.companyId, mode: ref.scope.mode, path: ref.path, idempotency_key: ref.key };
}

/** Inserts the claim unless the key has a row; true when this request now holds the key. */
export async function insertClaimIfAbsent(db: Db, row: IdempotencyKeyTable): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'mode', 'path', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findKey(db: Db, ref: KeyRef): Promise<IdempotencyKeyTable | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where((eb) => eb.and(byRef(ref)))
    .executeTakeFirst();
}

/**
 * Replaces the row, which must still be held by `previousClaimId` (an expired key, or a claim
 * whose request died), with a fresh claim; true when this request won it.
 */
export async function takeOverClaim(db: Db, ref: KeyRef, previousClaimId: string, row: IdempotencyKeyTable): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      fingerprint: row.fingerprint,
      claim_id: row.claim_id,
      claimed_at: row.claimed_at,
      response_status: null,
      response_body: null,
      request_id: row.request_id,
      created_at: row.created_at,
    })
    .where((eb) => eb.and(byRef(ref)))
    .where('claim_id', '=', previousClaimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the answer of the request holding `claimId`; false when its claim was taken over meanwhile. */
export async function recordResponse(db: Db, ref: KeyRef, claimId: string, status: number, body: string): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ response_status: status, response_body: body })
    .where((eb) => eb.and(byRef(ref)))
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets the key go (the request answered 5xx): the next request with it runs as new. */
export async function releaseClaim(db: Db, ref: KeyRef, claimId: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) => eb.and(byRef(ref)))
    .where('claim_id', '=', claimId)
    .execute();
}

/** Deletes up to about `limit` keys created at or before `cutoff` (past their 24 hours); returns how many. */
export async function deleteKeysCreatedBy(db: Db, cutoff: string, limit: number): Promise<number> {
  const oldest = db.selectFrom('idempotency_keys').select('created_at').where('created_at', '<=', cutoff).orderBy('created_at').limit(limit);
  // The cut-off is the newest of the oldest `limit` rows: a bounded delete on both stores.
  const rows = await oldest.execute();
  const last = rows[rows.length - 1];
  if (!last) return 0;
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', last.created_at).executeTakeFirst();
  return Number(result.numDeletedRows);
}
