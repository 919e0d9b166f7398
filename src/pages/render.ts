/**
 * Hosted pages are server-rendered HTML: Eta templates under
 * `src/pages/templates/`, auto-escaping every `<%= %>` interpolation, inside one base layout
 * (mobile-friendly, inline CSS, no JavaScript).
 *
 *   sendPage(reply, 200, 'invoice', { title: 'Invoice ACME-0001', ... });
 *   sendMessagePage(reply, 404, 'Invoice not found', 'This link does not lead to an invoice.');
 *
 * In templates, print data with `<%= it.x %>` only. `<%~ %>` (unescaped) is for the layout's
 * already-rendered body, never for data.
 */
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreUnavailable } from '../db/store.js';

/** Resolves to src/pages/templates from both src/pages (tsx, vitest) and dist/pages (the build). */
export const TEMPLATES_DIR = fileURLToPath(new URL('../../src/pages/templates/', import.meta.url));

const eta = new Eta({ views: TEMPLATES_DIR, autoEscape: true, cache: true, autoTrim: [false, 'nl'] });

export interface PageData {
  /** The document title (escaped). */
  title: string;
  [key: string]: unknown;
}

/** The page `templates/<templateName>.eta`, rendered with `it` = data, inside the base layout. */
export function renderPage(templateName: string, data: PageData): string {
  const body = eta.render(templateName, data);
  return eta.render('layout', { title: data.title, body });
}

/**
 * Headers every hosted page carries: no scripts, no framing, nothing loaded from elsewhere,
 * the URL's token never leaked by Referer, nothing cached (statuses change, links expire).
 */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export function pageHeaders(csp = PAGE_CSP): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

/** Renders and sends a page with the security headers; `csp` replaces PAGE_CSP (e.g. to add `form-action`). */
export function sendPage(reply: FastifyReply, status: number, templateName: string, data: PageData, options: { csp?: string } = {}): FastifyReply {
  return reply.code(status).headers(pageHeaders(options.csp)).send(renderPage(templateName, data));
}

/** A page that only says something: not found, expired, gone, an error. */
export function sendMessagePage(reply: FastifyReply, status: number, title: string, message: string): FastifyReply {
  return sendPage(reply, status, 'message', { title, heading: title, message });
}

/**
 * The error handler of a page plugin (`plugin.setErrorHandler(pageErrorHandler)`): a plain HTML
 * page, never a stack trace or a JSON envelope. The error is logged with the request id.
 */
export function pageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : isStoreUnavailable(error) ? 503 : 500;
  if (status >= 500) request.log.error({ err: error, request_id: request.id }, 'page failed');
  if (status === 503) {
    reply.header('retry-after', '5');
    sendMessagePage(reply, 503, 'Temporarily unavailable', 'This page cannot be shown right now. Please try again in a moment.');
    return;
  }
  if (status >= 500) {
    sendMessagePage(reply, 500, 'Something went wrong', `This page could not be shown. Reference: ${request.id}`);
    return;
  }
  sendMessagePage(reply, status, status === 404 ? 'Page not found' : 'This request could not be handled', 'Check the link you followed and try again.');
}
