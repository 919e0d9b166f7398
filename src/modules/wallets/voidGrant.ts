/**
 * voidGrant: cancels a grant. What is left of it leaves the wallet with a `void` entry; what was
 * already drawn stays drawn. Voiding a voided grant changes nothing.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { DialectName } from '../../db/store.js';
import { notFound } from '../../errors/index.js';
import { dec } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { lockWalletById } from './lockWallet.js';
import * as repo from './repo.js';
import type { CreditGrantTable } from './tables.js';
import { WalletChange } from './walletChange.js';

export async function voidGrant(
  trx: Transaction<Database>,
  dialect: DialectName,
  scope: Scope,
  grantId: string,
  now: Date,
): Promise<CreditGrantTable> {
  const found = await repo.findGrant(trx, scope, grantId);
  if (!found) throw notFound('Credit grant', grantId);
  const wallet = await lockWalletById(trx, dialect, scope, found.wallet_id);
  // Read again under the lock: a draw may have changed the balance since.
  const grant = (await repo.findGrant(trx, scope, grantId)) ?? found;
  if (grant.status === 'voided') return grant;
  const nowIso = toIso(now);
  const change = new WalletChange(wallet, nowIso);
  change.append('void', dec(grant.balance).negated(), { grantId: grant.id });
  const voided: CreditGrantTable = { ...grant, status: 'voided', balance: '0', updated_at: nowIso };
  await repo.updateGrant(trx, scope, grant.id, { status: 'voided', balance: '0', updated_at: nowIso });
  await change.save(trx, scope);
  return voided;
}
