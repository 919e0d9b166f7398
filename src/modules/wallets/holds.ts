/**
 * Holds on a wallet (issue 28, item 3): a reservation's credits set aside, so that what limits,
 * `check` and new holds see (available: the balance less live holds) cannot be spent twice. A hold
 * never moves the balance: it moves `wallets.held`, each move an entry in the holds' ledger
 * (hold_entries). The caller locks the wallet first (lockWallet, lockWalletById) in its transaction.
 */
import type { TxContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { balanceAfterExpiries } from './balances.js';
import * as repo from './repo.js';
import type { HoldEntryTable, WalletTable } from './tables.js';

/** The wallet's available balance at `at`: its balance, less grants expired by then but not yet recorded, less live holds. */
export async function availableOf(tx: TxContext, wallet: WalletTable, at: Date): Promise<Decimal> {
  const unrecorded = await repo.selectUnrecordedExpiries(tx, [wallet.id], toIso(at));
  return balanceAfterExpiries(wallet, unrecorded, at).minus(dec(wallet.held));
}

async function moveHeld(tx: TxContext, wallet: WalletTable, reservationId: string, kind: HoldEntryTable['kind'], amount: Decimal): Promise<WalletTable> {
  const held = kind === 'hold' ? dec(wallet.held).plus(amount) : dec(wallet.held).minus(amount);
  if (held.lt(0)) throw new Error(`Releasing ${formatDecimal(amount)} would leave wallet ${wallet.id} holding ${formatDecimal(held)}`);
  const nowIso = toIso(tx.now);
  const entry: HoldEntryTable = {
    id: newId(),
    company_id: wallet.company_id,
    mode: wallet.mode,
    wallet_id: wallet.id,
    reservation_id: reservationId,
    kind,
    amount: formatDecimal(amount),
    held_after: formatDecimal(held),
    created_at: nowIso,
  };
  // The unique (reservation_id, kind) index refuses a second hold or release of one reservation.
  await tx.trx.insertInto('hold_entries').values(entry).execute();
  await tx.trx.updateTable('wallets').set({ held: entry.held_after, updated_at: nowIso }).where('id', '=', wallet.id).execute();
  return { ...wallet, held: entry.held_after, updated_at: nowIso };
}

/** Sets `amount` (> 0) of the locked wallet aside for the reservation. */
export function holdCredits(tx: TxContext, wallet: WalletTable, reservationId: string, amount: Decimal): Promise<WalletTable> {
  if (!amount.gt(0)) throw new Error(`A hold must be positive: ${formatDecimal(amount)}`);
  return moveHeld(tx, wallet, reservationId, 'hold', amount);
}

/** Gives the reservation's `amount` back to the locked wallet's available balance. */
export function releaseHold(tx: TxContext, wallet: WalletTable, reservationId: string, amount: Decimal): Promise<WalletTable> {
  return moveHeld(tx, wallet, reservationId, 'release', amount);
}
