/**
 * Paging and filter helpers of the billing pages (invoices, subscriptions, plans): a page request
 * with the API's cursor, the current URL with one parameter set (for "Next page"), and a filter
 * value from the query string kept only when it is one of the allowed values.
 */
import type { FastifyRequest } from 'fastify';
import { parsePageQuery, type PageRequest } from '../http/pagination.js';
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

/** A query value that must be one of `allowed` (anything else is no filter). */
export function queryChoice<T extends string>(request: FastifyRequest, name: string, allowed: readonly T[]): T | undefined {
  const value = queryText(request, name);
  return allowed.find((choice) => choice === value);
}
