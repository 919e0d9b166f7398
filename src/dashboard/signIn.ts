/**
 * /dashboard/login (GET the form, POST to sign in), POST /dashboard/logout, POST /dashboard/mode.
 * The sign-in form carries a CSRF token tied to a short-lived cookie (there is no session yet);
 * a wrong email and a wrong password get the same answer, after the same scrypt work; failures
 * are throttled per account (slowed, never locked) and per client address (locked for 15 minutes),
 * throttle.ts says why. The address is `request.ip`: the socket peer, or X-Forwarded-For's client
 * when the peer is a proxy listed in TRUST_PROXY (app.ts), so clients behind a load balancer are
 * counted apart instead of all sharing the balancer's address.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { randomToken, sameSecret, UNKNOWN_USER_HASH, verifyPassword } from './passwords.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { endSession, setSessionMode, startSession } from './sessions.js';
import { clearedSessionCookie, cookie, dashboardPath, formFields, LOGIN_CSRF_COOKIE, readCookie, sessionCookie, sessionOf } from './support.js';
import { clearFailures, recordFailure, signInWait, subjectsOf } from './throttle.js';
import { findUserByEmail, normalizeEmail, recordSignIn } from './users.js';

const LOGIN_CSRF_SECONDS = 60 * 60;

export function isHttps(deps: DashboardDeps): boolean {
  return deps.config.publicBaseUrl.startsWith('https://');
}

function loginForm(reply: FastifyReply, deps: DashboardDeps, request: FastifyRequest, status: number, view: { email: string; error: string | null; notice: string | null }): FastifyReply {
  const token = readCookie(request, LOGIN_CSRF_COOKIE) || randomToken();
  reply.header('set-cookie', cookie(LOGIN_CSRF_COOKIE, token, { path: '/dashboard/login', maxAgeSeconds: LOGIN_CSRF_SECONDS, secure: isHttps(deps) }));
  return sendDashboardPage(reply, status, 'login', { title: 'Sign in · Meterline', header: null, csrfToken: token, ...view });
}

function waitWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function signInRoutes(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  // Subjects (email, IP) with a sign-in being checked on this node: a second try meanwhile is
  // refused, so guesses sent in parallel cannot all pass the throttle before the first failure counts.
  const inFlight = new Set<string>();

  scope.get('/login', HIDDEN, async (request, reply) => {
    if (request.dashboardSession) return reply.redirect('/dashboard', 303);
    return loginForm(reply, deps, request, 200, { email: '', error: null, notice: null });
  });

  scope.post('/login', HIDDEN, async (request, reply) => {
    const fields = formFields(request.body);
    const expected = readCookie(request, LOGIN_CSRF_COOKIE);
    if (!expected || !sameSecret(fields._csrf ?? '', expected)) {
      return sendDashboardMessage(reply, 403, 'This form has expired', 'The sign-in form was missing its security token. Reload the sign-in page and try again.');
    }
    const email = normalizeEmail(fields.email ?? '');
    const password = fields.password ?? '';
    const now = deps.realClock.now();
    const subjects = subjectsOf(email, request.ip);
    if (subjects.some((subject) => inFlight.has(subject))) {
      reply.header('retry-after', '1');
      return loginForm(reply, deps, request, 429, { email, error: 'A sign-in is already being checked. Try again in a moment.', notice: null });
    }
    for (const subject of subjects) inFlight.add(subject);
    try {
      const wait = await signInWait(db, subjects, now);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        return loginForm(reply, deps, request, 429, { email, error: `Too many failed sign-ins. Try again in ${waitWords(wait)}.`, notice: null });
      }
      const user = email ? await findUserByEmail(db, email) : undefined;
      // An unknown email costs the same scrypt work as a wrong password.
      const matches = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
      if (!user || !matches) {
        await recordFailure(db, subjects, now);
        return loginForm(reply, deps, request, 401, { email, error: 'The email or password is not right.', notice: null });
      }
      await clearFailures(db, `email:${email}`);
      await recordSignIn(db, deps.realClock, user.id);
      return await signedIn(reply, user);
    } finally {
      for (const subject of subjects) inFlight.delete(subject);
    }
  });

  async function signedIn(reply: FastifyReply, user: { id: string; company_id: string }): Promise<FastifyReply> {
    const { token } = await startSession(db, deps.realClock, user);
    return reply.header('set-cookie', sessionCookie(token, isHttps(deps))).header('cache-control', 'no-store').redirect('/dashboard', 303);
  }

  scope.post('/logout', HIDDEN, async (request, reply) => {
    await endSession(db, sessionOf(request).id);
    return reply.header('set-cookie', clearedSessionCookie(isHttps(deps))).redirect('/dashboard/login', 303);
  });

  scope.post('/mode', HIDDEN, async (request, reply) => {
    const fields = formFields(request.body);
    const mode = fields.mode;
    if (mode !== 'test' && mode !== 'live') return sendDashboardMessage(reply, 400, 'Unknown mode', 'Choose test or live data.');
    await setSessionMode(db, sessionOf(request).id, mode);
    return reply.redirect(dashboardPath(fields.return_to), 303);
  });
}
