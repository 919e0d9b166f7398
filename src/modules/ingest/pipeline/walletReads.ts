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

/** The batch's wallets as locked, with their live grants; a WalletBook is made from them (again, if the draws must be redone). */
export interface LoadedWallets {
  wallets: WalletWithUnitCode[];
  grants: CreditGrantTable[];
  /** Wallets that did not exist before this batch (created by it or by a concurrent one). */
  opening: Set<string>;
  /** The wallets this batch created: those no draw opens (their events were refused) are removed again. */
  created: Set<string>;
  nowIso: string;
}

export function bookOf(loaded: LoadedWallets): WalletBook {
  return new WalletBook(loaded.wallets, loaded.grants, loaded.nowIso, loaded.opening);
}

export async function loadWallets(tx: BatchTx, groups: readonly ScopeGroup[], decisions: readonly Decision[], nowIso: string): Promise<LoadedWallets> {
  const wallets: WalletWithUnitCode[] = [];
  const grants: CreditGrantTable[] = [];
  const opening = new Set<string>();
  const created = new Set<string>();
  for (const group of groups) {
    const customers = unique(group.indices.flatMap((i) => balanceCustomerOf(decisions[i] as Decision, decisions) ?? []));
    let { wallets: locked, grants: live } = await lockWalletsWithLiveGrants(tx, group.scope, customers);
    const present = new Set(locked.map((w) => `${w.customer_id}|${w.denomination_key}`));
    const missing = new Map<string, { customerId: string; denomination: Denomination }>();
    for (const index of group.indices) {
      const decision = decisions[index] as Decision;
      if (decision.kind !== 'new') continue;
      for (const total of decision.totals) {
        const key = `${decision.row.customer_id}|${denominationKey(total.denomination)}`;
        if (!total.amount.isZero() && !present.has(key)) missing.set(key, { customerId: decision.row.customer_id, denomination: total.denomination });
      }
    }
    if (missing.size > 0) {
      // In the lock order, (customer, denomination): two batches creating the same two wallets
      // wait on each other's uncommitted insert in one order, never in a cycle.
      const creating = [...missing.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, wallet]) => ({ ...wallet, id: newId() }));
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
      ({ wallets: locked, grants: live } = await lockWalletsWithLiveGrants(tx, group.scope, customers));
      for (const wallet of locked) if (!present.has(`${wallet.customer_id}|${wallet.denomination_key}`)) opening.add(wallet.id);
    }
    wallets.push(...locked);
    grants.push(...live);
  }
  return { wallets, grants, opening, created, nowIso };
}

/** The balance alerts of the customers this batch draws from: one statement per company and mode. */
export async function loadAlerts(tx: BatchTx, groups: readonly ScopeGroup[], decisions: readonly Decision[]): Promise<Map<string, BalanceAlertTable[]>> {
  const alerts = new Map<string, BalanceAlertTable[]>();
  for (const group of groups) {
    const customers = unique(group.indices.flatMap((i) => {
      const decision = decisions[i] as Decision;
      return decision.kind === 'new' && decision.totals.some((t) => !t.amount.isZero()) ? [decision.row.customer_id] : [];
    }));
    if (customers.length > 0) alerts.set(group.key, await alertsOfCustomersInBatch(tx, group.scope, customers));
  }
  return alerts;
}

