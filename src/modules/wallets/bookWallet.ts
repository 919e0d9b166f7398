/**
 * The WalletBook's view of one wallet (walletBook.ts): the wallet row as locked, its live grants in
 * burn-down order with what the book did to each, and the two readings the book's rules take from
 * them (the grants expiring at an instant, the balance at an instant).
 */
import type { Decimal } from '../../money/decimal.js';
import { compareGrantRows, isExpiredAt } from './burnDown.js';
import type { WalletWithUnitCode } from './repo.js';
import { afterExpiries } from './rollover.js';
import type { CreditGrantTable } from './tables.js';
import type { WalletChange } from './walletChange.js';

export interface BookGrant {
  /** As loaded, or as created (a rollover grant). */
  row: CreditGrantTable;
  balance: Decimal;
  expired: boolean;
  touched: boolean;
  /** A rollover grant this book created: inserted, not patched. */
  created: boolean;
}

export interface BookWallet {
  row: WalletWithUnitCode;
  /** The wallet's live holds (reservations): available is the balance less this. */
  held: Decimal;
  /** Drawn from at least once in this book. */
  opened: boolean;
  change: WalletChange;
  /** Live when loaded, in burn-down order. */
  grants: BookGrant[];
}

export function walletKey(customerId: string, key: string): string {
  return `${customerId}|${key}`;
}

const NONE_EXPIRING: readonly BookGrant[] = [];

function isExpiring(grant: BookGrant, at: Date): boolean {
  return grant.row.expires_at !== null && !grant.expired && !grant.balance.isZero() && isExpiredAt(grant.row.expires_at, at);
}

/**
 * The wallet's grants expired at `at` whose expiry the book has not recorded, in burn-down order.
 * Asked three times per event (the balance before and after its draw, and its answer's balances)
 * and nearly always empty: then no list is made.
 */
export function expiringAt(wallet: BookWallet, at: Date): readonly BookGrant[] {
  if (!wallet.grants.some((grant) => isExpiring(grant, at))) return NONE_EXPIRING;
  return wallet.grants.filter((grant) => isExpiring(grant, at)).sort((a, b) => compareGrantRows(a.row, b.row));
}

/** The wallet's balance at `at`: grants expired by then no longer count (and roll over: rollover.ts), recorded or not. */
export function balanceAt(wallet: BookWallet, at: Date): Decimal {
  const expiring = expiringAt(wallet, at);
  if (expiring.length === 0) return wallet.change.balance;
  return afterExpiries(wallet.change.balance, expiring.map((grant) => ({ grant: grant.row, unused: grant.balance })), at);
}
