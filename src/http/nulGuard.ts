/**
 * U+0000 cannot be stored in a PostgreSQL text column (SQLite takes it), so a request carrying it
 * used to fail deep in the store with a 500 on one dialect and succeed on the other. It is refused
 * at the edge instead, the same on both stores: 400 VALIDATION_ERROR naming where it was.
 */
import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors/index.js';
import { findString } from './stringScan.js';

/** The path of the first string (or key) holding U+0000, or null. */
export function findNul(root: unknown, rootPath: string): string | null {
  return findString(root, rootPath, holdsNul);
}

function holdsNul(text: string): boolean {
  return text.includes('\u0000');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks its body item by item (a batch: one bad item fails alone). */
    bodyCheckedPerItem?: boolean;
  }
}

/** A preValidation hook: params, query string and body. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const body = request.routeOptions.config.bodyCheckedPerItem ? null : request.body;
  const path = findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(body, 'body');
  if (path) throw invalid([{ path, message: 'must not contain the NUL character (U+0000)' }]);
}
