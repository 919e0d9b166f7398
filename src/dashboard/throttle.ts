/**
 * Failed sign-ins, counted in the store (so every node sees them) under two subjects: the
 * client's address (`ip:`, `request.ip`, which is X-Forwarded-For's client only behind a proxy
 * listed in TRUST_PROXY) and the account being signed into (`email:`). Failures older than
 * 15 minutes are forgotten; a successful sign-in clears its email's count. Unknown emails count
 * like known ones, so the answer never tells them apart.
 *
 * Decision: the two subjects get different budgets, because they stop different attackers.
 * - An address is slowed from its third failure in a row (5 s, then 10 s) and locked for
 *   15 minutes at the fifth: one client guessing, at any accounts, gets 5 guesses per 15 minutes.
 * - An account is only ever slowed, never locked: from its third failure in a row each next try
 *   waits 5 s, 10 s, 20 s, 40 s, then 60 s at most. A hard lock per account would let anyone lock
 *   any user out for as long as they keep sending five wrong passwords; with a delay the owner
 *   of the account waits at most a minute after the last failure, while guesses spread over many
 *   addresses (each held to its own 5) still get at most about one a minute per account. This is
 *   the progressive per-account delay OWASP's authentication guidance recommends over lockout.
 * So failures on one account slow that account alone, and a client locked by its address does
 * not lock anyone out who signs in from elsewhere.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { toIso } from '../time.js';

/** The address budget: its fifth failure in a row locks that address for LOCK_MS. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
/** Failures are forgotten this long after the last one. */
const FORGET_MS = LOCK_MS;
const SLOW_AFTER_FAILURES = 3;
const SLOW_BASE_MS = 5000;
/** The longest an account's delay grows: the most a stranger's wrong passwords can hold its owner back. */
const ACCOUNT_MAX_DELAY_MS = 60_000;

export function subjectsOf(email: string, ip: string): string[] {
  return [`email:${email}`, `ip:${ip}`];
}

/** Only an address is ever locked; an account is slowed (see the header). */
const locks = (subject: string) => subject.startsWith('ip:');

/** Milliseconds until a subject may try again (0 = now). */
function waitOf(row: { subject: string; failures: number; last_failure_at: string; locked_until: string | null }, nowMs: number): number {
  if (row.locked_until !== null) return Math.max(0, Date.parse(row.locked_until) - nowMs);
  if (nowMs - Date.parse(row.last_failure_at) >= FORGET_MS) return 0;
  if (row.failures < SLOW_AFTER_FAILURES) return 0;
  const growing = SLOW_BASE_MS * 2 ** Math.min(row.failures - SLOW_AFTER_FAILURES, 10);
  const delay = locks(row.subject) ? growing : Math.min(growing, ACCOUNT_MAX_DELAY_MS);
  return Math.max(0, Date.parse(row.last_failure_at) + delay - nowMs);
}

/** The longest wait among the subjects, in milliseconds (0 = the sign-in may be tried). */
export async function signInWait(db: Kysely<Database>, subjects: readonly string[], now: Date): Promise<number> {
  const rows = await db.selectFrom('dashboard_sign_in_failures').selectAll().where('subject', 'in', subjects).execute();
  return Math.max(0, ...rows.map((row) => waitOf(row, now.getTime())));
}

export async function recordFailure(db: Kysely<Database>, subjects: readonly string[], now: Date): Promise<void> {
  const nowMs = now.getTime();
  const forgottenBefore = toIso(new Date(nowMs - FORGET_MS));
  await db.transaction().execute(async (trx) => {
    // Counts nobody needs any more (past their 15 minutes, not locked): guessed emails do not pile up.
    await trx
      .deleteFrom('dashboard_sign_in_failures')
      .where('last_failure_at', '<', forgottenBefore)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', toIso(now))]))
      .execute();
    for (const subject of subjects) {
      const row = await trx.selectFrom('dashboard_sign_in_failures').selectAll().where('subject', '=', subject).executeTakeFirst();
      const stale = !row || (row.locked_until !== null ? Date.parse(row.locked_until) <= nowMs : nowMs - Date.parse(row.last_failure_at) >= FORGET_MS);
      const failures = stale ? 1 : row.failures + 1;
      const lockedUntil = locks(subject) && failures >= LOCK_AFTER_FAILURES ? toIso(new Date(nowMs + LOCK_MS)) : null;
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
