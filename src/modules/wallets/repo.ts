/**
 * Wallet, credit grant and ledger rows. Every query is scoped by company and mode. Ledger entries
 * are only ever inserted: nothing here updates or deletes one (the database refuses it too).
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, type Scope, inScope, outsideScopes } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import { CREDIT_GRANT_COLUMNS, type CreditGrantTable, type LedgerEntryTable, type WalletTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function selectWalletForUpdate(
  ctx: ScopedDb<Transaction<Database>>,
  customerId: string,
  denominationKey: string,
): Promise<WalletTable | undefined> {
  const { db: trx, scope } = ctx;
  const query = trx
    .selectFrom('wallets')
    .selectAll()
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('denomination_key', '=', denominationKey);
  return query.forUpdate().executeTakeFirst();
}

export async function selectWalletByIdForUpdate(
  ctx: ScopedDb<Transaction<Database>>,
  walletId: string,
): Promise<WalletTable | undefined> {
  const { db: trx, scope } = ctx;
  const query = trx
    .selectFrom('wallets')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', walletId);
  return query.forUpdate().executeTakeFirst();
}

/** Inserts the wallet unless one exists for its customer and denomination (a concurrent creator won). */
export async function insertWalletIfAbsent(trx: Transaction<Database>, row: WalletTable): Promise<void> {
  await trx
    .insertInto('wallets')
    .values(row)
    .onConflict((oc) => oc.columns(['company_id', 'mode', 'customer_id', 'denomination_key']).doNothing())
    .execute();
}

export async function updateWalletBalance(
  ctx: ScopedDb<Transaction<Database>>,
  walletId: string,
  patch: Pick<WalletTable, 'balance' | 'last_seq' | 'updated_at'>,
): Promise<void> {
  const { db: trx, scope } = ctx;
  await trx
    .updateTable('wallets')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', walletId)
    .execute();
}

/**
 * The wallet's active grants with something left. `live = 1`, a literal, so both stores match
 * the partial index `credit_grants_live` (0133_live_grant_flag).
 */
export async function selectLiveGrants(ctx: ScopedDb<Transaction<Database>>, walletId: string): Promise<CreditGrantTable[]> {
  const { db: trx, scope } = ctx;
  return trx
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where('wallet_id', '=', walletId)
    .where(sql.ref('live'), '=', sql.lit(1))
    .where('status', '=', sql.lit('active'))
    .where('balance', '<>', sql.lit('0'))
    .where(inScope(scope))
    .execute();
}

/** What reads need of a grant expired but not yet recorded: what it holds, and what rolls over of it (rollover.ts). */
export type UnrecordedExpiry = Pick<CreditGrantTable, 'id' | 'wallet_id' | 'balance' | 'amount' | 'rollover' | 'expires_at' | 'created_at'>;

/** Live grants of these wallets already expired at `atIso` but whose expiry is not yet in the ledger. */
export async function selectUnrecordedExpiries(
  ctx: ScopedDb,
  walletIds: string[],
  atIso: string,
): Promise<UnrecordedExpiry[]> {
  const { db, scope } = ctx;
  if (walletIds.length === 0) return [];
  return db
    .selectFrom('credit_grants')
    .select(['id', 'wallet_id', 'balance', 'amount', 'rollover', 'expires_at', 'created_at'])
    .where('wallet_id', 'in', walletIds)
    .where(sql.ref('live'), '=', sql.lit(1))
    .where('status', '=', sql.lit('active'))
    .where('balance', '<>', sql.lit('0'))
    .where('expires_at', '<=', atIso)
    .where(inScope(scope))
    .execute();
}

