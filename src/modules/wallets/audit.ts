/**
 * auditWallets: proves the ledger invariants over every wallet (any company). Healthy means an
 * empty list:
 * - a wallet's stored balance is the sum of its entries, and its last entry's `balance_after`;
 * - each grant's stored balance is the sum of the entries that carry its id;
 * - the overdraft side (entries without grant) never sums above zero, and equals the debt
 *   (minus the balance when negative), so balance = sum of grant balances - debt;
 * - a wallet's `held` is the sum of its holds' ledger (hold_entries: holds less releases).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dec, formatDecimal, sum, ZERO, type Decimal } from '../../money/decimal.js';

export interface WalletDiscrepancy {
  walletId: string;
  companyId: string;
  grantId: string | null;
  check: 'wallet_balance' | 'balance_after' | 'grant_balance' | 'debt' | 'held';
  stored: string;
  fromLedger: string;
}

const BATCH = 200;

export async function auditWallets(db: Kysely<Database>): Promise<WalletDiscrepancy[]> {
  const problems: WalletDiscrepancy[] = [];
  let after = '';
  for (;;) {
    const wallets = await db
      .selectFrom('wallets')
      .select(['id', 'company_id', 'balance', 'held'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (wallets.length === 0) return problems;
    const ids = wallets.map((w) => w.id);
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['wallet_id', 'grant_id', 'amount', 'balance_after', 'seq'])
      .where('wallet_id', 'in', ids)
      .orderBy('wallet_id')
      .orderBy('seq')
      .execute();
    const grants = await db.selectFrom('credit_grants').select(['id', 'wallet_id', 'balance']).where('wallet_id', 'in', ids).execute();
    const holds = await db.selectFrom('hold_entries').select(['wallet_id', 'kind', 'amount']).where('wallet_id', 'in', ids).execute();
    const holdsOf = groupBy(holds, (h) => h.wallet_id);

    const entriesOf = groupBy(entries, (e) => e.wallet_id);
    const grantsOf = groupBy(grants, (g) => g.wallet_id);
    for (const wallet of wallets) {
      const mine = entriesOf.get(wallet.id) ?? [];
      const report = (check: WalletDiscrepancy['check'], stored: Decimal, fromLedger: Decimal, grantId: string | null = null) => {
        if (!stored.eq(fromLedger)) {
          problems.push({ walletId: wallet.id, companyId: wallet.company_id, grantId, check, stored: formatDecimal(stored), fromLedger: formatDecimal(fromLedger) });
        }
      };
      const balance = dec(wallet.balance);
      const total = sum(mine.map((e) => dec(e.amount)));
      report('wallet_balance', balance, total);
      const last = mine[mine.length - 1];
      if (last) report('balance_after', balance, dec(last.balance_after));
      for (const grant of grantsOf.get(wallet.id) ?? []) {
        report('grant_balance', dec(grant.balance), sum(mine.filter((e) => e.grant_id === grant.id).map((e) => dec(e.amount))), grant.id);
      }
      const debtSide = sum(mine.filter((e) => e.grant_id === null).map((e) => dec(e.amount)));
      const debt = balance.lt(0) ? balance.negated() : ZERO;
      report('debt', debt, debtSide.negated());
      report('held', dec(wallet.held), sum((holdsOf.get(wallet.id) ?? []).map((h) => (h.kind === 'hold' ? dec(h.amount) : dec(h.amount).negated()))));
    }
    after = ids[ids.length - 1] ?? after;
    if (wallets.length < BATCH) return problems;
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
