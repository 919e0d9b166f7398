/**
 * Server-side sessions: the cookie holds a random token, the table its SHA-256, so a leaked
 * table opens no session. Each session carries its CSRF token and its test/live mode. Signing
 * out deletes the row: the cookie then opens nothing on any node.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { Mode } from '../kernel/mode.js';
import { newId } from '../db/ids.js';
import { toIso } from '../time.js';
import { randomToken, sha256Hex } from './passwords.js';
import type { DashboardRole, DashboardSessionTable } from './tables.js';

/** A session lasts 12 hours from sign-in. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface DashboardSession {
  id: string;
  userId: string;
  email: string;
  /** Read from the user's row on every request, so a role change applies from the next one. */
  role: DashboardRole;
  companyId: string;
  mode: Mode;
  csrfToken: string;
}

export async function startSession(db: Kysely<Database>, clock: Clock, user: { id: string; company_id: string }): Promise<{ token: string; session: DashboardSessionTable }> {
  const token = randomToken();
  const now = clock.now();
  const session: DashboardSessionTable = {
    id: newId(),
    token_hash: sha256Hex(token),
    user_id: user.id,
    company_id: user.company_id,
    mode: 'test',
    csrf_token: randomToken(),
    created_at: toIso(now),
    expires_at: toIso(new Date(now.getTime() + SESSION_LIFETIME_MS)),
  };
  await db.insertInto('dashboard_sessions').values(session).execute();
  // The user's expired sessions go when they sign in again, so the table does not grow without end.
  await db.deleteFrom('dashboard_sessions').where('user_id', '=', user.id).where('expires_at', '<=', session.created_at).execute();
  return { token, session };
}

/** The live session a cookie token opens, or null (unknown, signed out, expired). */
export async function sessionByToken(db: Kysely<Database>, clock: Clock, token: string): Promise<DashboardSession | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('dashboard_sessions')
    .innerJoin('dashboard_users', 'dashboard_users.id', 'dashboard_sessions.user_id')
    .select([
      'dashboard_sessions.id',
      'dashboard_sessions.user_id',
      'dashboard_sessions.company_id',
      'dashboard_sessions.mode',
      'dashboard_sessions.csrf_token',
      'dashboard_sessions.expires_at',
      'dashboard_users.email',
      'dashboard_users.role',
    ])
    .where('dashboard_sessions.token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= toIso(clock.now())) return null;
  return { id: row.id, userId: row.user_id, email: row.email, role: row.role, companyId: row.company_id, mode: row.mode, csrfToken: row.csrf_token };
}

export async function setSessionMode(db: Kysely<Database>, sessionId: string, mode: Mode): Promise<void> {
  await db.updateTable('dashboard_sessions').set({ mode }).where('id', '=', sessionId).execute();
}

export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('dashboard_sessions').where('id', '=', sessionId).execute();
}
