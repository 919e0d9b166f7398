/**
 * Holds past their `expires_at` are released by the server's background work (every
 * RESERVATION_SWEEP_MS, on any node: each reservation is ended in its own transaction under its
 * row lock, and only while it is still held, so two nodes never release one twice).
 */
import type { Clock } from '../../clock.js';
import { txContext } from '../../db/context.js';
import type { Db } from '../../db/scope.js';
import { repeatingJob, type BackgroundJob } from '../../http/backgroundJob.js';
import { toIso } from '../../time.js';
import { endHold } from './endHold.js';
import * as repo from './repo.js';

const RESERVATION_SWEEP_MS = 5_000;
const SWEEP_BATCH = 200;

/** Ends every held reservation whose expiry is at or before `now`; answers how many it ended. */
export async function expireDueReservations(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await repo.dueReservations(db, toIso(now), SWEEP_BATCH);
    for (const { id, company_id, mode } of due) {
      const done = await db.transaction().execute(async (trx) => {
        const tx = txContext(trx, { companyId: company_id, mode }, now);
        const row = await repo.lockReservation({ db: trx, scope: tx.scope }, id);
        if (!row || row.status !== 'held') return false; // captured, released or expired meanwhile
        await endHold(tx, row, 'expired');
        return true;
      });
      if (done) ended += 1;
    }
    if (due.length < SWEEP_BATCH) return ended;
  }
}

export function reservationExpiryJob(clock?: Clock): BackgroundJob {
  return repeatingJob('reservation-expiry', RESERVATION_SWEEP_MS, 'releasing expired reservations failed', async ({ store, clock: appClock }, log) => {
    const ended = await expireDueReservations(store.db, (clock ?? appClock).now());
    if (ended > 0) log.info({ ended }, 'released expired reservations');
  });
}
