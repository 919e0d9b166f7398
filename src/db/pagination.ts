/**
 * Keyset pages, newest first (docs/decisions.md, HTTP conventions): rows ordered by
 * (created_at desc, id desc); a cursor carries the last row's pair, so rows inserted later never
 * shift a page that is being walked. What a repo needs to read one page; reading a page request
 * from a query string is src/http/pagination.ts.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';

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

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
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
