/**
 * Wallets: every stored balance (wallet, grant, debt) against its append-only ledger, through the
 * wallets module's own invariant check.
 */
import { auditWallets } from '../modules/wallets/index.js';
import type { AuditDifference } from './types.js';
import type { Db } from '../db/scope.js';

export async function auditWalletBalances(db: Db): Promise<{ checked: number; differences: AuditDifference[] }> {
  const problems = await auditWallets(db);
  const counted = await db.selectFrom('wallets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {
    checked: Number(counted.n),
    differences: problems.map((p) => ({
      check: p.check,
      companyId: p.companyId,
      subject: p.grantId ? `wallet ${p.walletId} grant ${p.grantId}` : `wallet ${p.walletId}`,
      recorded: p.stored,
      recomputed: p.fromLedger,
    })),
  };
}
