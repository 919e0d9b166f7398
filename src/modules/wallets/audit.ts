/**
 * auditWallets: proves the ledger invariants over every wallet (any company). Healthy means an
 * empty list:
 * - a wallet's stored balance is the sum of its entries, and its last entry's `balance_after`;
 * - its entries are numbered 1 to its `last_seq`, each number once (what a unique (wallet, seq)
 *   index guarded until 0136_ledger_without_wallet_index; every writer appends with the wallet
 *   row locked);
 * - each grant's stored balance is the sum of the entries that carry its id;
 * - the overdraft side (entries without grant) never sums above zero, and equals the debt
 *   (minus the balance when negative), so balance = sum of grant balances - debt;
 * - a wallet's `held` is the sum of its holds' ledger (hold_entries: holds less releases);
 * - every entry names a wallet that exists.
 *
 * The ledger has no index by wallet: it is read once, a page at a time in id order, and tallied
 * per wallet in memory (a few decimals and a bitmap of its numbers: ~1 bit per entry); then the
 * wallets, their grants and holds are compared in batches.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { dec, formatDecimal, sum, ZERO, type Decimal } from '../../money/decimal.js';

export interface WalletDiscrepancy {
  walletId: string;
  companyId: string;
  grantId: string | null;
  check: 'wallet_balance' | 'balance_after' | 'seq' | 'grant_balance' | 'debt' | 'held';
  stored: string;
  fromLedger: string;
}

const BATCH = 200;
const LEDGER_PAGE = 5_000;

/** What one wallet's entries add up to. */
interface WalletTally {
  companyId: string;
  total: Decimal;
  /** The entries without grant: the overdraft side. */
  debtSide: Decimal;
  byGrant: Map<string, Decimal>;
  entries: number;
  lastSeq: number;
  lastBalanceAfter: string;
  /** Bit n set: an entry numbered n was seen. */
  numbers: Uint8Array;
  /** Numbers seen more than once, or below 1. */
  misnumbered: number[];
}

