/**
 * Failed sign-ins, counted per email and per IP in the store (so every node sees them): from the
 * third failure in a row the next try must wait (5 s, then 10 s); the fifth locks the subject
 * for 15 minutes. Failures older than 15 minutes are forgotten; a successful sign-in clears its
 * email's count. Unknown emails count like known ones, so the answer never tells them apart.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { toIso } from '../time.js';

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
const SLOW_AFTER_FAILURES = 3;
const SLOW_BASE_MS = 5000;

export function subjectsOf(email: string, ip: string): string[] {
  return [`email:${email}`, `ip:${ip}`];
}

/** Milliseconds until a subject may try again (0 = now). */
function waitOf(row: { failures: number; last_failure_at: string; locked_until: string | null }, nowMs: number): number {
  if (row.locked_until !== null) return Math.max(0, Date.parse(row.locked_until) - nowMs);
  if (nowMs - Date.parse(row.last_failure_at) >= LOCK_MS) return 0;
  if (row.failures < SLOW_AFTER_FAILURES) return 0;
  const delay = SLOW_BASE_MS * 2 ** (row.failures - SLOW_AFTER_FAILURES);
  return Math.max(0, Date.parse(row.last_failure_at) + delay - nowMs);
}

/** The longest wait among the subjects, in milliseconds (0 = the sign-in may be tried). */
export async function signInWait(db: Kysely<Database>, subjects: readonly string[], now: Date): Promise<number> {
  const rows = await db.selectFrom('dashboard_sign_in_failures').selectAll().where('subject', 'in', subjects).execute();
  return Math.max(0, ...rows.map((row) => waitOf(row, now.getTime())));
}

export async function recordFailure(db: Kysely<Database>, subjects: readonly string[], now: Date): Promise<void> {
  const nowMs = now.getTime();
  const forgottenBefore = toIso(new Date(nowMs - LOCK_MS));
  await db.transaction().execute(async (trx) => {
    // Counts nobody needs any more (past their 15 minutes, not locked): guessed emails do not pile up.
    await trx
      .deleteFrom('dashboard_sign_in_failures')
      .where('last_failure_at', '<', forgottenBefore)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', toIso(now))]))
      .execute();
    for (const subject of subjects) {
      const row = await trx.selectFrom('dashboard_sign_in_failures').selectAll().where('subject', '=', subject).executeTakeFirst();
      const stale = !row || (row.locked_until !== null ? Date.parse(row.locked_until) <= nowMs : nowMs - Date.parse(row.last_failure_at) >= LOCK_MS);
      const failures = stale ? 1 : row.failures + 1;
      const lockedUntil = failures >= LOCK_AFTER_FAILURES ? toIso(new Date(nowMs + LOCK_MS)) : null;
      const values = { failures, last_failure_at: toIso(now), locked_until: lockedUntil };
      await trx
        .insertInto('dashboard_sign_in_failures')
        .values({ subject, ...values })
        .onConflict((oc) => oc.column('subject').doUpdateSet(values))
        .execute();
    }
  });
}

export async function clearFailures(db: Kysely<Database>, subject: string): Promise<void> {
  await db.deleteFrom('dashboard_sign_in_failures').where('subject', '=', subject).execute();
}
