/**
 * Answers that leave before any route runs, in the contract's envelope like every other error:
 * - what Node's HTTP parser refuses (a header block over the limit, malformed chunked encoding or
 *   Content-Length, a request that timed out): Fastify's default writes a bare
 *   `{ error, message, statusCode }`; here it is `{ success: false, error: { code, message },
 *   request_id }` with `X-Request-Id`, and the connection is closed as Node would;
 * - an unknown path under `/v1`: authenticated first, so a caller without a valid key learns
 *   nothing about which routes exist (401, as for a real route), and one with a key gets the 404;
 * - a known path asked with a method it does not have: 405 METHOD_NOT_ALLOWED with an `Allow`
 *   header listing the methods it has (RFC 9110 section 15.5.6), after the key check under `/v1`.
 *   The router only answers "not found"; the methods of a path come from the registered routes
 *   (RouteMethods, fed by an `onRoute` hook).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { newId } from '../db/ids.js';
import { DomainError, statusOf } from '../errors/index.js';
import type { Authenticator } from './authenticator.js';
import { errorBody } from './errorHandler.js';

interface ParserError extends Error {
  code?: string;
}

function refusal(error: ParserError): DomainError {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return new DomainError('HEADERS_TOO_LARGE', 'The request headers are larger than the server accepts');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new DomainError('REQUEST_TIMEOUT', 'The request was not received in time');
    default:
      return new DomainError('INVALID_REQUEST', 'The request is not valid HTTP (framing, chunked encoding or Content-Length)');
  }
}

/** The HTTP server's `clientError` handler (Fastify's `clientErrorHandler` option). */
export function answerClientError(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refused = refusal(error);
  const status = statusOf(refused.code);
  const requestId = `req_${newId()}`;
  const body = JSON.stringify({ success: false, error: { code: refused.code, message: refused.message }, request_id: requestId });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `X-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A registered route's URL pattern (`/v1/plans/:id/fees/:feeId`, `/docs/static/*`) as a whole-path matcher. */
function patternOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      return segment
        .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
        .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
    })
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The methods each registered path answers, to tell "no such path" (404) from "not this method" (405). */
export class RouteMethods {
  private readonly byUrl = new Map<string, { pattern: RegExp; methods: Set<string> }>();

  /** The `onRoute` hook: records every route as it is registered. */
  readonly record = (route: RouteOptions): void => {
    let entry = this.byUrl.get(route.url);
    if (!entry) {
      entry = { pattern: patternOf(route.url), methods: new Set() };
      this.byUrl.set(route.url, entry);
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) entry.methods.add(method.toUpperCase());
  };

  /** The methods the routes matching this concrete path answer, sorted; empty when none does. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const { pattern, methods: own } of this.byUrl.values()) {
      if (pattern.test(path)) for (const method of own) methods.add(method);
    }
    return [...methods].sort();
  }
}

/**
 * The not-found handler: a `/v1` path checks the key first; then a path that exists with other
 * methods is a 405 with `Allow`, anything else the 404.
 */
export function answerNotFound(authenticator: Authenticator, routes: RouteMethods) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/v1' || path.startsWith('/v1/')) await authenticator.authenticate(request.headers.authorization);
    const allowed = routes.allowed(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const error = new DomainError('METHOD_NOT_ALLOWED', `Method ${request.method} is not allowed on ${path}; allowed: ${allowed.join(', ')}`);
      reply.code(statusOf(error.code)).header('Allow', allowed.join(', ')).send(errorBody(request, error));
      return;
    }
    const error = new DomainError('NOT_FOUND', `Route ${request.method} ${path} not found`);
    reply.code(404).send(errorBody(request, error));
  };
}
