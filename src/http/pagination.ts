/**
 * A page request from the query string (docs/decisions.md, HTTP conventions): `limit` 1..100
 * (default 50) and an opaque cursor (src/db/pagination.ts), newest first, stable under inserts.
 */
import type { CursorPosition, PageRequest } from '../db/pagination.js';
import { invalid } from '../errors/index.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // U+0000 cannot reach PostgreSQL text (a 500 there); no cursor we issue carries one.
    if (Array.isArray(parsed) && parsed.length === 2 && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' && !`${parsed[0]}${parsed[1]}`.includes('\u0000')) {
      return { createdAt: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through to the validation error
  }
  return null;
}

export function parsePageQuery(query: { limit?: string | undefined; cursor?: string | undefined }): PageRequest {
  let limit = DEFAULT_PAGE_SIZE;
  if (query.limit !== undefined) {
    limit = /^\d{1,4}$/.test(query.limit) ? Number(query.limit) : NaN;
    if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
      throw invalid([{ path: 'querystring.limit', message: `must be an integer from 1 to ${MAX_PAGE_SIZE}` }]);
    }
  }
  let after: CursorPosition | null = null;
  if (query.cursor !== undefined && query.cursor !== '') {
    after = decodeCursor(query.cursor);
    if (!after) throw invalid([{ path: 'querystring.cursor', message: 'is not a cursor this API issued' }]);
  }
  return { limit, after };
}
