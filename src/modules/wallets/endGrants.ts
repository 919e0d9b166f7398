/**
 * A subscription leaves a plan: the allowances its credit-grant policies issued end there (issue
 * 26, item 3). A plan change now refunds the unused part of the old plan's fee; the unused part of
 * its allowance ends the same way, and the new plan grants its own (prorated) allowance for the
 * rest of the period. Otherwise one period carries two allowances (monthly to yearly now, both
 * $40 a month: the old full $40 and the new prorated $36.13), and usage the customer should pay for
 * is drawn from credits nobody sold.
 *
 * Decided here: each live policy grant of the subscription whose expiry is after the change (or
 * that never expires) now expires at the change; what is left of it leaves the wallet with an
 * `expiry` entry, as at any expiry. What was already drawn from it stays drawn: usage before the
 * change was used under the old plan's terms. Grants from the API, packs and a plan's initial
 * credits are the customer's and are untouched, and so are rollover grants (the old plan's unused
 * credits already carried over). An allowance ended this way does not roll over (rollover.ts).
 */
import { sql } from 'kysely';
import type { TxContext } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import { expireLoadedGrants } from './expireGrants.js';
import { lockWalletById } from './lockWallet.js';
import { WalletChange } from './walletChange.js';
import { CREDIT_GRANT_COLUMNS } from './tables.js';

/** Ends at `at` the subscription's live policy grants still running after it; returns how many ended. */
export async function endPolicyGrants(tx: TxContext, subscriptionId: string, at: Date): Promise<number> {
  const { trx, scope } = tx;
  const atIso = toIso(at);
  const running = await trx
    .selectFrom('credit_grants')
    .select(CREDIT_GRANT_COLUMNS)
    .where(inScope(scope))
    .where('subscription_id', '=', subscriptionId)
    .where('source', '=', sql.lit('policy'))
    .where('status', '=', sql.lit('active'))
    .where('expired_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', atIso)]))
    .orderBy('wallet_id')
    .orderBy('id')
    .execute();
  const byWallet = new Map<string, typeof running>();
  for (const grant of running) {
    const mine = byWallet.get(grant.wallet_id) ?? [];
    mine.push({ ...grant, expires_at: atIso });
    byWallet.set(grant.wallet_id, mine);
  }
  for (const [walletId, grants] of byWallet) {
    const wallet = await lockWalletById({ db: trx, scope }, walletId);
    const change = new WalletChange(wallet, toIso(tx.now));
    await trx
      .updateTable('credit_grants')
      .set({ expires_at: atIso, updated_at: toIso(tx.now) })
      .where(inScope(scope))
      .where('id', 'in', grants.map((g) => g.id))
      .execute();
    // Ended early by the change, not expired at the end of its term: nothing rolls over (rollover.ts).
    await expireLoadedGrants(tx, change, grants, at, { rollover: false });
    await change.save(trx, scope);
  }
  return running.length;
}