/** Every wallet (any company) holding a live grant expired at `atIso`: the expiry sweep's work list. */
export async function selectWalletsWithDueExpiries(
  db: Db,
  atIso: string,
  limit: number,
  scope?: Scope,
  exceptScopes: readonly Scope[] = [],
): Promise<Pick<CreditGrantTable, 'company_id' | 'mode' | 'wallet_id'>[]> {
  let query = db
    .selectFrom('credit_grants')
    .select(['company_id', 'mode', 'wallet_id'])
    .distinct()
    .where(sql.ref('live'), '=', sql.lit(1))
    .where('status', '=', sql.lit('active'))
    .where('balance', '<>', sql.lit('0'))
    .where('expires_at', '<=', atIso);
  if (scope) query = query.where(inScope(scope));
  if (exceptScopes.length > 0) query = query.where(outsideScopes(exceptScopes));
  return query.orderBy('wallet_id').limit(limit).execute();
}

export async function findGrant(ctx: ScopedDb, grantId: string): Promise<CreditGrantTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where(inScope(scope))
    .where('id', '=', grantId)
    .executeTakeFirst();
}

export async function findGrantBySourceRef(ctx: ScopedDb, walletId: string, sourceRef: string): Promise<CreditGrantTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where('wallet_id', '=', walletId)
    .where('source_ref', '=', sourceRef)
    .where(inScope(scope))
    .executeTakeFirst();
}

/** The customer's grant made with this source reference, whatever its wallet. */
export async function findCustomerGrantBySourceRef(ctx: ScopedDb, customerId: string, sourceRef: string): Promise<CreditGrantTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('source_ref', '=', sourceRef)
    .executeTakeFirst();
}

export async function insertGrant(trx: Transaction<Database>, row: CreditGrantTable): Promise<void> {
  await trx.insertInto('credit_grants').values(row).execute();
}

export async function updateGrant(
  ctx: ScopedDb<Transaction<Database>>,
  grantId: string,
  patch: Partial<Pick<CreditGrantTable, 'balance' | 'status' | 'expired_at' | 'updated_at'>>,
): Promise<void> {
  const { db: trx, scope } = ctx;
  await trx
    .updateTable('credit_grants')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', grantId)
    .execute();
}

export async function listCustomerGrants(ctx: ScopedDb, customerId: string, page: PageRequest): Promise<CreditGrantTable[]> {
  const { db, scope } = ctx;
  let query = db
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where(inScope(scope))
    .where('customer_id', '=', customerId);
  if (page.after) query = query.where(afterCursor(page.after, 'credit_grants'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

export interface WalletWithUnitCode extends WalletTable {
  pricing_unit_code: string | null;
}

/** The customer's wallets, oldest first, each with its pricing unit's code. */
export async function selectCustomerWallets(ctx: ScopedDb, customerId: string): Promise<WalletWithUnitCode[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('wallets')
    .leftJoin('pricing_units', 'pricing_units.id', 'wallets.pricing_unit_id')
    .selectAll('wallets')
    .select('pricing_units.code as pricing_unit_code')
    .where(inScope(scope, 'wallets'))
    .where('wallets.customer_id', '=', customerId)
    .orderBy('wallets.created_at')
    .orderBy('wallets.denomination_key')
    .execute();
}

/** Appends entries to the ledger (the only write the ledger ever sees). */
export async function insertLedgerEntries(trx: Transaction<Database>, rows: LedgerEntryTable[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('ledger_entries').values(rows).execute();
}

/**
 * One wallet's entries in order. The ledger has no index by wallet (0136_ledger_without_wallet_index),
 * so this reads the scope's whole ledger: for tests and one-off reads, never a request's path.
 */
export async function selectLedgerEntries(ctx: ScopedDb, walletId: string): Promise<LedgerEntryTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where(inScope(scope))
    .where('wallet_id', '=', walletId)
    .orderBy('seq')
    .execute();
}

/** The few subscription fields a grant needs (the subscriptions module owns the table). */
export async function findSubscriptionForGrant(ctx: ScopedDb, subscriptionId: string): Promise<{ id: string; customer_id: string } | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('subscriptions')
    .select(['id', 'customer_id'])
    .where(inScope(scope))
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
}
