/**
 * What the signup and checkout pages share: the form body parser (registered only inside their
 * encapsulated plugin, so the API still answers 415 to forms), reading the posted fields, the
 * card fields, and the pages for links that are unknown, expired, used or no longer possible.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { companyProfile } from '../modules/platform/index.js';
import type { CardInput } from '../payments/provider.js';
import { pageErrorHandler, sendPage, type PageData } from './render.js';

const FORM_BODY_LIMIT = 16 * 1024;

/** Parses `application/x-www-form-urlencoded` bodies in this plugin scope only. */
export function acceptForms(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) {
      if (!(key in fields)) fields[key] = value;
    }
    done(null, fields);
  });
}

/** The posted fields as strings; anything else (a JSON body, nothing) reads as no fields. */
export function formFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value.slice(0, 200);
  }
  return fields;
}

/** The card as typed, or null when the form carried no card fields at all. */
export function cardFrom(fields: Record<string, string>): CardInput | null {
  const number = fields.card_number ?? '';
  const expiry = fields.card_expiry ?? '';
  const cvc = fields.card_cvc ?? '';
  if (!number && !expiry && !cvc) return null;
  return { number, expiry, cvc };
}

/** The token from a wildcard route (`/subscribe/*`); an over-long or nested path is simply unknown. */
export function tokenParam(params: unknown): string {
  const value = (params as { '*'?: unknown })['*'];
  return typeof value === 'string' ? value : '';
}

export interface LinkMessage {
  companyName: string | null;
  heading: string;
  message: string;
  backUrl: string | null;
}

/** A page that explains why the link cannot be used, with the company's Back link when known. */
export function sendLinkMessage(reply: FastifyReply, status: number, page: LinkMessage): FastifyReply {
  return sendPage(reply, status, 'linkMessage', { title: page.companyName ? `${page.heading} · ${page.companyName}` : page.heading, ...page });
}

export function unknownLink(reply: FastifyReply, kind: 'signup' | 'checkout'): FastifyReply {
  return sendLinkMessage(reply, 404, {
    companyName: null,
    heading: 'Link not found',
    message: `This ${kind} link does not exist. Check that you copied the whole address, or ask for a new link.`,
    backUrl: null,
  });
}

export function goneLink(reply: FastifyReply, state: 'used' | 'expired', companyName: string | null, backUrl: string | null): FastifyReply {
  const who = companyName ?? 'the company that sent it';
  return sendLinkMessage(
    reply,
    410,
    state === 'expired'
      ? { companyName, heading: 'This link has expired', message: `Links are valid for 24 hours. Ask ${who} for a new one.`, backUrl }
      : { companyName, heading: 'This link has already been used', message: `Each link works once. Ask ${who} for a new one if you need it.`, backUrl },
  );
}

/**
 * 409: another tab (or another change of the same subscription) is paying right now. Nothing was
 * charged by this request; reloading shows the result once the other one finishes.
 */
export function paymentInProgress(reply: FastifyReply, companyName: string | null, backUrl: string | null): FastifyReply {
  return sendLinkMessage(reply, 409, {
    companyName,
    heading: 'A payment is already in progress',
    message: 'This link is being paid in another window right now, so nothing was charged here. Wait a moment, then reload this page to see the result.',
    backUrl,
  });
}

/** The name a link's pages speak in: the company that made the link. */
export async function companyNameOf(db: Kysely<Database>, link: { company_id: string }): Promise<string | null> {
  return (await companyProfile(db, link.company_id))?.name ?? null;
}

/** Sets up a link pages' plugin scope: form bodies, HTML errors, and the unknown-link page for other paths. */
export function prepareLinkPages(pages: FastifyInstance, kind: 'signup' | 'checkout'): void {
  acceptForms(pages);
  pages.setErrorHandler(pageErrorHandler);
  pages.setNotFoundHandler((_request, reply) => unknownLink(reply, kind));
}

/** After a link is used: 303 to its success_url when it has one, else the done page. */
export async function sendLinkDone(reply: FastifyReply, successUrl: string | null, doneView: () => Promise<PageData>): Promise<FastifyReply> {
  if (successUrl) return reply.header('cache-control', 'no-store').redirect(successUrl, 303);
  return sendPage(reply, 200, 'linkDone', await doneView());
}
