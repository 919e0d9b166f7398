/**
 * One-time invite links: an owner invites an email; the link /dashboard/invite/<token> is shown
 * once (only the token's SHA-256 is stored, as for sessions), valid 72 hours, and accepting it
 * creates a `member` with the password the invitee chose. Accepting marks the invite used in the
 * same transaction that creates the user, guarded by `used_at is null`, so two tabs racing on
 * one link create one user. An owner may revoke an open invite: its row is deleted, so the link
 * is as unknown as one never issued.
 *
 * An invite speaks for the owner who issued it, so it lives no longer than their right to invite.
 * Decision: removing or demoting a user deletes their open invites in the same transaction
 * (userRoles.ts, `revokeInvitesBy`), so the pending list shows only links that still work and a
 * link dies the moment its issuer does. Opening and accepting an invite also require its issuer
 * to be an owner of the company still (`issuerIsOwner`): that covers invites left behind by
 * removals made before this rule, and any future path that changes users without userRoles.ts.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { toIso } from '../time.js';
import { hashPassword, randomToken, sha256Hex } from './passwords.js';
import type { DashboardInviteTable, DashboardUserTable } from './tables.js';
import { checkNewEmail, DashboardUserError } from './users.js';

export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;

export interface CreatedInvite {
  id: string;
  email: string;
  /** The one-time token, shown once inside the link. */
  token: string;
  expires_at: string;
}

export async function createInvite(db: Kysely<Database>, clock: Clock, input: { companyId: string; email: string; invitedBy: string }): Promise<CreatedInvite> {
  const email = await checkNewEmail(db, input.email);
  const token = randomToken();
  const now = clock.now();
  const row: DashboardInviteTable = {
    id: newId(),
    token_hash: sha256Hex(token),
    company_id: input.companyId,
    email,
    invited_by: input.invitedBy,
    created_at: toIso(now),
    expires_at: toIso(new Date(now.getTime() + INVITE_LIFETIME_MS)),
    used_at: null,
  };
  await db.insertInto('dashboard_invites').values(row).execute();
  // The company's expired invites go when it invites again, so the table does not grow without end.
  await db.deleteFrom('dashboard_invites').where('company_id', '=', input.companyId).where('expires_at', '<=', row.created_at).execute();
  return { id: row.id, email, token, expires_at: row.expires_at };
}

/** The invite's issuer is still an owner of the invite's company. */
function issuerIsOwner(eb: ExpressionBuilder<Database, 'dashboard_invites'>) {
  return eb.exists(
    eb
      .selectFrom('dashboard_users as issuer')
      .select('issuer.id')
      .whereRef('issuer.id', '=', 'dashboard_invites.invited_by')
      .whereRef('issuer.company_id', '=', 'dashboard_invites.company_id')
      .where('issuer.role', '=', 'owner'),
  );
}

/**
 * The open invite a token names, or null (unknown, used, revoked, expired, or its issuer removed
 * or no longer an owner: the page says the same for all).
 */
export async function openInvite(db: Kysely<Database>, clock: Clock, token: string): Promise<DashboardInviteTable | null> {
  if (!token || token.length > 100) return null;
  const row = await db.selectFrom('dashboard_invites').selectAll().where('token_hash', '=', sha256Hex(token)).where(issuerIsOwner).executeTakeFirst();
  if (!row || row.used_at !== null || row.expires_at <= toIso(clock.now())) return null;
  return row;
}

/** Why a chosen password is refused, or null when it is fine. */
export function passwordProblem(password: string, confirmation: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password can be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password !== confirmation) return 'The two passwords are not the same.';
  return null;
}

/** Creates the invited member and uses up the invite; null when the invite was used, expired, revoked or lost its issuer meanwhile. */
export async function acceptInvite(db: Kysely<Database>, clock: Clock, invite: DashboardInviteTable, password: string): Promise<DashboardUserTable | null> {
  const passwordHash = await hashPassword(password);
  const now = toIso(clock.now());
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('dashboard_invites')
      .set({ used_at: now })
      .where('id', '=', invite.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where(issuerIsOwner)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return null;
    const taken = await trx.selectFrom('dashboard_users').select('id').where('email', '=', invite.email).executeTakeFirst();
    if (taken) throw new DashboardUserError(`A dashboard user with the email ${invite.email} already exists`);
    const user: DashboardUserTable = {
      id: newId(),
      company_id: invite.company_id,
      email: invite.email,
      password_hash: passwordHash,
      role: 'member',
      created_at: now,
      last_sign_in_at: now,
    };
    await trx.insertInto('dashboard_users').values(user).execute();
    return user;
  });
}

export interface PendingInvite {
  id: string;
  email: string;
  /** The inviting owner's email. */
  invited_by_email: string;
  created_at: string;
  expires_at: string;
}

/** The company's invites still open (not used, not expired, issuer still an owner), newest first. */
export async function listPendingInvites(db: Kysely<Database>, clock: Clock, companyId: string): Promise<PendingInvite[]> {
  return db
    .selectFrom('dashboard_invites as i')
    .innerJoin('dashboard_users as u', (join) => join.onRef('u.id', '=', 'i.invited_by').onRef('u.company_id', '=', 'i.company_id').on('u.role', '=', 'owner'))
    .select(['i.id', 'i.email', 'u.email as invited_by_email', 'i.created_at', 'i.expires_at'])
    .where('i.company_id', '=', companyId)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', toIso(clock.now()))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** One open invite of the company, or undefined (another company's, used or expired: not found). */
export async function findPendingInvite(db: Kysely<Database>, clock: Clock, companyId: string, id: string): Promise<PendingInvite | undefined> {
  return (await listPendingInvites(db, clock, companyId)).find((invite) => invite.id === id);
}

/**
 * Revokes an open invite by deleting it: its link then opens nothing, and the invite page says
 * what it says for a used one. False when it was used (or revoked) meanwhile.
 */
export async function revokeInvite(db: Kysely<Database>, companyId: string, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('dashboard_invites').where('company_id', '=', companyId).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/**
 * Deletes every open invite `userId` issued in the company, inside the caller's transaction (the
 * one that removes or demotes them). A used invite stays: it is the record of who joined by whom.
 */
export async function revokeInvitesBy(trx: Transaction<Database>, companyId: string, userId: string): Promise<void> {
  await trx.deleteFrom('dashboard_invites').where('company_id', '=', companyId).where('invited_by', '=', userId).where('used_at', 'is', null).execute();
}
