/**
 * `POST /v1/reservations/{id}/capture` (issue 28, item 3): the work is done; its event is ingested
 * against the hold in one transaction. The hold is released first, so the event's draw sees it
 * available again: a cost below the hold frees the rest, a cost above it draws the rest subject to
 * the limit. When the event is not inserted (refused by the limit, not priceable, a key already
 * used) the transaction rolls back whole and the reservation stays held.
 *
 * Lock order: the reservation, the rating-config rows (shared, as an ingest batch), the wallet.
 */
import { batchTxContext, runBatchTransaction, runRolledBack } from '../../db/batchTransaction.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { invalid, notFound } from '../../errors/index.js';
import { acceptEvent, exactOutcomes, ingestAnswerOf, ingestBatch, type IngestAnswer, type IngestBatchDeps } from '../../modules/ingest/index.js';
import { shareRatingConfig } from '../../modules/ratingConfig/index.js';
import { endHold, findReservation, lockHeldReservation, setReservationEvent, toReservation, type CaptureReservationBody, type Reservation } from '../../modules/reservations/index.js';

export interface CaptureAnswer {
  success: boolean;
  reservation: Reservation;
  ingest: IngestAnswer;
}

type Outcome = Parameters<typeof ingestAnswerOf>[0];

/** Rolls the capture back with the event's outcome; never leaves this file. */
class NotCaptured extends Error {
  constructor(readonly outcome: Outcome) {
    super('not captured');
  }
}

/** The event ingested again, in a transaction rolled back whatever it decides (it finds the stored event). */
async function replayedCapture(store: Store, deps: IngestBatchDeps, scope: Scope, event: ReturnType<typeof acceptEvent>, now: Date): Promise<Outcome> {
  return runRolledBack(store, async (tx) => {
    const [outcome] = exactOutcomes((await ingestBatch(tx, [{ scope, event, now }], now, deps)).outcomes);
    if (!outcome || outcome.status === 'error') throw outcome?.error ?? new Error('The replay answered no outcome');
    return outcome;
  });
}

export async function captureReservation(store: Store, deps: IngestBatchDeps, scope: Scope, id: string, body: CaptureReservationBody, now: Date): Promise<CaptureAnswer> {
  const found = await findReservation({ db: store.db, scope }, id);
  if (!found) throw notFound('Reservation', id);
  if (body.event.customer_id !== undefined && body.event.customer_id !== found.customer_id) {
    throw invalid([{ field: 'event.customer_id', message: "must be the reservation's customer (or left out)" }]);
  }
  const event = acceptEvent({ ...body.event, customer_id: found.customer_id }, now);
  // Captured already with this very event (a retry whose first answer was lost): the same answer
  // again, the event a duplicate, nothing drawn twice.
  if (found.status === 'captured' && found.event_id !== null) {
    const again = await replayedCapture(store, deps, scope, event, now);
    if (again.status === 'duplicate' && again.usageId === found.event_id) {
      return { success: true, reservation: toReservation(found), ingest: ingestAnswerOf(again, event.idempotencyKey) };
    }
  }
  try {
    const commit = await runBatchTransaction(store, { statements: 0 }, async (tx) => {
      const ctx = batchTxContext(tx, scope, now);
      const row = await lockHeldReservation(ctx, id);
      await shareRatingConfig({ db: ctx.trx, scope });
      const reservation = await endHold(ctx, row, 'captured');
      const [outcome] = exactOutcomes((await ingestBatch(tx, [{ scope, event, now }], now, deps)).outcomes);
      if (!outcome) throw new Error('The capture answered no outcome');
      if (outcome.status === 'error') throw outcome.error;
      if (outcome.status !== 'inserted') throw new NotCaptured(outcome);
      await setReservationEvent(ctx.trx, id, outcome.usageId);
      return { reservation, ingest: ingestAnswerOf(outcome, event.idempotencyKey) };
    });
    await commit.durable;
    return { success: true, ...commit.value };
  } catch (error) {
    if (!(error instanceof NotCaptured)) throw error;
    const held = await findReservation({ db: store.db, scope }, id);
    if (!held) throw notFound('Reservation', id);
    return { success: false, reservation: toReservation(held), ingest: ingestAnswerOf(error.outcome, event.idempotencyKey) };
  }
}
