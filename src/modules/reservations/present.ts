/** A reservation as the API answers it, and its webhook events. */
import type { DbContext } from '../../db/context.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import type { ReservationRow } from './repo.js';
import type { Reservation } from './schemas.js';

export function toReservation(row: ReservationRow): Reservation {
  const reservation: Reservation = {
    id: row.id,
    customer_id: row.customer_id,
    status: row.status,
    amount: row.amount,
    account_type: row.account_type,
    expires_at: row.expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
  if (row.account_type === 'pricing_unit') reservation.pricing_unit_code = row.pricing_unit_code ?? '';
  else if (row.currency_code !== null) reservation.currency_code = row.currency_code;
  return reservation;
}

export type ReservationEventType = 'reservation.created' | 'reservation.captured' | 'reservation.released' | 'reservation.expired';

export async function recordReservationEvent(ctx: DbContext, type: ReservationEventType, row: ReservationRow): Promise<void> {
  await recordWebhookEvent(ctx, type, toReservation(row));
}
