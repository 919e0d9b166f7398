/** reservations rows. */
import type { Db } from '../../db/scope.js';
import { inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { ReservationStatus, ReservationTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

/** A reservation with its pricing unit's code, as answers show it. */
export interface ReservationRow extends ReservationTable {
  pricing_unit_code: string | null;
}

function selectReservations(db: Db) {
  return db
    .selectFrom('reservations')
    .leftJoin('pricing_units', 'pricing_units.id', 'reservations.pricing_unit_id')
    .selectAll('reservations')
    .select('pricing_units.code as pricing_unit_code');
}

export async function findReservation(ctx: ScopedDb, id: string): Promise<ReservationRow | undefined> {
  const { db, scope } = ctx;
  return selectReservations(db).where(inScope(scope, 'reservations')).where('reservations.id', '=', id).executeTakeFirst();
}

/** The reservation, locked for the rest of the transaction (PostgreSQL; SQLite has one writer). */
export async function lockReservation(ctx: ScopedDb, id: string): Promise<ReservationTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('reservations').selectAll().where(inScope(scope)).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The reservation a request with this Idempotency-Key made, if any. */
export async function findReservationByRequestKey(ctx: ScopedDb, requestKey: string): Promise<ReservationRow | undefined> {
  const { db, scope } = ctx;
  return selectReservations(db).where(inScope(scope, 'reservations')).where('reservations.request_key', '=', requestKey).executeTakeFirst();
}

export async function insertReservation(db: Db, row: ReservationTable): Promise<void> {
  await db.insertInto('reservations').values(row).execute();
}

/** Moves a held reservation on; false when it was no longer held. */
export async function endReservation(db: Db, id: string, status: Exclude<ReservationStatus, 'held'>, updatedAt: string, eventId: string | null = null): Promise<boolean> {
  const result = await db
    .updateTable('reservations')
    .set({ status, updated_at: updatedAt, event_id: eventId })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listReservations(ctx: ScopedDb, filter: { customerId?: string | undefined; status?: ReservationStatus | undefined }, page: PageRequest): Promise<ReservationRow[]> {
  const { db, scope } = ctx;
  let query = selectReservations(db).where(inScope(scope, 'reservations'));
  if (filter.customerId !== undefined) query = query.where('reservations.customer_id', '=', filter.customerId);
  if (filter.status !== undefined) query = query.where('reservations.status', '=', filter.status);
  if (page.after) query = query.where(afterCursor(page.after, 'reservations'));
  return query.orderBy('reservations.created_at', 'desc').orderBy('reservations.id', 'desc').limit(page.limit + 1).execute();
}

/** Held reservations past their expiry, any company: the expiry job's work, oldest first. */
export async function dueReservations(db: Db, nowIso: string, limit: number): Promise<Array<Pick<ReservationTable, 'id' | 'company_id' | 'mode'>>> {
  return db
    .selectFrom('reservations')
    .select(['id', 'company_id', 'mode'])
    .where('status', '=', 'held')
    .where('expires_at', '<=', nowIso)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** The event a capture ingested. */
export async function setReservationEvent(db: Db, id: string, eventId: string): Promise<void> {
  await db.updateTable('reservations').set({ event_id: eventId }).where('id', '=', id).execute();
}
