/** hosted_sessions rows (tables.ts): recorded when a session is opened, finished once. */
import type { Db, Scope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import type { HostedSessionPurpose, HostedSessionStatus, HostedSessionTable } from './tables.js';

/** Sessions older than this are not offered again (Stripe expires a Checkout Session after 24 hours). */
const REUSE_MS = 23 * 3600 * 1000;

export async function recordHostedSession(db: Db, row: HostedSessionTable): Promise<void> {
  await db.insertInto('hosted_sessions').values(row).onConflict((oc) => oc.column('session_id').doNothing()).execute();
}

export async function findHostedSession(db: Db, sessionId: string): Promise<HostedSessionTable | undefined> {
  return db.selectFrom('hosted_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
}

/** The newest session still open for a subject, opened less than a day before `now`. */
export async function openHostedSessionOf(db: Db, scope: Scope, purpose: HostedSessionPurpose, subjectId: string, now: Date): Promise<HostedSessionTable | undefined> {
  return db
    .selectFrom('hosted_sessions')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('purpose', '=', purpose)
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'open')
    .where('created_at', '>', toIso(new Date(now.getTime() - REUSE_MS)))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Moves an open session to `status`; false when it was no longer open (another completion came first). */
export async function finishHostedSession(db: Db, sessionId: string, status: Exclude<HostedSessionStatus, 'open'>, now: Date): Promise<boolean> {
  const result = await db.updateTable('hosted_sessions').set({ status, updated_at: toIso(now) }).where('session_id', '=', sessionId).where('status', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
