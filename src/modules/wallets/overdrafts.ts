/**
 * The dashboard overview's "customers in overdraft": wallets of the scope whose balance is below
 * zero (the debt the next grant or invoice repays), the most recently changed first. Balances are
 * stored as plain decimal text ("-3", never "-0"), so a negative one is the text starting with "-".
 */
import { inScope } from '../../db/scope.js';
import type { BalanceItem } from './balances.js';
import type { ScopedDb } from '../../db/context.js';

export interface OverdraftWallet extends BalanceItem {
  customer_id: string;
  /** When the wallet last changed. */
  updated_at: string;
}

export async function walletsInOverdraft(ctx: ScopedDb, limit: number): Promise<OverdraftWallet[]> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('wallets')
    .leftJoin('pricing_units', 'pricing_units.id', 'wallets.pricing_unit_id')
    .select([
      'wallets.customer_id',
      'wallets.balance',
      'wallets.account_type',
      'wallets.currency_code',
      'wallets.updated_at',
      'pricing_units.code as pricing_unit_code',
    ])
    .where(inScope(scope, 'wallets'))
    .where('wallets.balance', 'like', '-%')
    .orderBy('wallets.updated_at', 'desc')
    .orderBy('wallets.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const item: OverdraftWallet = { customer_id: row.customer_id, balance: row.balance, account_type: row.account_type, updated_at: row.updated_at };
    if (row.account_type === 'pricing_unit') item.pricing_unit_code = row.pricing_unit_code ?? '';
    else if (row.currency_code) item.currency_code = row.currency_code;
    return item;
  });
}
