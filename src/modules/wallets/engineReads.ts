/**
 * What the billing engine reads of wallets and the ledger, so that only this module knows how the
 * ledger records things: an overdraft is the `usage` entry of a draw that no grant covered (no
 * grant id, a negative amount). Every query is scoped by company and mode.
 */
import { sql } from 'kysely';
import { customerEvents, inScope } from '../../db/scope.js';
import { CREDIT_GRANT_COLUMNS, type CreditGrantTable, type WalletTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

/** Chunk size for `in (...)` lists: well under SQLite's bound-parameter limit. */
const CHUNK = 500;

/** The customer's wallets in denomination-key order: the order every transaction locks them in. */
export async function walletsInLockOrder(ctx: ScopedDb, customerId: string): Promise<WalletTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('wallets')
    .selectAll()
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .orderBy('denomination_key')
    .execute();
}

/** The overdraft these events' draws left on one wallet: one negative amount per overdrawn draw. */
export async function overdraftOfEvents(ctx: ScopedDb, walletId: string, eventIds: readonly string[]): Promise<{ event_id: string | null; amount: string }[]> {
  const { db, scope } = ctx;
  const rows: { event_id: string | null; amount: string }[] = [];
  for (let i = 0; i < eventIds.length; i += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('ledger_entries')
        .select(['event_id', 'amount'])
        .where('event_id', 'in', eventIds.slice(i, i + CHUNK))
        .where('wallet_id', '=', walletId)
        .where('kind', '=', sql.lit('usage'))
        .where('grant_id', 'is', null)
        .where(inScope(scope))
        .execute()),
    );
  }
  return rows;
}

/**
 * The overdraft left on the wallet by the customer's events stamped at or after `fromIso` (usage
 * of later periods, drawn before an earlier one closed): negative amounts.
 */
export async function overdraftSince(ctx: ScopedDb, customerId: string, walletId: string, fromIso: string): Promise<string[]> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('events as e')
    .innerJoin('ledger_entries as l', 'l.event_id', 'e.id')
    .select('l.amount')
    .where(customerEvents(scope, customerId, 'e'))
    .where('e.timestamp', '>=', fromIso)
    .where('l.wallet_id', '=', walletId)
    .where('l.kind', '=', sql.lit('usage'))
    .where('l.grant_id', 'is', null)
    .execute();
  return rows.map((row) => row.amount);
}

/** The customer's active grants with something left, every wallet (what a forecast starts from). */
export async function liveGrantsOfCustomer(ctx: ScopedDb, customerId: string): Promise<CreditGrantTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where('customer_id', '=', customerId)
    .where('status', '=', sql.lit('active'))
    .where('balance', '<>', sql.lit('0'))
    .where(inScope(scope))
    .execute();
}

/** The id of the customer's grant made with this source reference (a checkout link's), or null. */
export async function grantIdWithSourceRef(ctx: ScopedDb, customerId: string, sourceRef: string): Promise<string | null> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('credit_grants')
    .select('id')
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Whether the customer already holds a grant with this source reference (the engine grants once per reference). */
export async function hasGrantWithSourceRef(ctx: ScopedDb, customerId: string, sourceRef: string): Promise<boolean> {
  const { db, scope } = ctx;
  return (await grantIdWithSourceRef({ db, scope }, customerId, sourceRef)) !== null;
}
