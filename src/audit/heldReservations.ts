/**
 * Holds: every wallet's `held` against the reservations still held on it (issue 28): what the
 * wallet sets aside is exactly what live reservations promise, no hold lost, none counted twice.
 * (Its own holds' ledger is checked with the wallet: walletBalances.ts.)
 */
import { dec, formatDecimal, ZERO, type Decimal } from '../money/decimal.js';
import type { Db } from '../db/scope.js';
import type { AuditDifference } from './types.js';

export async function auditHeldReservations(db: Db): Promise<AuditDifference[]> {
  const wallets = await db.selectFrom('wallets').select(['id', 'company_id', 'held']).where('held', '<>', '0').execute();
  const reservations = await db.selectFrom('reservations').select(['wallet_id', 'company_id', 'amount']).where('status', '=', 'held').execute();
  const promised = new Map<string, { companyId: string; amount: Decimal }>();
  for (const r of reservations) {
    const current = promised.get(r.wallet_id) ?? { companyId: r.company_id, amount: ZERO };
    promised.set(r.wallet_id, { companyId: current.companyId, amount: current.amount.plus(dec(r.amount)) });
  }
  const differences: AuditDifference[] = [];
  const seen = new Set<string>();
  for (const wallet of wallets) {
    seen.add(wallet.id);
    const amount = promised.get(wallet.id)?.amount ?? ZERO;
    if (!dec(wallet.held).eq(amount)) differences.push({ check: 'held_reservations', companyId: wallet.company_id, subject: `wallet ${wallet.id}`, recorded: wallet.held, recomputed: formatDecimal(amount) });
  }
  for (const [walletId, { companyId, amount }] of promised) {
    if (!seen.has(walletId) && !amount.isZero()) differences.push({ check: 'held_reservations', companyId, subject: `wallet ${walletId}`, recorded: '0', recomputed: formatDecimal(amount) });
  }
  return differences;
}
