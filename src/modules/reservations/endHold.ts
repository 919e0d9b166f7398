/**
 * Ending a reservation: its hold given back to the wallet (a `release` entry in the holds' ledger)
 * and its status moved from `held` to captured, released or expired, in the caller's
 * transaction, with its webhook. Lock order, as everywhere a reservation is touched: the
 * reservation first, then its wallet.
 */
import { txContext, type DbContext, type TxContext } from '../../db/context.js';
import { DomainError, notFound } from '../../errors/index.js';
import { dec } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import { lockWalletById, releaseHold } from '../wallets/index.js';
import { recordReservationEvent } from './present.js';
import * as repo from './repo.js';
import type { Reservation } from './schemas.js';
import type { ReservationTable } from './tables.js';
import { toReservation } from './present.js';

/** The reservation, locked; 404 when unknown, 409 RESERVATION_NOT_HELD when it is no longer held (a hold past its expiry included). */
export async function lockHeldReservation(tx: TxContext, id: string): Promise<ReservationTable> {
  const row = await repo.lockReservation(tx, id);
  if (!row) throw notFound('Reservation', id);
  if (row.status !== 'held') throw new DomainError('RESERVATION_NOT_HELD', `Reservation ${id} is ${row.status}, no longer held`);
  if (row.expires_at <= toIso(tx.now)) throw new DomainError('RESERVATION_NOT_HELD', `Reservation ${id} expired at ${row.expires_at}`);
  return row;
}

/** Gives the locked, held reservation's credits back and records its end. */
export async function endHold(tx: TxContext, row: ReservationTable, status: 'captured' | 'released' | 'expired', eventId: string | null = null): Promise<Reservation> {
  const wallet = await lockWalletById(tx, row.wallet_id);
  await releaseHold(tx, wallet, row.id, dec(row.amount));
  if (!(await repo.endReservation(tx.trx, row.id, status, toIso(tx.now), eventId))) throw new Error(`Reservation ${row.id} was not held when it ended`);
  const ended = await repo.findReservation(tx, row.id);
  if (!ended) throw new Error(`Reservation ${row.id} vanished`);
  await recordReservationEvent(tx, `reservation.${status}`, ended);
  return toReservation(ended);
}

/** `POST /v1/reservations/{id}/release`: the credits are available again. */
export async function releaseReservation(ctx: DbContext, id: string): Promise<Reservation> {
  return ctx.db.transaction().execute(async (trx) => {
    const tx = txContext(trx, ctx.scope, ctx.now);
    return endHold(tx, await lockHeldReservation(tx, id), 'released');
  });
}
