/**
 * /dashboard/invite/<token>: public (the invitee has no account yet). The invitee chooses a
 * password (twice) and is signed in. Like sign-in, the form carries a CSRF token bound to a
 * short-lived cookie; an unknown, used, revoked or expired link gets one and the same 404 page.
 * Accepting while signed in as someone else ends that other session (its row is deleted).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { companyProfile } from '../modules/platform/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { acceptInvite, MIN_PASSWORD_LENGTH, openInvite, passwordProblem } from './invites.js';
import { randomToken, sameSecret } from './passwords.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { endSession, startSession } from './sessions.js';
import { isHttps } from './signIn.js';
import { cookie, formFields, readCookie, sessionCookie } from './support.js';
import type { DashboardInviteTable } from './tables.js';
import { DashboardUserError } from './users.js';

export const INVITE_CSRF_COOKIE = 'meterline_invite_csrf';
const INVITE_CSRF_SECONDS = 60 * 60;

export function invitePage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  const tokenOf = (request: FastifyRequest) => (request.params as { token: string }).token;
  const unusable = (reply: FastifyReply) =>
    sendDashboardMessage(reply, 404, 'This invite link cannot be used', 'It was already used, has expired, or was never issued. Ask an owner of the company for a new invite.');

  async function form(request: FastifyRequest, reply: FastifyReply, status: number, invite: DashboardInviteTable, error: string | null) {
    const csrf = readCookie(request, INVITE_CSRF_COOKIE) || randomToken();
    reply.header('set-cookie', cookie(INVITE_CSRF_COOKIE, csrf, { path: '/dashboard/invite', maxAgeSeconds: INVITE_CSRF_SECONDS, secure: isHttps(deps) }));
    const company = await companyProfile(db, invite.company_id);
    return sendDashboardPage(reply, status, 'invite', {
      title: 'Accept invite · Meterline',
      header: null,
      csrfToken: csrf,
      action: `/dashboard/invite/${tokenOf(request)}`,
      companyName: company?.name ?? '',
      email: invite.email,
      minLength: MIN_PASSWORD_LENGTH,
      error,
    });
  }

  scope.get('/invite/:token', HIDDEN, async (request, reply) => {
    const invite = await openInvite(db, deps.realClock, tokenOf(request));
    if (!invite) return unusable(reply);
    return form(request, reply, 200, invite, null);
  });

  scope.post('/invite/:token', HIDDEN, async (request, reply) => {
    const fields = formFields(request.body);
    const expected = readCookie(request, INVITE_CSRF_COOKIE);
    if (!expected || !sameSecret(fields._csrf ?? '', expected)) {
      return sendDashboardMessage(reply, 403, 'This form has expired', 'The form was missing its security token. Open the invite link again and try again.');
    }
    const invite = await openInvite(db, deps.realClock, tokenOf(request));
    if (!invite) return unusable(reply);
    // formFields cuts values at 500 characters; passwordProblem refuses anything over 200 first.
    const password = fields.password ?? '';
    const problem = passwordProblem(password, fields.password_confirmation ?? '');
    if (problem) return form(request, reply, 400, invite, problem);
    let user;
    try {
      user = await acceptInvite(db, deps.realClock, invite, password);
    } catch (error) {
      if (!(error instanceof DashboardUserError)) throw error;
      return sendDashboardMessage(reply, 409, 'This email already has an account', `${error.message}. Sign in instead.`);
    }
    if (!user) return unusable(reply);
    // Someone else signed in on this browser is signed out for good, not only their cookie replaced.
    const previous = request.dashboardSession;
    if (previous) await endSession(db, previous.id);
    const { token } = await startSession(db, deps.realClock, user);
    return reply
      .header('set-cookie', [sessionCookie(token, isHttps(deps)), cookie(INVITE_CSRF_COOKIE, '', { path: '/dashboard/invite', maxAgeSeconds: 0, secure: isHttps(deps) })])
      .header('cache-control', 'no-store')
      .redirect('/dashboard', 303);
  });
}
