/**
 * Cursor pagination (docs/decisions.md, HTTP conventions): `limit` 1..100 (default 50), an opaque cursor, newest
 * first, stable under inserts. Rows are ordered by (created_at desc, id desc); the cursor carries
 * the last row's pair, so rows inserted later never shift a page that is being walked.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { invalid } from '../errors/index.js';

export interface CursorPosition {
  createdAt: string;
  id: string;
}

export interface PageRequest {
  limit: number;
  after: CursorPosition | null;
}

export interface PageResult<T> {
  items: T[];
  pagination: { has_more: boolean; next_cursor: string | null };
}

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

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

/** The WHERE condition that starts a newest-first page after `position`. */
export function afterCursor(position: CursorPosition, table: string): RawBuilder<SqlBool> {
  const createdAt = sql.ref(`${table}.created_at`);
  const id = sql.ref(`${table}.id`);
  return sql<SqlBool>`(${createdAt} < ${position.createdAt} or (${createdAt} = ${position.createdAt} and ${id} < ${position.id}))`;
}

/** Cuts the `limit + 1` rows a repo fetched into a page and its cursor. */
export function toPage<T extends { created_at: string; id: string }>(rows: T[], limit: number): PageResult<T> {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items[items.length - 1];
  return {
    items,
    pagination: {
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    },
  };
}
