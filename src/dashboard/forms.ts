/**
 * What the dashboard's forms share (issue 32, item 1):
 * - who may write: as for API keys, anyone signed in changes test data, only an owner live data;
 * - the body a form builds checked against the API route's own TypeBox schema before the use case
 *   runs (a VALIDATION_ERROR naming each field, as the API refuses the same body), so nothing the
 *   API would refuse reaches a use case;
 * - a refusal of the use case (a DomainError: the API's code, message and fields) in words.
 */
import { FormatRegistry, TypeRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DomainError, invalid, isFieldProblem } from '../errors/index.js';
import type { DashboardSession } from './sessions.js';

/** May this session change data of its mode? Test: anyone; live: owners (as live keys). */
export function mayWrite(session: DashboardSession): boolean {
  return session.mode === 'test' || session.role === 'owner';
}

export const OWNER_ONLY = {
  heading: 'Only an owner can do this',
  message: 'Live data moves real money: ask an owner of this company to make this change. Members change test data.',
};

// The API's string enums (http/schemas' StringEnum) are Unsafe schemas, which only ajv reads:
// TypeBox's checker is told what they hold, a string among `enum`.
if (!TypeRegistry.Has('Unsafe')) {
  TypeRegistry.Set('Unsafe', (schema: { type?: unknown; enum?: unknown }, value: unknown) => {
    if (Array.isArray(schema.enum)) return schema.enum.includes(value);
    return schema.type !== 'string' || typeof value === 'string';
  });
}

// The API's ajv checks `format: 'email'` with ajv-formats' full email pattern; TypeBox's checker
// knows no format until told, so it is told the same pattern.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));

/** The body as the API's schema accepts it, or an InvalidFields naming each field at fault. */
export function checkBody<T extends TSchema>(schema: T, body: unknown): Static<T> {
  if (Value.Check(schema, body)) return body;
  const problems = [...Value.Errors(schema, body)].slice(0, 10).map((e) => ({ field: e.path.replace(/^\//, '').replace(/\//g, '.') || 'body', message: e.message }));
  throw invalid(problems);
}

/** The refusal's words: its message, then each field at fault. */
export function refusalWords(error: DomainError): string[] {
  const fields = (error.details ?? []).map((d) => (isFieldProblem(d) ? `${d.field}: ${d.message}` : `${d.path}: ${d.message}`));
  return [error.message, ...fields.filter((f) => f !== error.message)];
}

/** Runs `work`; a DomainError the API answers with a 4xx (not a 404, which stays a 404 page) comes back as its words. */
export async function attempt<T>(work: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; problems: string[]; status: number }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof DomainError) || error.statusCode >= 500 || error.code === 'NOT_FOUND') throw error;
    return { ok: false, problems: refusalWords(error), status: error.statusCode };
  }
}

/** A form field's trimmed text, or undefined when empty. */
export function optionalField(fields: Record<string, string>, name: string): string | undefined {
  const value = (fields[name] ?? '').trim();
  return value === '' ? undefined : value;
}
