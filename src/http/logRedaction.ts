/**
 * Keys never reach the logs. The authorization header is never logged (and redacted if it were),
 * but a client can misplace a key in a URL (`?api_key=...`, a filter value), and the request log
 * line carries the URL: every key-shaped string in it is masked.
 */
import type { FastifyRequest } from 'fastify';

const KEY = /ak_(live|test)_[A-Za-z0-9]{32}/g;

export function redactKeys(text: string): string {
  return text.replace(KEY, 'ak_$1_[REDACTED]');
}

/** The request as logged: Fastify's default fields, with keys masked in the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactKeys(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
