/**
 * Owners and members: an owner makes a member an owner or an owner a member, and removes users.
 * A company always keeps at least one owner: a change that would leave none is refused.
 *
 * Decision: both changes run in one transaction that first locks the company's owner rows
 * (`.forUpdate()`, ordered by id so two changes lock in the same order). Two owners demoting or
 * removing each other at the same moment then run one after the other, and the second sees that
 * only one owner is left. (SQLite runs one write transaction at a time and needs no lock.)
 * Sessions read the role from the user row on every request (sessions.ts), so a demoted user's
 * open sessions act as a member from their next request. Demoting or removing a user also
 * deletes the invites they left open, in the same transaction (invites.ts says why).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { revokeInvitesBy } from './invites.js';
import type { DashboardRole } from './tables.js';

export type RoleChange = 'changed' | 'unchanged' | 'last_owner' | 'not_found';
export type Removal = 'removed' | 'last_owner' | 'not_found';

export function isDashboardRole(value: string | undefined): value is DashboardRole {
  return value === 'owner' || value === 'member';
}

/** The company's owners' ids, locked until the transaction ends. */
async function lockOwners(trx: Transaction<Database>, companyId: string): Promise<string[]> {
  const rows = await trx.selectFrom('dashboard_users').select('id').where('company_id', '=', companyId).where('role', '=', 'owner').orderBy('id').forUpdate().execute();
  return rows.map((row) => row.id);
}

/** Would taking `userId` out of the owners leave the company with none? */
function isLastOwner(owners: string[], userId: string): boolean {
  return owners.length === 1 && owners[0] === userId;
}

export async function changeUserRole(db: Kysely<Database>, companyId: string, userId: string, role: DashboardRole): Promise<RoleChange> {
  return db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx, companyId);
    const user = await trx.selectFrom('dashboard_users').select(['id', 'role']).where('company_id', '=', companyId).where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!user) return 'not_found';
    if (user.role === role) return 'unchanged';
    if (role === 'member' && isLastOwner(owners, user.id)) return 'last_owner';
    await trx.updateTable('dashboard_users').set({ role }).where('company_id', '=', companyId).where('id', '=', user.id).execute();
    // A member may not invite, so the links this user issued as an owner stop working now.
    if (role === 'member') await revokeInvitesBy(trx, companyId, user.id);
    return 'changed';
  });
}

/** Deletes a user, every session of theirs and their open invites in one transaction: signed out everywhere at once, and no link of theirs lets anyone in. */
export async function removeDashboardUser(db: Kysely<Database>, companyId: string, userId: string): Promise<Removal> {
  return db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx, companyId);
    if (isLastOwner(owners, userId)) return 'last_owner';
    await trx.deleteFrom('dashboard_sessions').where('user_id', '=', userId).where('company_id', '=', companyId).execute();
    await revokeInvitesBy(trx, companyId, userId);
    const deleted = await trx.deleteFrom('dashboard_users').where('id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1 ? 'removed' : 'not_found';
  });
}
