/**
 * Phase 3's reads (ingestBatch.ts): the wallets the batch draws from, locked in one global order
 * and created where missing, with their live grants; and the balance alerts of their customers.
 */
import type { BatchTx } from '../../../db/batchTransaction.js';
import { newId } from '../../../db/ids.js';
import { denominationKey, type Denomination } from '../../../money/denomination.js';
import { alertsOfCustomersInBatch, type BalanceAlertTable } from '../../balanceAlerts/index.js';
import { insertWalletsIfAbsent, lockWalletsWithLiveGrants, WalletBook, type CreditGrantTable, type WalletWithUnitCode } from '../../wallets/index.js';
import { balanceCustomerOf, unique, type Decision, type ScopeGroup } from './decisions.js';
import type { KnownKeys } from './types.js';
import { hasRunningCharges } from './runningTotals.js';

/** The batch's wallets as locked, with their live grants; a WalletBook is made from them (again, if the draws must be redone). */
export interface LoadedWallets {
  wallets: WalletWithUnitCode[];
  grants: CreditGrantTable[];
  /**
   * The ids of the wallets this batch created (a wallet another batch created first is an existing
   * one; an id whose insert met one is simply not among the wallets): the book's opening wallets,
   * and those no draw opens (their events were refused) are removed again.
   */
  created: Set<string>;
  /** Wallets found committed, as [scopeKey, customer|denomination], for the caller's cache. */
  confirmed: Array<[string, string]>;
  nowIso: string;
}

export function bookOf(loaded: LoadedWallets): WalletBook {
  return new WalletBook(loaded.wallets, loaded.grants, loaded.nowIso, loaded.created);
}

/**
 * The batch's wallets, created where missing and then locked. Every lock is taken in one global
 * order per company and mode: first the inserts of the wallets that may be missing, by (customer,
 * denomination) (a second batch creating the same wallet waits on the first one's uncommitted row),
 * then one statement locking every wallet of the batch's customers, in the same order. Creating
 * after locking would take a row late: a batch holding customer B's wallet would then lock a wallet
 * of customer A that a third batch created meanwhile, while a fourth holds A's and waits for B's.
 *
 * `knownWallets` (the service's cache of wallets seen committed; a committed wallet is never
 * removed) spares the insert for wallets known to exist: a warm batch locks with one statement.
 */
export async function loadWallets(tx: BatchTx, groups: readonly ScopeGroup[], decisions: readonly Decision[], nowIso: string, knownWallets: KnownKeys): Promise<LoadedWallets> {
  const wallets: WalletWithUnitCode[] = [];
  const grants: CreditGrantTable[] = [];
  const created = new Set<string>();
  const confirmed: Array<[string, string]> = [];
  for (const group of groups) {
    const customers = unique(group.indices.flatMap((i) => balanceCustomerOf(decisions[i] as Decision, decisions) ?? []));
    const needed = walletsDrawnBy(group, decisions);
    const unknown = [...needed.entries()].filter(([key]) => !knownWallets.has(group.key, key));
    if (unknown.length > 0) await createWallets(tx, group, unknown, created, nowIso);
    let { wallets: locked, grants: live } = await lockWalletsWithLiveGrants(tx, group.scope, customers);
    const present = new Set(locked.map(walletKeyOf));
    const missing = [...needed.entries()].filter(([key]) => !present.has(key));
    if (missing.length > 0) {
      // Only when the cache was wrong: create them now, past the lock order (a deadlock, if one
      // follows, is retried by the batch transaction).
      await createWallets(tx, group, missing, created, nowIso);
      ({ wallets: locked, grants: live } = await lockWalletsWithLiveGrants(tx, group.scope, customers));
    }
    for (const wallet of locked) if (!created.has(wallet.id)) confirmed.push([group.key, walletKeyOf(wallet)]);
    wallets.push(...locked);
    grants.push(...live);
  }
  return { wallets, grants, created, confirmed, nowIso };
}

function walletKeyOf(wallet: { customer_id: string; denomination_key: string }): string {
  return `${wallet.customer_id}|${wallet.denomination_key}`;
}

/** The wallets the group's new events draw from, by (customer, denomination) key. */
function walletsDrawnBy(group: ScopeGroup, decisions: readonly Decision[]): Map<string, { customerId: string; denomination: Denomination }> {
  const needed = new Map<string, { customerId: string; denomination: Denomination }>();
  for (const index of group.indices) {
    const decision = decisions[index] as Decision;
    if (decision.kind !== 'new') continue;
    // A graduated or package charge is priced during the draws (runningTotals.ts): its wallet is needed even at 0 here.
    const running = hasRunningCharges(decision);
    for (const total of decision.totals) {
      if (total.amount.isZero() && !running) continue;
      needed.set(walletKeyOf({ customer_id: decision.row.customer_id, denomination_key: denominationKey(total.denomination) }), { customerId: decision.row.customer_id, denomination: total.denomination });
    }
  }
  return needed;
}

/** Inserts the wallets unless they exist, in the lock order; the ids inserted join `created`. */
async function createWallets(
  tx: BatchTx,
  group: ScopeGroup,
  wallets: ReadonlyArray<[string, { customerId: string; denomination: Denomination }]>,
  created: Set<string>,
  nowIso: string,
): Promise<void> {
  const creating = [...wallets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, wallet]) => ({ ...wallet, id: newId() }));
  for (const wallet of creating) created.add(wallet.id);
  await insertWalletsIfAbsent(
    tx,
    creating.map(({ id, customerId, denomination }) => ({
      id,
      company_id: group.scope.companyId,
      mode: group.scope.mode,
      customer_id: customerId,
      account_type: denomination.kind,
      currency_code: denomination.kind === 'currency' ? denomination.currencyCode : null,
      pricing_unit_id: denomination.kind === 'pricing_unit' ? denomination.pricingUnitId : null,
      denomination_key: denominationKey(denomination),
      balance: '0',
      last_seq: 0,
      held: '0',
      created_at: nowIso,
      updated_at: nowIso,
    })),
  );
}

/**
 * The balance alerts of the customers this batch draws from: on PostgreSQL from the batch's first
 * read (`read`, by scope key: scopeReads.ts), on SQLite one statement per company and mode.
 */
export async function loadAlerts(
  tx: BatchTx,
  groups: readonly ScopeGroup[],
  decisions: readonly Decision[],
  read: ReadonlyMap<string, readonly BalanceAlertTable[]>,
): Promise<Map<string, BalanceAlertTable[]>> {
  const alerts = new Map<string, BalanceAlertTable[]>();
  for (const group of groups) {
    const customers = unique(group.indices.flatMap((i) => {
      const decision = decisions[i] as Decision;
      return decision.kind === 'new' && (hasRunningCharges(decision) || decision.totals.some((t) => !t.amount.isZero())) ? [decision.row.customer_id] : [];
    }));
    if (customers.length === 0) continue;
    const readAlready = read.get(group.key);
    if (readAlready === undefined) {
      alerts.set(group.key, await alertsOfCustomersInBatch(tx, group.scope, customers));
      continue;
    }
    const drawing = new Set(customers);
    alerts.set(group.key, readAlready.filter((alert) => drawing.has(alert.customer_id)));
  }
  return alerts;
}
