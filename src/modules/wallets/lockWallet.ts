/**
 * lockWallet: the customer's wallet for a denomination, created on first use, locked for the rest
 * of the caller's transaction (PostgreSQL: SELECT ... FOR UPDATE; SQLite: one writer). Every
 * transaction that changes a wallet goes through here first, so concurrent changes queue up
 * instead of losing one another's updates.
 */
import type { Transaction } from 'kysely';
import type { TxContext, ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { notFound } from '../../errors/index.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import type { WalletTable } from './tables.js';

export async function lockWallet(tx: TxContext, customerId: string, denomination: Denomination): Promise<WalletTable> {
  const { trx, scope } = tx;
  const key = denominationKey(denomination);
  const existing = await repo.selectWalletForUpdate({ db: trx, scope }, customerId, key);
  if (existing) return existing;
  const nowIso = toIso(tx.now);
  // Race-safe creation: a concurrent creator makes this a no-op (after its commit, on PostgreSQL),
  // and the re-select then locks whichever row won.
  await repo.insertWalletIfAbsent(trx, {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    customer_id: customerId,
    account_type: denomination.kind,
    currency_code: denomination.kind === 'currency' ? denomination.currencyCode : null,
    pricing_unit_id: denomination.kind === 'pricing_unit' ? denomination.pricingUnitId : null,
    denomination_key: key,
    balance: '0',
    last_seq: 0,
    held: '0',
    created_at: nowIso,
    updated_at: nowIso,
  });
  const created = await repo.selectWalletForUpdate({ db: trx, scope }, customerId, key);
  if (!created) throw new Error(`Wallet ${key} of customer ${customerId} vanished after its creation`);
  return created;
}

/** Locks a wallet known by id (voiding a grant, expiring, settling). */
export async function lockWalletById(ctx: ScopedDb<Transaction<Database>>, walletId: string): Promise<WalletTable> {
  const { db: trx, scope } = ctx;
  const wallet = await repo.selectWalletByIdForUpdate({ db: trx, scope }, walletId);
  if (!wallet) throw notFound('Wallet', walletId);
  return wallet;
}
