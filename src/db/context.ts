/**
 * The context persistence work carries (issue 11): the transaction, the tenant it acts for
 * (`Scope`) and the instant it records, passed as one value, first, in the same way everywhere:
 * `markInvoicePaid(tx, id)`, `grantCredits(tx, input)`, `startFirstPeriod(tx, subscriptionId)`.
 * An entry point (a service function behind a route, a page, the engine's runner) builds it once
 * per transaction from its clock, and passes it down.
 *
 * Two types, the second only for work that does not run in one Kysely transaction:
 * - `TxContext`: work inside one transaction. `trx` is the transaction; `db` is the same
 *   transaction, so a TxContext is also a DbContext and reads written for either take it (the
 *   engine's StepContext carries both the same way).
 * - `DbContext` (named for what it holds rather than "read context": the engine already has a
 *   ReadContext, built on it, and some of this work writes): the same on any `Db`, for work that
 *   is not inside one Kysely transaction: reads on the store itself (previews, the portal, usage
 *   summaries), work that opens its own transactions (the engine's run and catch-up) or is one
 *   statement (moving a test clock), and the webhook outbox, which the set-based ingest batch
 *   also reaches on its own connection (a Kysely that is not a Kysely `Transaction` on SQLite:
 *   src/db/batchTransaction.ts). A function that only reads takes a DbContext even when its
 *   callers are in a transaction: they pass their TxContext.
 *
 * `now` is a Date: where a row stores it, the writer formats it there (`toIso(tx.now)`). A
 * function that works with another instant as well (the run's `asOf`, a grant's expiry, an
 * event's timestamp) takes that one as its own, named parameter; `now` is always what is recorded.
 */
import type { Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Db, Scope } from './scope.js';

/**
 * What a read or a write that records no instant of its own needs (a repo's reads, an insert handed
 * its row): where, and for which tenant. A DbContext or a TxContext is one, passed as is; work that
 * holds only a store and a scope passes `{ db, scope }`. `D` narrows the store where the function
 * needs a transaction (`ScopedDb<Transaction<Database>>`).
 */
export interface ScopedDb<D extends Db = Db> {
  db: D;
  scope: Scope;
}

/** What work on the store carries: where it reads (and writes), the tenant it acts for, and the instant it records. */
export interface DbContext {
  db: Db;
  scope: Scope;
  now: Date;
}

/** What work inside one transaction carries: the transaction, the tenant it acts for, and the instant it records. */
export interface TxContext extends DbContext {
  trx: Transaction<Database>;
  /** The same transaction (`trx`): a TxContext reads where it writes. */
  db: Transaction<Database>;
}

/** The context of work in `trx` for `scope`, recording `now`. */
export function txContext(trx: Transaction<Database>, scope: Scope, now: Date): TxContext {
  return { trx, db: trx, scope, now };
}

/** The context of work on `db` (outside a transaction, or on a connection that is not a Kysely transaction) for `scope` at `now`. */
export function dbContext(db: Db, scope: Scope, now: Date): DbContext {
  return { db, scope, now };
}
