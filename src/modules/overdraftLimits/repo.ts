/** overdraft_limits rows: one per owner and denomination. */
import { inScope, type Db } from '../../db/scope.js';
import type { OverdraftLimitOwner, OverdraftLimitTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export interface LimitOwner {
  type: OverdraftLimitOwner;
  id: string;
}

/** The owner's rows, in its scope. */
function ownerLimits(ctx: ScopedDb, owner: LimitOwner) {
  return ctx.db.selectFrom('overdraft_limits').selectAll().where(inScope(ctx.scope)).where('owner_type', '=', owner.type).where('owner_id', '=', owner.id);
}

export async function selectOwnerLimits(ctx: ScopedDb, owner: LimitOwner): Promise<OverdraftLimitTable[]> {
  return ownerLimits(ctx, owner).orderBy('created_at').orderBy('denomination_key').execute();
}

/** Every limit of the company and mode: few rows (a handful per plan, an override per customer). */
export async function selectScopeLimits(ctx: ScopedDb): Promise<OverdraftLimitTable[]> {
  const { db, scope } = ctx;
  return db.selectFrom('overdraft_limits').selectAll().where(inScope(scope)).execute();
}

export async function findOwnerLimit(ctx: ScopedDb, owner: LimitOwner, denominationKey: string): Promise<OverdraftLimitTable | undefined> {
  return ownerLimits(ctx, owner).where('denomination_key', '=', denominationKey).executeTakeFirst();
}

export async function insertLimit(db: Db, row: OverdraftLimitTable): Promise<void> {
  await db.insertInto('overdraft_limits').values(row).execute();
}

export async function updateLimit(db: Db, id: string, overdraftLimit: string, updatedAt: string): Promise<void> {
  await db.updateTable('overdraft_limits').set({ overdraft_limit: overdraftLimit, updated_at: updatedAt }).where('id', '=', id).execute();
}

export async function deleteLimit(db: Db, id: string): Promise<void> {
  await db.deleteFrom('overdraft_limits').where('id', '=', id).execute();
}
