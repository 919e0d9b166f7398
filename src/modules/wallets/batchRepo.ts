/**
 * Wallet reads and writes for set-based batches (ingest): a batch's wallets locked with one
 * statement in one global order, their live grants with one more, and the WalletBook's changes
 * written with multi-row statements. Same rules as repo.ts; SQL for both stores.
 */
import type { BatchTx } from '../../db/batchTransaction.js';
import { insertRows, listParam, pgInsertPart, pgUpdateByIdPart, selectRows, updateRowsById, type Column, type PgStatementPart } from '../../db/multiRow.js';
import type { Scope } from '../../db/scope.js';
import type { WalletWithUnitCode } from './repo.js';
import { CREDIT_GRANT_COLUMNS, type CreditGrantTable, type LedgerEntryTable, type WalletTable } from './tables.js';
import type { GrantPatch, WalletBookChanges, WalletPatch } from './walletBook.js';

const WALLETS_OF_CUSTOMERS = {
  sqlite:
    'select w.*, pu.code as pricing_unit_code from wallets w left join pricing_units pu on pu.id = w.pricing_unit_id ' +
    'where w.company_id = ? and w.mode = ? and w.customer_id in (select value from json_each(?)) order by w.customer_id, w.denomination_key',
  // Rows are locked in the sort order: every batch locks wallets by (customer, denomination).
  postgres:
    'select w.*, pu.code as pricing_unit_code from wallets w left join pricing_units pu on pu.id = w.pricing_unit_id ' +
    'where w.company_id = $1 and w.mode = $2 and w.customer_id = any($3::text[]) order by w.customer_id, w.denomination_key for update of w',
};

/**
 * Every wallet of these customers, locked until the transaction ends (PostgreSQL; SQLite has one
 * writer), in (customer, denomination key) order.
 */
export async function lockWalletsOfCustomers(tx: BatchTx, scope: Scope, customerIds: readonly string[]): Promise<WalletWithUnitCode[]> {
  if (customerIds.length === 0) return [];
  const sorted = [...customerIds].sort();
  return selectRows<WalletWithUnitCode>(tx, WALLETS_OF_CUSTOMERS, [scope.companyId, scope.mode, listParam(tx, sorted)]);
}

const WALLET_COLUMNS: Column<WalletTable>[] = [
  { name: 'id' },
  { name: 'company_id' },
  { name: 'mode' },
  { name: 'customer_id' },
  { name: 'account_type' },
  { name: 'currency_code' },
  { name: 'pricing_unit_id' },
  { name: 'denomination_key' },
  { name: 'balance' },
  { name: 'last_seq', pgType: 'int' },
  { name: 'held' },
  { name: 'created_at' },
  { name: 'updated_at' },
];

/** Creates wallets unless their customer has one for the denomination (a concurrent creator won). */
export async function insertWalletsIfAbsent(tx: BatchTx, rows: readonly WalletTable[]): Promise<void> {
  await insertRows(tx, 'wallets', WALLET_COLUMNS, rows, { conflictDoNothing: ['company_id', 'mode', 'customer_id', 'denomination_key'] });
}

const GRANT_SELECT = CREDIT_GRANT_COLUMNS.join(', ');
const LIVE_GRANTS = {
  // `live = 1`, a literal, so both stores match the partial index credit_grants_live (0133).
  sqlite:
    `select ${GRANT_SELECT} from credit_grants where wallet_id in (select value from json_each(?)) and live = 1 and status = 'active' and balance <> '0' and company_id = ? and mode = ?`,
  postgres:
    `select ${GRANT_SELECT} from credit_grants where wallet_id = any($1::text[]) and live = 1 and status = 'active' and balance <> '0' and company_id = $2 and mode = $3`,
};

/** The active grants with something left, of these wallets. */
export async function selectLiveGrantsOf(tx: BatchTx, scope: Scope, walletIds: readonly string[]): Promise<CreditGrantTable[]> {
  if (walletIds.length === 0) return [];
  return selectRows<CreditGrantTable>(tx, LIVE_GRANTS, [listParam(tx, walletIds), scope.companyId, scope.mode]);
}

