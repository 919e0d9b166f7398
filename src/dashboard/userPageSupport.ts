/** What the users pages share: their header, the owner-only guard, and the not-found pages. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { companyProfile } from '../modules/platform/index.js';
import type { HeaderData } from './render.js';
import { sendDashboardMessage } from './render.js';
import type { DashboardSession } from './sessions.js';
import { headerOf, sessionOf } from './support.js';
import { findCompanyUser, type DashboardUserSummary } from './users.js';

export async function usersHeader(db: Kysely<Database>, session: DashboardSession): Promise<HeaderData> {
  const company = await companyProfile(db, session.companyId);
  return headerOf(session, company?.name ?? '', 'users', '/dashboard/users');
}

/**
 * Answers a member's request for an owner's action with a 403 and returns true; false for an
 * owner. (A boolean, not the reply: a reply is thenable, so an async function cannot return it.)
 */
export async function refusedToMember(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const session = sessionOf(request);
  if (session.role === 'owner') return false;
  sendDashboardMessage(reply, 403, 'Only an owner can do this', 'Ask an owner of this company to invite, change or remove users.', await usersHeader(db, session));
  return true;
}

/** The user the route's `:userId` names, if they belong to the session's company. */
export async function companyUserOf(db: Kysely<Database>, request: FastifyRequest): Promise<DashboardUserSummary | undefined> {
  return findCompanyUser(db, sessionOf(request).companyId, (request.params as { userId: string }).userId);
}

export const userNotFound = (reply: FastifyReply) => sendDashboardMessage(reply, 404, 'User not found', 'This company has no such user.');

/** 409: the change would leave the company without an owner. */
export const lastOwner = (reply: FastifyReply, email: string) =>
  sendDashboardMessage(reply, 409, 'A company needs an owner', `${email} is the last owner of this company, so they cannot be made a member or removed. Make another user an owner first.`);
