/**
 * What every dashboard route shares: the cookies, the request's session (found once, in the
 * scope-clock hook), the redirect to sign-in without one, the CSRF check of every POST, and the
 * posted form's fields.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Scope } from '../db/scope.js';
import { companyProfile } from '../modules/platform/index.js';
import { sameSecret } from './passwords.js';
import type { HeaderData } from './render.js';
import { sendDashboardMessage } from './render.js';
import { SESSION_LIFETIME_MS, type DashboardSession } from './sessions.js';

export const SESSION_COOKIE = 'meterline_session';
export const LOGIN_CSRF_COOKIE = 'meterline_login_csrf';

declare module 'fastify' {
  interface FastifyRequest {
    dashboardSession: DashboardSession | null;
  }
}

export function readCookie(request: FastifyRequest, name: string): string {
  const header = request.headers.cookie;
  if (!header) return '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return '';
}

/** A cookie for `path`: HttpOnly, SameSite=Lax, Secure when the public address is https. */
export function cookie(name: string, value: string, options: { path: string; maxAgeSeconds: number; secure: boolean }): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookie(token: string, secure: boolean): string {
  return cookie(SESSION_COOKIE, token, { path: '/dashboard', maxAgeSeconds: SESSION_LIFETIME_MS / 1000, secure });
}

export function clearedSessionCookie(secure: boolean): string {
  return cookie(SESSION_COOKIE, '', { path: '/dashboard', maxAgeSeconds: 0, secure });
}

/** The session of a request that passed the sign-in hook (every route but sign-in has one). */
export function sessionOf(request: FastifyRequest): DashboardSession {
  const session = request.dashboardSession;
  if (!session) throw new Error('dashboard route reached without a session');
  return session;
}

export function scopeOfSession(session: DashboardSession): Scope {
  return { companyId: session.companyId, mode: session.mode };
}

export function headerOf(session: DashboardSession, companyName: string, current: HeaderData['current'], returnTo: string): HeaderData {
  return { companyName, email: session.email, mode: session.mode, csrfToken: session.csrfToken, current, returnTo };
}

/** The header of a page of the request's session: its company's name, `current` highlighted in the navigation. */
export async function sessionHeader(db: Db, request: FastifyRequest, current: HeaderData['current'], returnTo: string): Promise<HeaderData> {
  const session = sessionOf(request);
  const company = await companyProfile(db, session.companyId);
  return headerOf(session, company?.name ?? '', current, returnTo);
}

/** The posted fields as strings (first value of each, at most 500 characters). */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value.slice(0, 500);
  }
  return fields;
}

/** 403 unless the form carries the session's CSRF token. Returns false when it answered. */
export function checkCsrf(request: FastifyRequest, reply: FastifyReply, expected: string): boolean {
  const sent = formFields(request.body)._csrf ?? '';
  if (sent && expected && sameSecret(sent, expected)) return true;
  sendDashboardMessage(reply, 403, 'This form has expired', 'The form was missing its security token. Go back, reload the page and try again.');
  return false;
}

/** A /dashboard path to return to (anything else becomes /dashboard). */
export function dashboardPath(value: string | undefined): string {
  return value && /^\/dashboard(\/[A-Za-z0-9_\-/]*)?(\?[A-Za-z0-9_\-=&%.]*)?$/.test(value) && !value.includes('//') ? value : '/dashboard';
}

/** `?cursor=` from the query string, or undefined. */
export function queryString(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
