/**
 * An invoice that settled overdraft stops being owed (voided, or marked uncollectible): the debt
 * it settled is written off, and the ledger says so. Decided like Stripe, where voiding an invoice
 * means the amount is no longer owed, and marking it uncollectible writes it off as bad debt: the
 * customer is not asked for the usage again, so the wallet stays where the settlement put it. The
 * debt does not return to the wallet (it would be invoiced a second time at the next close).
 *
 * The ledger records it as a pair on each wallet the invoice settled, both carrying the invoice
 * id, netting to zero (the balance does not move):
 *   settlement -X   the invoice no longer settles the debt (the earlier +X is undone)
 *   write_off  +X   the debt is forgiven
 * so, per invoice, the settlement entries sum to what it still settles (0 once void or
 * uncollectible) and the write_off entries to what was forgiven. An uncollectible invoice that is
 * paid after all gets the reverse pair (write_off -X, settlement +X): the debt is settled again.
 * Both are idempotent: they move only what the entries say is still settled (or written off),
 * so uncollectible -> void writes nothing more.
 */
import type { Transaction } from 'kysely';
import type { TxContext, ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import { inScope } from '../../db/scope.js';
import { dec, ZERO, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { lockWalletById } from './lockWallet.js';
import { WalletChange } from './walletChange.js';

interface InvoiceLedger {
  walletId: string;
  denominationKey: string;
  /** Sum of the invoice's settlement entries on the wallet: what it settles now. */
  settled: Decimal;
  /** Sum of its write_off entries: what was forgiven. */
  writtenOff: Decimal;
}

/** The wallets an invoice's settlement (or write-off) entries touch, in lock order (denomination key). */
async function invoiceLedger(ctx: ScopedDb, invoiceId: string): Promise<InvoiceLedger[]> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('wallets as w', 'w.id', 'l.wallet_id')
    .select(['l.wallet_id', 'w.denomination_key', 'l.kind', 'l.amount'])
    .where(inScope(scope, 'l'))
    .where('l.invoice_id', '=', invoiceId)
    .where('l.kind', 'in', ['settlement', 'write_off'])
    .execute();
  const byWallet = new Map<string, InvoiceLedger>();
  for (const row of rows) {
    const entry = byWallet.get(row.wallet_id) ?? { walletId: row.wallet_id, denominationKey: row.denomination_key, settled: ZERO, writtenOff: ZERO };
    if (row.kind === 'settlement') entry.settled = entry.settled.plus(dec(row.amount));
    else entry.writtenOff = entry.writtenOff.plus(dec(row.amount));
    byWallet.set(row.wallet_id, entry);
  }
  return [...byWallet.values()].sort((a, b) => (a.denominationKey < b.denominationKey ? -1 : a.denominationKey > b.denominationKey ? 1 : 0));
}

/**
 * Locks the wallets an invoice settled, in lock order. Call it before locking the invoice, the
 * order the billing engine takes them in (wallets, then invoices), so the two cannot deadlock.
 */
export async function lockInvoiceWallets(ctx: ScopedDb<Transaction<Database>>, invoiceId: string): Promise<void> {
  const { db: trx, scope } = ctx;
  for (const wallet of await invoiceLedger({ db: trx, scope }, invoiceId)) await lockWalletById({ db: trx, scope }, wallet.walletId);
}

async function movePairs(tx: TxContext, invoiceId: string, direction: 'write_off' | 'reinstate'): Promise<Decimal> {
  const { trx, scope } = tx;
  let moved = ZERO;
  for (const entry of await invoiceLedger({ db: trx, scope }, invoiceId)) {
    const amount = direction === 'write_off' ? entry.settled : entry.writtenOff;
    if (!amount.gt(0)) continue;
    const change = new WalletChange(await lockWalletById({ db: trx, scope }, entry.walletId), toIso(tx.now));
    if (direction === 'write_off') {
      change.append('settlement', amount.negated(), { invoiceId });
      change.append('write_off', amount, { invoiceId });
    } else {
      change.append('write_off', amount.negated(), { invoiceId });
      change.append('settlement', amount, { invoiceId });
    }
    await change.save(trx, scope);
    moved = moved.plus(amount);
  }
  return moved;
}

/** The invoice is no longer owed (void, uncollectible): the debt it still settles is written off. Returns the amount, summed over wallets. */
export function writeOffSettlements(tx: TxContext, invoiceId: string): Promise<Decimal> {
  return movePairs(tx, invoiceId, 'write_off');
}

/** An uncollectible invoice is paid after all: what was written off is settled by it again. */
export function reinstateSettlements(tx: TxContext, invoiceId: string): Promise<Decimal> {
  return movePairs(tx, invoiceId, 'reinstate');
}
