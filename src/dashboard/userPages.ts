/**
 * /dashboard/users: every user of the company sees the list (email, role, created, last sign-in);
 * an owner invites by email (a one-time link shown once, with a copy button) and removes users
 * after a confirmation page, which deletes their sessions with them. A member posting an owner's
 * action gets a 403; another company's user id is a 404; an owner cannot remove themselves.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { companyProfile } from '../modules/platform/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { createInvite, type CreatedInvite } from './invites.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import type { DashboardSession } from './sessions.js';
import { formFields, headerOf, queryString, sessionOf } from './support.js';
import { DashboardUserError, findCompanyUser, listDashboardUsers, removeDashboardUser } from './users.js';
import { instantWords } from './words.js';

interface InviteView {
  link: string;
  email: string;
  expires: string;
}

export function userPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  async function header(session: DashboardSession) {
    const company = await companyProfile(db, session.companyId);
    return headerOf(session, company?.name ?? '', 'users', '/dashboard/users');
  }

  async function usersPage(request: FastifyRequest, reply: FastifyReply, status: number, view: { invite: InviteView | null; email: string; error: string | null; notice: string | null }) {
    const session = sessionOf(request);
    const users = await listDashboardUsers(db, session.companyId);
    return sendDashboardPage(reply, status, 'users', {
      title: 'Users · Meterline',
      header: await header(session),
      csrfToken: session.csrfToken,
      isOwner: session.role === 'owner',
      users: users.map((user) => ({
        ...user,
        roleWord: user.role === 'owner' ? 'Owner' : 'Member',
        created: instantWords(user.created_at),
        lastSignIn: user.last_sign_in_at ? instantWords(user.last_sign_in_at) : 'Never',
        isSelf: user.id === session.userId,
      })),
      ...view,
    });
  }

  /**
   * Answers a member's request for an owner's action with a 403 and returns true; false for an
   * owner. (A boolean, not the reply: a reply is thenable, so an async function cannot return it.)
   */
  async function refusedToMember(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const session = sessionOf(request);
    if (session.role === 'owner') return false;
    sendDashboardMessage(reply, 403, 'Only an owner can do this', 'Ask an owner of this company to invite or remove users.', await header(session));
    return true;
  }

  function inviteView(invite: CreatedInvite): InviteView {
    return { link: `${deps.config.publicBaseUrl}/dashboard/invite/${invite.token}`, email: invite.email, expires: instantWords(invite.expires_at) };
  }

  scope.get('/users', HIDDEN, async (request, reply) => {
    // A fixed sentence, not the address: nothing from the query string is echoed on the page.
    const notice = queryString(request, 'removed') === '1' ? 'The user was removed and signed out everywhere.' : null;
    return usersPage(request, reply, 200, { invite: null, email: '', error: null, notice });
  });

  scope.post('/users/invite', HIDDEN, async (request, reply) => {
    if (await refusedToMember(request, reply)) return reply;
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

  async function companyUser(request: FastifyRequest): Promise<{ id: string; email: string } | undefined> {
    return findCompanyUser(db, sessionOf(request).companyId, (request.params as { userId: string }).userId);
  }
  const notFound = (reply: FastifyReply) => sendDashboardMessage(reply, 404, 'User not found', 'This company has no such user.');
  const notYourself = (reply: FastifyReply) => sendDashboardMessage(reply, 400, 'You cannot remove yourself', 'Another owner would have to remove you.');

  scope.get('/users/:userId/remove', HIDDEN, async (request, reply) => {
    if (await refusedToMember(request, reply)) return reply;
    const session = sessionOf(request);
    const user = await companyUser(request);
    if (!user) return notFound(reply);
    if (user.id === session.userId) return notYourself(reply);
    return sendDashboardPage(reply, 200, 'removeUser', { title: 'Remove user · Meterline', header: await header(session), csrfToken: session.csrfToken, user });
  });

  scope.post('/users/:userId/remove', HIDDEN, async (request, reply) => {
    if (await refusedToMember(request, reply)) return reply;
    const session = sessionOf(request);
    const user = await companyUser(request);
    if (!user) return notFound(reply);
    if (user.id === session.userId) return notYourself(reply);
    await removeDashboardUser(db, session.companyId, user.id);
    return reply.redirect('/dashboard/users?removed=1', 303);
  });
}
