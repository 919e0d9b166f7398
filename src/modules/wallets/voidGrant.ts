/**
 * voidGrant: cancels a grant. What is left of it leaves the wallet with a `void` entry; what was
 * already drawn stays drawn. Voiding a voided grant changes nothing.
 *
 * voidCreditGrant is the API's void (POST /v1/credit-grants/{id}/void): the same, but a grant with
 * nothing left to void (fully used, or expired at `now`) is refused with 409
 * CREDIT_GRANT_NOT_VOIDABLE, decided under the wallet's lock so a concurrent draw cannot slip in.
 */
import type { TxContext } from '../../db/context.js';
import { DomainError, notFound } from '../../errors/index.js';
import { dec } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { isExpiredAt } from './burnDown.js';
import { lockWalletById } from './lockWallet.js';
import * as repo from './repo.js';
import type { CreditGrantTable } from './tables.js';
import { WalletChange } from './walletChange.js';
import { recordGrantEvent } from './present.js';

export async function voidGrant(tx: TxContext, grantId: string): Promise<CreditGrantTable> {
  return voidLocked(tx, grantId, false);
}

export async function voidCreditGrant(tx: TxContext, grantId: string): Promise<CreditGrantTable> {
  return voidLocked(tx, grantId, true);
}

async function voidLocked(tx: TxContext, grantId: string, refuseSpent: boolean): Promise<CreditGrantTable> {
  const { trx, scope, now } = tx;
  const found = await repo.findGrant({ db: trx, scope }, grantId);
  if (!found) throw notFound('Credit grant', grantId);
  const wallet = await lockWalletById({ db: trx, scope }, found.wallet_id);
  // Read again under the lock: a draw may have changed the balance since.
  const grant = (await repo.findGrant({ db: trx, scope }, grantId)) ?? found;
  if (grant.status === 'voided') return grant;
  if (refuseSpent && isExpiredAt(grant.expires_at, now)) {
    throw new DomainError('CREDIT_GRANT_NOT_VOIDABLE', `Credit grant ${grant.id} expired at ${grant.expires_at ?? ''}: nothing is left to void`);
  }
  if (refuseSpent && !dec(grant.balance).gt(0)) {
    throw new DomainError('CREDIT_GRANT_NOT_VOIDABLE', `Credit grant ${grant.id} is fully used: nothing is left to void`);
  }
  const nowIso = toIso(now);
  const change = new WalletChange(wallet, nowIso);
  change.append('void', dec(grant.balance).negated(), { grantId: grant.id });
  const voided: CreditGrantTable = { ...grant, status: 'voided', balance: '0', updated_at: nowIso };
  await repo.updateGrant({ db: trx, scope }, grant.id, { status: 'voided', balance: '0', updated_at: nowIso });
  await change.save(trx, scope);
  await recordGrantEvent(tx, 'credit_grant.voided', voided);
  return voided;
}