const LEDGER_COLUMNS: Column<LedgerEntryTable>[] = [
  { name: 'id' },
  { name: 'company_id' },
  { name: 'mode' },
  { name: 'wallet_id' },
  { name: 'seq', pgType: 'int' },
  { name: 'grant_id' },
  { name: 'event_id' },
  { name: 'invoice_id' },
  { name: 'kind' },
  { name: 'amount' },
  { name: 'balance_after' },
  { name: 'created_at' },
];
const GRANT_COLUMNS: Column<CreditGrantTable>[] = CREDIT_GRANT_COLUMNS.map((name) => ({ name }));
const GRANT_PATCH_COLUMNS: Column<GrantPatch>[] = [{ name: 'balance' }, { name: 'expired_at' }, { name: 'updated_at' }];
const WALLET_PATCH_COLUMNS: Column<WalletPatch>[] = [{ name: 'balance' }, { name: 'last_seq', pgType: 'int' }, { name: 'updated_at' }];

/**
 * Inserts the rollover grants the book created (rare: a batch that records the expiry of a grant
 * that rolls over), before the ledger entries that name them.
 */
export async function insertBookGrants(tx: BatchTx, changes: WalletBookChanges): Promise<void> {
  await insertRows(tx, 'credit_grants', GRANT_COLUMNS, changes.newGrants);
}

/** Inserts the book's new grants, appends the ledger entries and updates each touched grant and wallet once. */
export async function writeWalletBook(tx: BatchTx, changes: WalletBookChanges): Promise<void> {
  await insertBookGrants(tx, changes);
  await insertRows(tx, 'ledger_entries', LEDGER_COLUMNS, changes.entries);
  await updateRowsById(tx, 'credit_grants', GRANT_PATCH_COLUMNS, changes.grants);
  await updateRowsById(tx, 'wallets', WALLET_PATCH_COLUMNS, changes.wallets);
}

/** writeWalletBook as parts of one PostgreSQL statement (runPgWrites), for callers joining writes: insertBookGrants first. */
export function walletBookWriteParts(changes: WalletBookChanges): Array<(offset: number) => PgStatementPart> {
  return [
    (offset) => pgInsertPart('ledger_entries', LEDGER_COLUMNS, changes.entries, offset),
    (offset) => pgUpdateByIdPart('credit_grants', GRANT_PATCH_COLUMNS, changes.grants, offset),
    (offset) => pgUpdateByIdPart('wallets', WALLET_PATCH_COLUMNS, changes.wallets, offset),
  ];
}

/**
 * lockWalletsOfCustomers, then their live grants. Two statements on purpose, also on PostgreSQL:
 * a statement that waited for a wallet lock sees the locked wallet as committed since, but the
 * rest of the statement keeps the snapshot it started with, so grants read in the same statement
 * could miss a draw or a grant committed while it waited.
 */
export async function lockWalletsWithLiveGrants(
  tx: BatchTx,
  scope: Scope,
  customerIds: readonly string[],
): Promise<{ wallets: WalletWithUnitCode[]; grants: CreditGrantTable[] }> {
  const wallets = await lockWalletsOfCustomers(tx, scope, customerIds);
  return {
    wallets,
    grants: await selectLiveGrantsOf(
      tx,
      scope,
      wallets.map((w) => w.id),
    ),
  };
}

/**
 * Removes wallets a batch created and then drew nothing from (every event that needed them was
 * refused by an overdraft limit): a refused event leaves nothing behind. They have no ledger
 * entries and no grants; a concurrent batch waiting to create the same wallet creates it after.
 */
export async function deleteUnusedWallets(tx: BatchTx, walletIds: readonly string[]): Promise<void> {
  if (walletIds.length === 0) return;
  await tx.kysely.deleteFrom('wallets').where('id', 'in', [...walletIds]).where('last_seq', '=', 0).execute();
  if (tx.kind === 'sqlite') tx.counted(1);
}
