/**
 * Grant expiry. A grant stops counting at its `expires_at` instant; its expiry is written to the
 * ledger (an `expiry` entry removing what was left, then its rollover grant when it has rollover
 * terms: rollover.ts) the next time its wallet is drawn from, when `expireDueGrants` runs, or by
 * the sweep. Reads in between already count it as expired and rolled over (balances.ts).
 */
import type { Kysely } from 'kysely';
import { txContext, type TxContext } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { dec, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { compareGrantRows, isExpiredAt } from './burnDown.js';
import { lockWalletById } from './lockWallet.js';
import * as repo from './repo.js';
import type { CreditGrantTable } from './tables.js';
import { WalletChange } from './walletChange.js';
import { recordGrantEvent } from './present.js';
import { appendRollover } from './rollover.js';

/**
 * Records (at `tx.now`) the expiry of every loaded live grant expired at `at`, on a wallet the
 * caller has locked, each followed by its rollover when it carries rollover terms (rollover.ts;
 * `rollover: false` when a plan change ends allowances early); returns the grants still live,
 * rollover grants included.
 */
export async function expireLoadedGrants(tx: TxContext, change: WalletChange, grants: CreditGrantTable[], at: Date, options: { rollover: boolean } = { rollover: true }): Promise<CreditGrantTable[]> {
  const { trx, scope } = tx;
  const nowIso = toIso(tx.now);
  const live: CreditGrantTable[] = [];
  // In burn-down order, so several expiries of one draw reach the ledger in the same order on
  // every store (and in the set-based ingest, which expires the same way: walletBook.ts); each
  // grant's rollover right after its expiry.
  for (const grant of [...grants].sort(compareGrantRows)) {
    if (!isExpiredAt(grant.expires_at, at)) {
      live.push(grant);
      continue;
    }
    const unused = dec(grant.balance);
    change.append('expiry', unused.negated(), { grantId: grant.id });
    await repo.updateGrant({ db: trx, scope }, grant.id, { balance: '0', expired_at: nowIso, updated_at: nowIso });
    await recordGrantEvent(tx, 'credit_grant.expired', { ...grant, balance: '0', expired_at: nowIso, updated_at: nowIso });
    const rollover = options.rollover ? appendRollover(change, grant, unused, at, nowIso) : null;
    if (rollover === null) continue;
    await repo.insertGrant(trx, rollover.row);
    await recordGrantEvent(tx, 'credit_grant.created', rollover.created);
    if (rollover.expired) await recordGrantEvent(tx, 'credit_grant.expired', rollover.row);
    else live.push(rollover.row);
  }
  return live;
}

export interface ExpiryResult {
  expiredGrantIds: string[];
  balance: Decimal;
}

/** Locks the wallet and records, at `tx.now`, the expiry of its grants due at `at` (by default `tx.now`). */
export async function expireDueGrants(tx: TxContext, walletId: string, at: Date = tx.now): Promise<ExpiryResult> {
  const { trx, scope } = tx;
  const wallet = await lockWalletById({ db: trx, scope }, walletId);
  const change = new WalletChange(wallet, toIso(tx.now));
  const grants = await repo.selectLiveGrants({ db: trx, scope }, wallet.id);
  const live = await expireLoadedGrants(tx, change, grants, at);
  await change.save(trx, scope);
  const liveIds = new Set(live.map((g) => g.id));
  return { expiredGrantIds: grants.filter((g) => !liveIds.has(g.id)).map((g) => g.id), balance: change.balance };
}

/**
 * Records every expiry due at `at`, across companies (or in one `scope`), one wallet per
 * transaction. For the billing engine's runs; safe on several nodes at once, since each wallet is
 * locked and a second run finds nothing left to expire. Returns how many grants it expired.
 * `exceptScopes` are left out (the tick sweeps a test mode whose clock is ahead at that clock).
 */
export async function sweepExpiredGrants(db: Kysely<Database>, at: Date, now: Date = at, scope?: Scope, exceptScopes: readonly Scope[] = []): Promise<number> {
  let expired = 0;
  const batch = 100;
  for (;;) {
    const wallets = await repo.selectWalletsWithDueExpiries(db, toIso(at), batch, scope, exceptScopes);
    let progress = 0;
    for (const w of wallets) {
      const scope: Scope = { companyId: w.company_id, mode: w.mode };
      const result = await db.transaction().execute((trx) => expireDueGrants(txContext(trx, scope, now), w.wallet_id, at));
      progress += result.expiredGrantIds.length;
    }
    expired += progress;
    if (wallets.length < batch || progress === 0) return expired;
  }
}
