/**
 * Answers that leave before any route runs, in the contract's envelope like every other error:
 * - what Node's HTTP parser refuses (a header block over the limit, malformed chunked encoding or
 *   Content-Length, a request that timed out): Fastify's default writes a bare
 *   `{ error, message, statusCode }`; here it is `{ success: false, error: { code, message },
 *   request_id }` with `X-Request-Id`, and the connection is closed as Node would;
 * - an unknown path under `/v1`: authenticated first, so a caller without a valid key learns
 *   nothing about which routes exist (401, as for a real route), and one with a key gets the 404.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** The not-found handler: a `/v1` path checks the key before saying the route does not exist. */
export function answerNotFound(authenticator: Authenticator) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0] ?? request.url;
    if (path === '/v1' || path.startsWith('/v1/')) await authenticator.authenticate(request.headers.authorization);
    const error = new DomainError('NOT_FOUND', `Route ${request.method} ${path} not found`);
    reply.code(404).send(errorBody(request, error));
  };
}
