/**
 * WalletForecast: what drawing from a customer's wallets would do, decided in memory over what
 * they hold now, with nothing written. The billing engine's previews use it in place of the
 * wallet writes a step makes, so a preview answers what the step would invoice. The rules are
 * drawUsage's and expireDueGrants': at a draw's instant the grants expired by then are expired
 * first, then the amount burns down the live grants (burnDown.ts) and what they cannot cover is
 * overdraft; expiring at an instant removes what is left of every grant expired by then and
 * grants its rollover (rollover.ts), in burn-down order. A wallet that does not exist yet starts
 * empty, as lockWallet creates it.
 */
import type { ScopedDb } from '../../db/context.js';
import { dec, ZERO, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { burnDown, compareBurnDownOrder, isExpiredAt, liveGrantOf, repayOverdraft, type LiveGrant } from './burnDown.js';
import { grantRolloverOf, rolledOver, rolloverRef } from './rollover.js';
import { liveGrantsOfCustomer, walletsInLockOrder } from './engineReads.js';
import type { CreditGrantTable, WalletTable } from './tables.js';

interface ForecastGrant extends LiveGrant {
  /** What it rolls over with (null: nothing), and its amount (the percent cap's base). */
  rollover: Pick<CreditGrantTable, 'amount' | 'rollover'> | null;
}

interface ForecastWallet {
  /** Null for a wallet the forecast opened (it does not exist yet). */
  id: string | null;
  balance: Decimal;
  grants: ForecastGrant[];
}

export class WalletForecast {
  private readonly wallets = new Map<string, ForecastWallet>();

  constructor(wallets: readonly WalletTable[], liveGrants: readonly CreditGrantTable[]) {
    const byWallet = new Map<string, ForecastGrant[]>();
    for (const grant of liveGrants) {
      const list = byWallet.get(grant.wallet_id) ?? [];
      list.push({ ...liveGrantOf(grant, dec(grant.balance)), rollover: grant.rollover === null ? null : grant });
      byWallet.set(grant.wallet_id, list);
    }
    for (const wallet of wallets) {
      this.wallets.set(wallet.denomination_key, { id: wallet.id, balance: dec(wallet.balance), grants: byWallet.get(wallet.id) ?? [] });
    }
  }

  private wallet(denomination: Denomination): ForecastWallet {
    const key = denominationKey(denomination);
    let wallet = this.wallets.get(key);
    if (!wallet) {
      wallet = { id: null, balance: ZERO, grants: [] };
      this.wallets.set(key, wallet);
    }
    return wallet;
  }

  private expire(wallet: ForecastWallet, at: Date): void {
    const due = wallet.grants.filter((grant) => !grant.balance.isZero() && isExpiredAt(grant.expiresAt, at)).sort(compareBurnDownOrder);
    for (const grant of due) {
      const unused = grant.balance;
      wallet.balance = wallet.balance.minus(unused);
      grant.balance = ZERO;
      const terms = grant.rollover === null ? null : grantRolloverOf(grant.rollover);
      if (grant.rollover === null || terms === null) continue;
      const amount = rolledOver(dec(grant.rollover.amount), unused, terms);
      if (!amount.gt(0)) continue;
      const { remaining } = repayOverdraft(wallet.balance, amount);
      wallet.balance = wallet.balance.plus(amount);
      const expiresAt = terms.expiresAt.toISOString();
      if (isExpiredAt(expiresAt, at)) wallet.balance = wallet.balance.minus(remaining);
      else wallet.grants.push({ id: rolloverRef(grant.id), balance: remaining, expiresAt, createdAt: grant.expiresAt ?? expiresAt, rollover: null });
    }
  }

  /** Draws `amount` (>= 0) at `at`; returns the part no grant covers (the overdraft it adds). */
  draw(denomination: Denomination, amount: Decimal, at: Date): Decimal {
    const wallet = this.wallet(denomination);
    this.expire(wallet, at);
    const { draws, shortfall } = burnDown(wallet.grants, amount, at);
    for (const draw of draws) {
      const grant = wallet.grants.find((g) => g.id === draw.grantId);
      if (grant) grant.balance = grant.balance.minus(draw.amount);
    }
    wallet.balance = wallet.balance.minus(amount);
    return shortfall;
  }

  /** Expires, on the wallets that existed when the forecast began, every grant expired at `at`. */
  expireAll(at: Date): void {
    for (const wallet of this.wallets.values()) if (wallet.id !== null) this.expire(wallet, at);
  }

  /** The wallet's id (null: not created yet) and its balance as forecast. */
  balanceOf(denomination: Denomination): { walletId: string | null; balance: Decimal } {
    const wallet = this.wallet(denomination);
    return { walletId: wallet.id, balance: wallet.balance };
  }
}

/** A forecast of the customer's wallets as they are now (read outside any transaction is fine). */
export async function forecastWallets(ctx: ScopedDb, customerId: string): Promise<WalletForecast> {
  return new WalletForecast(await walletsInLockOrder(ctx, customerId), await liveGrantsOfCustomer(ctx, customerId));
}
