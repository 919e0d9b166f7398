/**
 * settleOverdraft: an invoice has charged the customer for overdraft; the debt shrinks by what it
 * settled (a `settlement` entry carrying the invoice id). Never settles more than the wallet owes
 * now: a grant may have repaid part of the debt since the invoice was computed, so callers should
 * compute the line and settle in the same transaction, under this lock.
 */
import type { TxContext } from '../../db/context.js';
import { dec, formatDecimal, ZERO, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { lockWalletById } from './lockWallet.js';
import { WalletChange } from './walletChange.js';

export interface SettlementResult {
  /** What was settled: at most the requested amount and the debt. */
  settled: Decimal;
  balance: Decimal;
}

export async function settleOverdraft(tx: TxContext, input: { walletId: string; amount: Decimal; invoiceId: string }): Promise<SettlementResult> {
  const { trx, scope } = tx;
  if (input.amount.lt(0)) throw new Error(`A settlement cannot be negative: ${formatDecimal(input.amount)}`);
  const wallet = await lockWalletById({ db: trx, scope }, input.walletId);
  const balance = dec(wallet.balance);
  const debt = balance.lt(0) ? balance.negated() : ZERO;
  const settled = input.amount.lt(debt) ? input.amount : debt;
  const change = new WalletChange(wallet, toIso(tx.now));
  change.append('settlement', settled, { invoiceId: input.invoiceId });
  await change.save(trx, scope);
  return { settled, balance: change.balance };
}
