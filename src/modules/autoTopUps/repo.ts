/** auto_top_ups rows (one per customer and denomination) and their runs. */
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/context.js';
import { inScope, type Db } from '../../db/scope.js';
import type { AutoTopUpRunTable, AutoTopUpTable } from './tables.js';

export async function selectCustomerTopUps(ctx: ScopedDb, customerId: string): Promise<AutoTopUpTable[]> {
  return ctx.db.selectFrom('auto_top_ups').selectAll().where(inScope(ctx.scope)).where('customer_id', '=', customerId).orderBy('created_at').orderBy('denomination_key').execute();
}

/** The scope's top-ups that act (not disabled): few rows, read by ingest once per change of the rating-config counter. */
export async function selectScopeTopUps(ctx: ScopedDb): Promise<AutoTopUpTable[]> {
  return ctx.db.selectFrom('auto_top_ups').selectAll().where(inScope(ctx.scope)).where('status', '!=', 'disabled').execute();
}

export async function findTopUp(ctx: ScopedDb, id: string): Promise<AutoTopUpTable | undefined> {
  return ctx.db.selectFrom('auto_top_ups').selectAll().where(inScope(ctx.scope)).where('id', '=', id).executeTakeFirst();
}

export async function findCustomerTopUp(ctx: ScopedDb, customerId: string, denominationKey: string): Promise<AutoTopUpTable | undefined> {
  return ctx.db.selectFrom('auto_top_ups').selectAll().where(inScope(ctx.scope)).where('customer_id', '=', customerId).where('denomination_key', '=', denominationKey).executeTakeFirst();
}

export async function insertTopUp(db: Db, row: AutoTopUpTable): Promise<void> {
  await db.insertInto('auto_top_ups').values(row).execute();
}

export async function updateTopUp(db: Db, id: string, patch: Partial<Omit<AutoTopUpTable, 'id' | 'company_id' | 'mode'>>): Promise<void> {
  await db.updateTable('auto_top_ups').set(patch).where('id', '=', id).execute();
}

/** The crossings' runs, once each: a crossing already recorded (a retried batch) is left as it is. */
export async function insertRunsOnce(db: Db, rows: readonly AutoTopUpRunTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('auto_top_up_runs').values([...rows]).onConflict((oc) => oc.columns(['company_id', 'mode', 'crossing_key']).doNothing()).execute();
}

/** Pending runs due at `nowIso` that no live worker holds, oldest first, every company and mode. */
export async function dueRuns(db: Db, nowIso: string, limit: number): Promise<AutoTopUpRunTable[]> {
  return db
    .selectFrom('auto_top_up_runs')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', nowIso)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** Takes the run for a worker until `leaseUntil`, unless another holds it or it is done: true when taken. */
export async function leaseRun(db: Db, run: AutoTopUpRunTable, nowIso: string, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable('auto_top_up_runs')
    .set({ lease_until: leaseUntil })
    .where('id', '=', run.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', run.attempts)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends or reschedules a pending run at its current attempt: false when it is no longer so (another worker moved it). */
export async function settleRun(db: Db, run: AutoTopUpRunTable, patch: Partial<Pick<AutoTopUpRunTable, 'status' | 'attempts' | 'next_attempt_at' | 'lease_until' | 'invoice_id' | 'grant_id' | 'failure' | 'updated_at'>>): Promise<boolean> {
  const result = await db.updateTable('auto_top_up_runs').set(patch).where('id', '=', run.id).where('status', '=', 'pending').where('attempts', '=', run.attempts).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Runs of the auto top-up started in [fromIso, toIso) that are not skipped: what the monthly limit counts. */
export async function runsStartedBetween(db: Db, autoTopUpId: string, fromIso: string, toIso: string, exceptId: string): Promise<number> {
  const row = await db
    .selectFrom('auto_top_up_runs')
    .select(sql<number>`count(*)`.as('n'))
    .where('auto_top_up_id', '=', autoTopUpId)
    .where('status', 'in', ['pending', 'succeeded', 'failed'])
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listRuns(ctx: ScopedDb, autoTopUpId: string): Promise<AutoTopUpRunTable[]> {
  return ctx.db.selectFrom('auto_top_up_runs').selectAll().where(inScope(ctx.scope)).where('auto_top_up_id', '=', autoTopUpId).orderBy('created_at').execute();
}
