/**
 * /dashboard/users/<id>/role: an owner makes a member an owner, or an owner a member, after a
 * confirmation page. The form names the role it asks for, so sending it twice changes nothing
 * more. The last owner cannot be made a member (a 409 page, on the confirmation page already);
 * a member gets a 403; another company's user is a 404.
 */
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, sessionOf } from './support.js';
import { companyUserOf, lastOwner, refusedToMember, userNotFound, usersHeader } from './userPageSupport.js';
import { changeUserRole, isDashboardRole } from './userRoles.js';
import { listDashboardUsers } from './users.js';

export function userRolePages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  scope.get('/users/:userId/role', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const user = await companyUserOf(db, request);
    if (!user) return userNotFound(reply);
    const role = user.role === 'owner' ? 'member' : 'owner';
    if (role === 'member') {
      const owners = (await listDashboardUsers(db, session.companyId)).filter((u) => u.role === 'owner');
      if (owners.length === 1) return lastOwner(reply, user.email);
    }
    return sendDashboardPage(reply, 200, 'userRole', {
      title: 'Change role · Meterline',
      header: await usersHeader(db, session),
      csrfToken: session.csrfToken,
      user,
      role,
      isSelf: user.id === session.userId,
    });
  });

  scope.post('/users/:userId/role', HIDDEN, async (request, reply) => {
    if (await refusedToMember(db, request, reply)) return reply;
    const session = sessionOf(request);
    const role = formFields(request.body).role;
    if (!isDashboardRole(role)) return sendDashboardMessage(reply, 400, 'Unknown role', 'A user is either an owner or a member.', await usersHeader(db, session));
    const user = await companyUserOf(db, request);
    if (!user) return userNotFound(reply);
    const change = await changeUserRole(db, session.companyId, user.id, role);
    if (change === 'last_owner') return lastOwner(reply, user.email);
    if (change === 'not_found') return userNotFound(reply);
    // Sent twice (or the role was already so): nothing changed, so no notice says it did.
    return reply.redirect(change === 'changed' ? '/dashboard/users?done=role' : '/dashboard/users', 303);
  });
}
