/**
 * walletBalances: the customer's balance per denomination, as the contract's balance item (for
 * `GET /v1/customers/{id}/balances` and ingest's `customer_balances`).
 */
import type { ScopedDb } from '../../db/context.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import { compareGrantRows, isExpiredAt } from './burnDown.js';
import { afterExpiries } from './rollover.js';
import * as repo from './repo.js';
import type { UnrecordedExpiry, WalletWithUnitCode } from './repo.js';
import type { AccountType, CreditGrantTable, WalletTable } from './tables.js';

/** The contract's balance item; the code fields are present only for their account type. */
export interface BalanceItem {
  balance: string;
  account_type: AccountType;
  pricing_unit_code?: string;
  currency_code?: CurrencyCode;
  /** What live reservations hold of the balance (issue 28), present (with `available`) only where something is held, so answers without reservations are as before. */
  held?: string;
  /** The balance less what is held: what limits, `check` and new holds see. */
  available?: string;
}

/**
 * One item per wallet, oldest wallet first. With `at`, grants expired by then count as expired
 * (and rolled over) even before their expiry reaches the ledger: exactly what recording their
 * expiry will write.
 */
export async function walletBalances(ctx: ScopedDb, customerId: string, at?: Date): Promise<BalanceItem[]> {
  const { db, scope } = ctx;
  const wallets = await repo.selectCustomerWallets({ db, scope }, customerId);
  const unrecorded = at
    ? await repo.selectUnrecordedExpiries(
        { db, scope },
        wallets.map((w) => w.id),
        toIso(at),
      )
    : [];
  return wallets.map((wallet) => balanceItemOf(wallet, balanceAfterExpiries(wallet, unrecorded, at ?? new Date(0)), dec(wallet.held)));
}

/**
 * The wallet's stored balance once the expiries of its grants expired by `at` but not yet
 * recorded are (`unrecorded` may name other wallets' grants too): what they hold leaves, what
 * rolls over of them comes back (rollover.ts), in burn-down order as recording them does.
 */
export function balanceAfterExpiries(wallet: Pick<WalletTable, 'id' | 'balance'>, unrecorded: readonly UnrecordedExpiry[], at: Date): Decimal {
  const mine = unrecorded.filter((grant) => grant.wallet_id === wallet.id).sort(compareGrantRows);
  return afterExpiries(dec(wallet.balance), mine.map((grant) => ({ grant, unused: dec(grant.balance) })), at);
}

/** The contract's balance item of a wallet at `balance`; `held` and `available` only where something is held. */
export function balanceItemOf(wallet: Pick<WalletWithUnitCode, 'account_type' | 'pricing_unit_code' | 'currency_code'>, balance: Decimal, held: Decimal): BalanceItem {
  const item: BalanceItem = { balance: formatDecimal(balance), account_type: wallet.account_type };
  if (wallet.account_type === 'pricing_unit') item.pricing_unit_code = wallet.pricing_unit_code ?? '';
  else if (wallet.currency_code) item.currency_code = wallet.currency_code;
  if (!held.isZero()) {
    item.held = formatDecimal(held);
    item.available = formatDecimal(balance.minus(held));
  }
  return item;
}

/** What is left of a grant at `at`: nothing once it has expired, recorded or not. */
export function grantBalanceAt(grant: Pick<CreditGrantTable, 'balance' | 'expires_at'>, at: Date): string {
  return isExpiredAt(grant.expires_at, at) ? '0' : grant.balance;
}
