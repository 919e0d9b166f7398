/**
 * U+0000 cannot be stored in a PostgreSQL text column (SQLite takes it), so a request carrying it
 * used to fail deep in the store with a 500 on one dialect and succeed on the other. It is refused
 * at the edge instead, the same on both stores: 400 VALIDATION_ERROR naming where it was.
 */
import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors/index.js';

/** The path of the first string (or key) holding U+0000, or null. Iterative: bodies nest deeply. */
export function findNul(root: unknown, rootPath: string): string | null {
  const stack: Array<[unknown, string]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return `${path}.${key}`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
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
