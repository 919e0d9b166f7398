/**
 * WalletBook: many usage draws decided in memory over wallets and live grants loaded (and locked)
 * once, for set-based ingest. The rules are drawUsage's, applied the same way: at the draw's
 * instant, expired grants are expired first (burn-down order, each followed by its rollover grant
 * when it rolls over: rollover.ts), then the amount burns down the live grants (burnDown.ts) and
 * what they cannot cover becomes overdraft, each an entry appended to the wallet's WalletChange.
 * Pure: the caller reads the rows and writes `changes()` (new rollover grants before the entries
 * that name them).
 */
import { dec, formatDecimal, isBelowZero, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { balanceItemOf, type BalanceItem } from './balances.js';
import { burnDown, compareGrantRows, liveGrantOf } from './burnDown.js';
import { balanceAt, expiringAt, walletKey, type BookGrant, type BookWallet } from './bookWallet.js';
import { appendRollover, rolloverRef } from './rollover.js';
import type { WalletWithUnitCode } from './repo.js';
import type { CreditGrantTable, LedgerEntryTable } from './tables.js';
import { WalletChange } from './walletChange.js';

export interface GrantPatch {
  id: string;
  company_id: string;
  balance: string;
  expired_at: string | null;
  updated_at: string;
}

export interface WalletPatch {
  id: string;
  company_id: string;
  balance: string;
  last_seq: number;
  updated_at: string;
}

export interface WalletBookChanges {
  /** Rollover grants this book created, as they stand after its draws: inserted before `entries`. */
  newGrants: CreditGrantTable[];
  entries: LedgerEntryTable[];
  grants: GrantPatch[];
  wallets: WalletPatch[];
}

/** Why a draw does not fit: the wallet's available balance, the amount, and the limit it would pass. */
export interface Shortfall {
  denominationKey: string;
  available: Decimal;
  amount: Decimal;
  limit: Decimal;
}

export class WalletBook {
  private readonly wallets = new Map<string, BookWallet>();
  private readonly byCustomer = new Map<string, BookWallet[]>();

  /**
   * `opening`: wallets the caller created for this book's draws. Until its first draw such a
   * wallet does not exist for the customer yet (balances leave it out), as when it is created on
   * first use one event at a time.
   */
  constructor(
    wallets: readonly WalletWithUnitCode[],
    liveGrants: readonly CreditGrantTable[],
    private readonly nowIso: string,
    private readonly opening: ReadonlySet<string> = new Set(),
  ) {
    // Each wallet's grants in burn-down order, sorted wallet by wallet: a batch loads a few grants
    // of each of many wallets, and sorting them all as one list compared across wallets for nothing.
    const grantsByWallet = new Map<string, BookGrant[]>();
    for (const row of liveGrants) {
      const list = grantsByWallet.get(row.wallet_id);
      const grant = { row, balance: dec(row.balance), expired: false, touched: false, created: false };
      if (list) list.push(grant);
      else grantsByWallet.set(row.wallet_id, [grant]);
    }
    for (const list of grantsByWallet.values()) if (list.length > 1) list.sort((a, b) => compareGrantRows(a.row, b.row));
    for (const row of wallets) {
      const wallet: BookWallet = { row, held: dec(row.held), opened: false, change: new WalletChange(row, nowIso), grants: grantsByWallet.get(row.id) ?? [] };
      this.wallets.set(walletKey(row.customer_id, row.denomination_key), wallet);
      const list = this.byCustomer.get(row.customer_id) ?? [];
      list.push(wallet);
      this.byCustomer.set(row.customer_id, list);
    }
    // The order walletBalances answers in: oldest wallet first.
    for (const list of this.byCustomer.values()) {
      list.sort((a, b) =>
        a.row.created_at !== b.row.created_at
          ? a.row.created_at < b.row.created_at ? -1 : 1
          : a.row.denomination_key < b.row.denomination_key ? -1 : a.row.denomination_key > b.row.denomination_key ? 1 : 0,
      );
    }
  }

  has(customerId: string, denomination: Denomination): boolean {
    return this.wallets.has(walletKey(customerId, denominationKey(denomination)));
  }

  /** Draws `amount` (>= 0) of usage at `at` from the customer's wallet for the denomination. */
  draw(customerId: string, denomination: Denomination, amount: Decimal, at: Date, eventId: string | null): void {
    if (isBelowZero(amount)) throw new Error(`Usage cannot be negative: ${formatDecimal(amount)}`);
    const wallet = this.wallets.get(walletKey(customerId, denominationKey(denomination)));
    if (!wallet) throw new Error(`Wallet ${denominationKey(denomination)} of customer ${customerId} was not loaded`);
    wallet.opened = true;
    this.expire(wallet, at);
    const live = wallet.grants.filter((g) => !g.expired && !g.balance.isZero());
    const byId = new Map(live.map((g) => [g.row.id, g]));
    const { draws, shortfall } = burnDown(
      live.map((g) => liveGrantOf(g.row, g.balance)),
      amount,
      at,
    );
    for (const draw of draws) {
      const grant = byId.get(draw.grantId);
      if (!grant) throw new Error(`Burn-down drew from unknown grant ${draw.grantId}`);
      wallet.change.append('usage', draw.amount.negated(), { grantId: draw.grantId, eventId });
      grant.balance = grant.balance.minus(draw.amount);
      grant.touched = true;
    }
    wallet.change.append('usage', shortfall.negated(), { eventId });
  }

  /** Records the expiry of every grant of the wallet expired at `at`, in burn-down order, each followed by its rollover. */
  private expire(wallet: BookWallet, at: Date): void {
    for (const grant of expiringAt(wallet, at)) {
      const unused = grant.balance;
      wallet.change.append('expiry', unused.negated(), { grantId: grant.row.id });
      grant.balance = dec(0);
      grant.expired = true;
      grant.touched = true;
      const rollover = appendRollover(wallet.change, grant.row, unused, at, this.nowIso);
      if (rollover !== null) wallet.grants.push({ row: rollover.created, balance: dec(rollover.row.balance), expired: rollover.expired, touched: true, created: true });
    }
  }

  /**
   * One wallet's balance at `at`, as `balances` counts it, with its balance item; null when the
   * customer has no such wallet in this book.
   */
  balanceOf(customerId: string, denomination: Denomination, at: Date): { balance: Decimal; item: BalanceItem } | null {
    const wallet = this.wallets.get(walletKey(customerId, denominationKey(denomination)));
    if (!wallet) return null;
    const balance = balanceAt(wallet, at);
    return { balance, item: balanceItemOf(wallet.row, balance, wallet.held) };
  }

  /** One wallet's balance at `at` alone (balanceOf without its item); null when the customer has no such wallet in this book. */
  balanceAt(customerId: string, denomination: Denomination, at: Date): Decimal | null {
    const wallet = this.wallets.get(walletKey(customerId, denominationKey(denomination)));
    return wallet ? balanceAt(wallet, at) : null;
  }

  /**
   * The first of `amounts` that would take the customer's wallet below minus its overdraft limit
   * (`limitOf`, null for none) at `at`, or null when every one fits. Available is the balance at
   * `at` less live holds; a wallet not loaded has nothing: available 0.
   */
  shortfall(customerId: string, amounts: ReadonlyArray<{ denomination: Denomination; amount: Decimal }>, at: Date, limitOf: (key: string) => Decimal | null): Shortfall | null {
    for (const { denomination, amount } of amounts) {
      if (amount.isZero()) continue;
      const key = denominationKey(denomination);
      const limit = limitOf(key);
      if (limit === null) continue;
      const wallet = this.wallets.get(walletKey(customerId, key));
      const available = wallet ? balanceAt(wallet, at).minus(wallet.held) : dec(0);
      if (available.minus(amount).lt(limit.negated())) return { denominationKey: key, available, amount, limit };
    }
    return null;
  }

  /**
   * The customer's balances as walletBalances answers them at `at`: grants expired by then count
   * as expired even where their expiry is not recorded yet. A wallet with live holds shows
   * `held` and `available` beside its balance.
   */
  balances(customerId: string, at: Date): BalanceItem[] {
    const opened = (this.byCustomer.get(customerId) ?? []).filter((w) => !this.opening.has(w.row.id) || w.opened);
    return opened.map((wallet) => balanceItemOf(wallet.row, balanceAt(wallet, at), wallet.held));
  }

  /** The wallets created for this book that no draw opened: nothing of them is to be kept. */
  unopened(): string[] {
    return [...this.wallets.values()].filter((w) => this.opening.has(w.row.id) && !w.opened).map((w) => w.row.id);
  }

  /**
   * The credit_grant.* events of what the book did, in the order it did it per wallet: each
   * grant it expired (as its row will be once written), each rollover grant it created (as
   * created) right after, and that one's own expiry when it expired at once.
   */
  grantEvents(): Array<{ type: 'credit_grant.expired' | 'credit_grant.created'; grant: CreditGrantTable }> {
    const out: Array<{ type: 'credit_grant.expired' | 'credit_grant.created'; grant: CreditGrantTable }> = [];
    const expired = (grant: BookGrant) => ({ type: 'credit_grant.expired' as const, grant: { ...grant.row, balance: '0', expired_at: this.nowIso, updated_at: this.nowIso } });
    for (const wallet of this.wallets.values()) {
      const rollovers = new Map(wallet.grants.filter((g) => g.created).map((g) => [g.row.source_ref, g]));
      for (const grant of wallet.grants) {
        if (grant.created || !grant.expired) continue;
        out.push(expired(grant));
        const rollover = rollovers.get(rolloverRef(grant.row.id));
        if (!rollover) continue;
        out.push({ type: 'credit_grant.created', grant: rollover.row });
        if (rollover.expired) out.push(expired(rollover));
      }
    }
    return out;
  }

  /** What to write: every appended ledger entry, and each grant and wallet touched, once. */
  changes(): WalletBookChanges {
    const changes: WalletBookChanges = { newGrants: [], entries: [], grants: [], wallets: [] };
    for (const wallet of this.wallets.values()) {
      if (wallet.change.pendingEntries.length === 0) continue;
      changes.entries.push(...wallet.change.pendingEntries);
      changes.wallets.push({
        id: wallet.row.id,
        company_id: wallet.row.company_id,
        balance: formatDecimal(wallet.change.balance),
        last_seq: wallet.change.lastSeq,
        updated_at: this.nowIso,
      });
      for (const grant of wallet.grants) {
        if (grant.created) {
          changes.newGrants.push({ ...grant.row, balance: formatDecimal(grant.balance), expired_at: grant.expired ? this.nowIso : null });
          continue;
        }
        if (!grant.touched) continue;
        changes.grants.push({
          id: grant.row.id,
          company_id: grant.row.company_id,
          balance: formatDecimal(grant.balance),
          expired_at: grant.expired ? this.nowIso : grant.row.expired_at,
          updated_at: this.nowIso,
        });
      }
    }
    return changes;
  }
}
