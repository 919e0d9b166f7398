/**
 * /dashboard/users/invites/<id>/revoke: an owner revokes a pending invite after a confirmation
 * page; its link then gets the same "cannot be used" page as a used one. A member gets a 403;
 * another company's invite, or one used or expired, is a 404.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { findPendingInvite, revokeInvite } from './invites.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { sessionOf } from './support.js';
import { refusedToMember, usersHeader } from './userPageSupport.js';
import { instantWords } from './words.js';

export function inviteRevokePages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  const inviteOf = (request: FastifyRequest) => findPendingInvite(db, deps.realClock, sessionOf(request).companyId, (request.params as { inviteId: string }).inviteId);
  const notFound = (reply: FastifyReply) => sendDashboardMessage(reply, 404, 'Invite not found', 'This company has no such pending invite. It may have been used, revoked or have expired.');

  scope.get('/users/invites/:inviteId/revoke', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const invite = await inviteOf(request);
    if (!invite) return notFound(reply);
    return sendDashboardPage(reply, 200, 'revokeInvite', {
      title: 'Revoke invite · Meterline',
      header: await usersHeader(db, session),
      csrfToken: session.csrfToken,
      invite: { ...invite, expires: instantWords(invite.expires_at) },
    });
  });

  scope.post('/users/invites/:inviteId/revoke', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const invite = await inviteOf(request);
    if (!invite || !(await revokeInvite(db, session.companyId, invite.id))) return notFound(reply);
    return reply.redirect('/dashboard/users?done=revoked', 303);
  });
}