export async function auditWallets(db: Kysely<Database>): Promise<WalletDiscrepancy[]> {
  const tallies = await tallyLedger(db);
  const problems: WalletDiscrepancy[] = [];
  let after = '';
  for (;;) {
    const wallets = await db
      .selectFrom('wallets')
      .select(['id', 'company_id', 'balance', 'held', 'last_seq'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (wallets.length === 0) break;
    const ids = wallets.map((w) => w.id);
    const grants = await db.selectFrom('credit_grants').select(['id', 'wallet_id', 'balance']).where('wallet_id', 'in', ids).execute();
    const holds = await db.selectFrom('hold_entries').select(['wallet_id', 'kind', 'amount']).where('wallet_id', 'in', ids).execute();
    const grantsOf = groupBy(grants, (g) => g.wallet_id);
    const holdsOf = groupBy(holds, (h) => h.wallet_id);
    for (const wallet of wallets) {
      const tally = tallies.get(wallet.id) ?? emptyTally(wallet.company_id);
      tallies.delete(wallet.id);
      const report = (check: WalletDiscrepancy['check'], stored: Decimal | string, fromLedger: Decimal | string, grantId: string | null = null) => {
        const [storedText, ledgerText] = [asText(stored), asText(fromLedger)];
        if (storedText !== ledgerText) problems.push({ walletId: wallet.id, companyId: wallet.company_id, grantId, check, stored: storedText, fromLedger: ledgerText });
      };
      const balance = dec(wallet.balance);
      report('wallet_balance', balance, tally.total);
      if (tally.entries > 0) report('balance_after', balance, dec(tally.lastBalanceAfter));
      report('seq', `entries 1 to ${Number(wallet.last_seq)}`, numbering(tally));
      for (const grant of grantsOf.get(wallet.id) ?? []) report('grant_balance', dec(grant.balance), tally.byGrant.get(grant.id) ?? ZERO, grant.id);
      const debt = balance.lt(0) ? balance.negated() : ZERO;
      report('debt', debt, tally.debtSide.negated());
      report('held', dec(wallet.held), sum((holdsOf.get(wallet.id) ?? []).map((h) => (h.kind === 'hold' ? dec(h.amount) : dec(h.amount).negated()))));
    }
    after = ids[ids.length - 1] ?? after;
    if (wallets.length < BATCH) break;
  }
  // Entries whose wallet does not exist (the ledger keeps no foreign key to it since 0136).
  for (const [walletId, tally] of tallies) {
    problems.push({ walletId, companyId: tally.companyId, grantId: null, check: 'wallet_balance', stored: 'no wallet', fromLedger: formatDecimal(tally.total) });
  }
  return problems;
}

/** Every wallet's entries tallied, reading the ledger once in id order. */
async function tallyLedger(db: Kysely<Database>): Promise<Map<string, WalletTally>> {
  const tallies = new Map<string, WalletTally>();
  let after = '';
  for (;;) {
    const entries = await db
      .selectFrom('ledger_entries')
      .select(['id', 'company_id', 'wallet_id', 'grant_id', 'amount', 'balance_after', 'seq'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(LEDGER_PAGE)
      .execute();
    for (const entry of entries) {
      let tally = tallies.get(entry.wallet_id);
      if (tally === undefined) {
        tally = emptyTally(entry.company_id);
        tallies.set(entry.wallet_id, tally);
      }
      const amount = dec(entry.amount);
      const seq = Number(entry.seq);
      tally.total = tally.total.plus(amount);
      if (entry.grant_id === null) tally.debtSide = tally.debtSide.plus(amount);
      else tally.byGrant.set(entry.grant_id, (tally.byGrant.get(entry.grant_id) ?? ZERO).plus(amount));
      tally.entries += 1;
      if (seq > tally.lastSeq) {
        tally.lastSeq = seq;
        tally.lastBalanceAfter = entry.balance_after;
      }
      markNumber(tally, seq);
    }
    const last = entries[entries.length - 1];
    if (last === undefined || entries.length < LEDGER_PAGE) return tallies;
    after = last.id;
  }
}

/** A figure as the report words it: a decimal in canonical form (equal decimals, equal text), or text as it is. */
function asText(figure: Decimal | string): string {
  return typeof figure === 'string' ? figure : formatDecimal(figure);
}

function emptyTally(companyId: string): WalletTally {
  return { companyId, total: ZERO, debtSide: ZERO, byGrant: new Map(), entries: 0, lastSeq: 0, lastBalanceAfter: '0', numbers: new Uint8Array(8), misnumbered: [] };
}

function markNumber(tally: WalletTally, seq: number): void {
  if (!Number.isInteger(seq) || seq < 1) {
    tally.misnumbered.push(seq);
    return;
  }
  const byte = seq >> 3;
  if (byte >= tally.numbers.length) {
    const grown = new Uint8Array(Math.max(byte + 1, tally.numbers.length * 2));
    grown.set(tally.numbers);
    tally.numbers = grown;
  }
  const bit = 1 << (seq & 7);
  if ((tally.numbers[byte] as number) & bit) tally.misnumbered.push(seq);
  else tally.numbers[byte] = (tally.numbers[byte] as number) | bit;
}

/** How the wallet's entries are numbered, in the words of a healthy one ("entries 1 to n") or what is wrong. */
function numbering(tally: WalletTally): string {
  const twice = tally.misnumbered.length > 0 ? `; numbered twice or below 1: ${tally.misnumbered.slice(0, 5).join(', ')}` : '';
  // n entries, none numbered twice, none above n: exactly 1 to n.
  if (twice === '' && tally.lastSeq === tally.entries) return `entries 1 to ${tally.entries}`;
  return `${tally.entries} entries numbered up to ${tally.lastSeq}${twice}`;
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
