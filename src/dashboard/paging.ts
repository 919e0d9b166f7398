/**
 * Paging and filter helpers of the list pages (customers, invoices, subscriptions, plans): a page
 * request with the API's cursor, the current URL with one parameter set (for "Next page"), and a
 * filter value from the query string that must be one of the allowed values: anything else is a
 * 400 page naming the field (as the API refuses it), never silently no filter.
 */
import type { FastifyRequest } from 'fastify';
import { parsePageQuery } from '../http/pagination.js';
import type { PageRequest } from '../db/pagination.js';
import { queryString } from './support.js';

export const LIST_PAGE = 25;

export function pageOf(cursor: string | undefined, limit = LIST_PAGE): PageRequest {
  return parsePageQuery({ limit: String(limit), cursor });
}

/** `path` with the non-empty `query` values, `name` set to `value` (or dropped when undefined). */
export function urlWith(path: string, query: Record<string, string | undefined>, name?: string, value?: string): string {
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(query)) if (v !== undefined && v !== '' && key !== name) params.set(key, v);
  if (name !== undefined && value !== undefined) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A trimmed query value, or undefined when empty. */
export function queryText(request: FastifyRequest, name: string): string | undefined {
  return queryString(request, name)?.trim() || undefined;
}

/** A filter value the page does not know: the dashboard's error handler answers it with a 400 page naming the field. */
export class UnknownFilterValue extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    allowed: readonly string[],
  ) {
    super(`The ${field} filter must be one of: ${allowed.join(', ')}.`);
  }
}

/** A query value that must be one of `allowed` (empty: no filter; anything else: UnknownFilterValue). */
export function queryChoice<T extends string>(request: FastifyRequest, name: string, allowed: readonly T[]): T | undefined {
  const value = queryText(request, name);
  if (value === undefined) return undefined;
  const choice = allowed.find((c) => c === value);
  if (choice === undefined) throw new UnknownFilterValue(name, allowed);
  return choice;
}
