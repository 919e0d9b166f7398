/**
 * /dashboard/users: every user of the company sees the list (email, role, created, last sign-in)
 * and the pending invites; an owner invites by email (a one-time link shown once, with a copy
 * button), changes roles (userRolePages.ts), revokes invites (inviteRevokePages.ts) and removes
 * users after a confirmation page, which deletes their sessions with them. A member posting an
 * owner's action gets a 403; another company's user id is a 404; an owner cannot remove
 * themselves, and the last owner cannot be removed (a 409).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { inviteRevokePages } from './inviteRevokePages.js';
import { createInvite, listPendingInvites, type CreatedInvite } from './invites.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, queryString, sessionOf } from './support.js';
import { companyUserOf, lastOwner, refusedToMember, userNotFound, usersHeader } from './userPageSupport.js';
import { userRolePages } from './userRolePages.js';
import { removeDashboardUser } from './userRoles.js';
import { DashboardUserError, listDashboardUsers } from './users.js';
import { instantWords } from './words.js';

interface InviteView {
  link: string;
  email: string;
  expires: string;
}

/** Fixed sentences for `?done=`, never the address itself: nothing from the query string is echoed. */
const NOTICES: Record<string, string> = {
  removed: 'The user was removed and signed out everywhere.',
  role: 'The role was changed. It applies from their next page.',
  revoked: 'The invite was revoked; its link no longer works.',
};

export function userPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  async function usersPage(request: FastifyRequest, reply: FastifyReply, status: number, view: { invite: InviteView | null; email: string; error: string | null; notice: string | null }) {
    const session = sessionOf(request);
    const users = await listDashboardUsers(db, session.companyId);
    const invites = await listPendingInvites(db, deps.realClock, session.companyId);
    const owners = users.filter((user) => user.role === 'owner').length;
    return sendDashboardPage(reply, status, 'users', {
      title: 'Users · Meterline',
      header: await usersHeader(db, session),
      csrfToken: session.csrfToken,
      isOwner: session.role === 'owner',
      users: users.map((user) => ({
        ...user,
        roleWord: user.role === 'owner' ? 'Owner' : 'Member',
        // The last owner has no "Make member" button: the change would be refused.
        roleAction: user.role === 'member' ? 'Make owner' : owners > 1 ? 'Make member' : null,
        created: instantWords(user.created_at),
        lastSignIn: user.last_sign_in_at ? instantWords(user.last_sign_in_at) : 'Never',
        isSelf: user.id === session.userId,
      })),
      invites: invites.map((invite) => ({ id: invite.id, email: invite.email, invitedBy: invite.invited_by_email, expires: instantWords(invite.expires_at) })),
      ...view,
    });
  }

  function inviteView(invite: CreatedInvite): InviteView {
    return { link: `${deps.config.publicBaseUrl}/dashboard/invite/${invite.token}`, email: invite.email, expires: instantWords(invite.expires_at) };
  }

  scope.get('/users', HIDDEN, async (request, reply) => {
    const done = queryString(request, 'done') ?? (queryString(request, 'removed') === '1' ? 'removed' : '');
    const notice = Object.hasOwn(NOTICES, done) ? (NOTICES[done] ?? null) : null;
    return usersPage(request, reply, 200, { invite: null, email: '', error: null, notice });
  });

  scope.post('/users/invite', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const email = (formFields(request.body).email ?? '').trim();
    try {
      const invite = await createInvite(db, deps.realClock, { companyId: session.companyId, email, invitedBy: session.userId });
      return usersPage(request, reply, 201, { invite: inviteView(invite), email: '', error: null, notice: null });
    } catch (error) {
      if (!(error instanceof DashboardUserError)) throw error;
      return usersPage(request, reply, 400, { invite: null, email, error: `${error.message}.`, notice: null });
    }
  });

  const notYourself = (reply: FastifyReply) => sendDashboardMessage(reply, 400, 'You cannot remove yourself', 'Another owner would have to remove you.');

  scope.get('/users/:userId/remove', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const user = await companyUserOf(db, request);
    if (!user) return userNotFound(reply);
    if (user.id === session.userId) return notYourself(reply);
    return sendDashboardPage(reply, 200, 'removeUser', { title: 'Remove user · Meterline', header: await usersHeader(db, session), csrfToken: session.csrfToken, user });
  });

  scope.post('/users/:userId/remove', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const user = await companyUserOf(db, request);
    if (!user) return userNotFound(reply);
    if (user.id === session.userId) return notYourself(reply);
    const removal = await removeDashboardUser(db, session.companyId, user.id);
    if (removal === 'last_owner') return lastOwner(reply, user.email);
    if (removal === 'not_found') return userNotFound(reply);
    return reply.redirect('/dashboard/users?removed=1', 303);
  });

  userRolePages(scope, deps);
  inviteRevokePages(scope, deps);
}
