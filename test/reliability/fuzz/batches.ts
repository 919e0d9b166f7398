/**
 * What the fuzzer holds every `POST /v1/events/batch` to, derived from the payload alone:
 * - a malformed envelope (not an object, `events` missing or not an array, no events, more than
 *   1,000, any other field) is 400 VALIDATION_ERROR; text that is not JSON, or JSON the strict
 *   parser refuses as a whole (a lone surrogate, a prototype-pollution key), is a 400; over the
 *   body limit, 413; none of them writes anything;
 * - a well-formed envelope is 200 with one result per event, in order, whatever the events hold:
 *   each `inserted`, `duplicate` or `failed` with a code (never INTERNAL_ERROR or DATABASE_ERROR,
 *   a batch's 5xx), events the fuzzer built valid never fail, the first stored occurrence of a
 *   key is the one `inserted` and every repeat answers its usage_id; and the store gains exactly
 *   the inserted events, each under its key, drawn its answered cost, and nothing of a failed or
 *   duplicate event (a batch with nothing inserted leaves the store as it was).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.js';
import { dec, formatDecimal, sum, type Decimal } from '../../../src/money/decimal.js';
import { netRows, type StoreMark } from './storeMark.js';

export const MAX_EVENTS = 1000;
/** Keys of events the fuzzer built valid: each must be `inserted` or `duplicate`. */
export const VALID_KEY_PREFIXES = ['fuzzb-ok-', 'fuzzb-shared-'];
/** Per-event codes that are a server fault, not the event's. */
const FAULT_CODES = new Set(['INTERNAL_ERROR', 'DATABASE_ERROR']);

export type BatchExpectation = { status: 413 } | { status: 400; code?: 'VALIDATION_ERROR' } | { status: 200; events: unknown[] };

type Json = Record<string, unknown>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Refused as a whole body by the JSON parser: a `__proto__` key, `constructor.prototype`, a lone surrogate anywhere. */
function refusedWhole(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      stack.push(...value);
    } else if (isObject(value)) {
      if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return true;
      const ctor = Object.prototype.hasOwnProperty.call(value, 'constructor') ? value.constructor : null;
      if (ctor !== null && typeof ctor === 'object' && Object.prototype.hasOwnProperty.call(ctor, 'prototype')) return true;
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

export function expectedBatchAnswer(payload: string, bodyLimitBytes: number): BatchExpectation {
  if (Buffer.byteLength(payload) > bodyLimitBytes) return { status: 413 };
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return { status: 400 };
  }
  if (refusedWhole(value)) return { status: 400 };
  if (!isObject(value) || Object.keys(value).some((key) => key !== 'events')) return { status: 400, code: 'VALIDATION_ERROR' };
  const events = value.events;
  if (!Array.isArray(events) || events.length < 1 || events.length > MAX_EVENTS) return { status: 400, code: 'VALIDATION_ERROR' };
  return { status: 200, events };
}

/** The answer's status and code against the expectation, or null. */
export function answerProblem(expected: BatchExpectation, status: number, body: unknown): string | null {
  if (status !== expected.status) return `answered ${status}, expected ${expected.status}`;
  if (expected.status === 400 && expected.code !== undefined) {
    const code = (body as { error?: { code?: unknown } }).error?.code;
    if (code !== expected.code) return `answered 400 ${String(code)}, expected ${expected.code}`;
  }
  return null;
}

/** The idempotency keys of `events` a store can hold (strings; PostgreSQL text cannot take U+0000). */
function storableKeys(events: readonly unknown[]): string[] {
  const keys = new Set<string>();
  for (const event of events) {
    const key = isObject(event) ? event.idempotency_key : undefined;
    if (typeof key === 'string' && key.length > 0 && !key.includes('\u0000')) keys.add(key);
  }
  return [...keys];
}

export interface BatchTally {
  events: number;
  ledgerEntries: number;
  walletTotal: Decimal;
  /** Stored event ids per key of the batch. */
  stored: Map<string, string[]>;
}

/**
 * What a batch can change: the event and ledger row counts (net rows written since the store's
 * mark was installed, storeMark.ts), the wallets' total (the fuzz world has one company and a
 * handful of wallets), and the rows stored under the batch's keys.
 */
export async function batchTally(db: Kysely<Database>, companyId: string, events: readonly unknown[], mark: StoreMark): Promise<BatchTally> {
  const wallets = await db.selectFrom('wallets').select('balance').execute();
  const keys = storableKeys(events);
  const stored = new Map<string, string[]>();
  if (keys.length > 0) {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'idempotency_key'])
      .where('company_id', '=', companyId)
      .where('mode', '=', 'test')
      .where('idempotency_key', 'in', keys)
      .orderBy('id')
      .execute();
    for (const row of rows) stored.set(row.idempotency_key, [...(stored.get(row.idempotency_key) ?? []), row.id]);
  }
  return { events: netRows(mark, 'events'), ledgerEntries: netRows(mark, 'ledger_entries'), walletTotal: sum(wallets.map((w) => dec(w.balance))), stored };
}

interface Result {
  success?: unknown;
  status?: unknown;
  usage_id?: unknown;
  cost?: unknown;
  customer_balances?: unknown;
  error?: { code?: unknown; message?: unknown };
}

function costOf(result: Result): Decimal {
  return sum((result.cost as Array<{ amount: string }>).map((item) => dec(item.amount)));
}

/** Each result's shape, and the rules for keys inside the batch (first stored occurrence inserted, repeats its duplicates). */
export function resultProblems(events: readonly unknown[], body: unknown): string[] {
  const results = (body as { results?: unknown }).results;
  if (!Array.isArray(results)) return ['no results array'];
  if (results.length !== events.length) return [`${results.length} results for ${events.length} events`];
  const problems: string[] = [];
  const firstOfKey = new Map<string, Result>();
  results.forEach((raw: unknown, i) => {
    const event = events[i];
    const key = isObject(event) && typeof event.idempotency_key === 'string' ? event.idempotency_key : null;
    if (!isObject(raw)) return problems.push(`results[${i}] is not an object`);
    const result = raw as Result;
    if (result.status === 'failed') {
      if (result.success !== false) problems.push(`results[${i}] failed without success: false`);
      const code = result.error?.code;
      if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]+$/.test(code) || typeof result.error?.message !== 'string') problems.push(`results[${i}] failed without a code and message`);
      else if (FAULT_CODES.has(code)) problems.push(`results[${i}] failed with ${code}: ${String(result.error?.message)}`);
      if (key !== null && VALID_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) problems.push(`results[${i}] (a valid event) failed with ${String(code)}: ${String(result.error?.message)}`);
      return;
    }
    if (result.status !== 'inserted' && result.status !== 'duplicate') return problems.push(`results[${i}] has status ${String(result.status)}`);
    if (result.success !== true || typeof result.usage_id !== 'string' || !Array.isArray(result.cost) || !Array.isArray(result.customer_balances)) {
      return problems.push(`results[${i}] ${result.status} without success, usage_id, cost and balances`);
    }
    if (key === null) return problems.push(`results[${i}] ${result.status} for an event without a string key`);
    const first = firstOfKey.get(key);
    if (!first) {
      firstOfKey.set(key, result);
    } else {
      if (result.status !== 'duplicate') problems.push(`results[${i}] ${result.status} for key ${key} already answered earlier in the batch`);
      if (result.usage_id !== first.usage_id) problems.push(`results[${i}] usage_id ${result.usage_id} for key ${key}, answered ${String(first.usage_id)} earlier in the batch`);
    }
  });
  return problems;
}

/** The store after the batch: exactly the inserted events, under their keys, drawn their cost; nothing of the rest. */
export async function writeProblems(db: Kysely<Database>, companyId: string, events: readonly unknown[], body: unknown, before: BatchTally, after: BatchTally): Promise<string[]> {
  const results = (body as { results: Result[] }).results;
  const inserted = results.filter((r) => r.status === 'inserted');
  const problems: string[] = [];
  if (after.events - before.events !== inserted.length) problems.push(`${after.events - before.events} events stored for ${inserted.length} inserted`);
  const keyOf = (i: number) => {
    const event = events[i];
    return isObject(event) && typeof event.idempotency_key === 'string' ? event.idempotency_key : null;
  };
  for (const key of after.stored.keys()) if (!before.stored.has(key) && !results.some((r, i) => r.status === 'inserted' && keyOf(i) === key)) problems.push(`key ${key} stored, never answered inserted`);
  results.forEach((result, i) => {
    const key = keyOf(i);
    if (key === null || key.includes('\u0000')) return;
    const was = before.stored.get(key) ?? [];
    const now = after.stored.get(key) ?? [];
    if (result.status === 'inserted') {
      if (was.length > 0) problems.push(`results[${i}] inserted key ${key}, stored before as ${was.join(', ')}`);
      if (now.length !== 1 || now[0] !== result.usage_id) problems.push(`results[${i}] inserted ${String(result.usage_id)} under ${key}, stored [${now.join(', ')}]`);
    } else if (result.status === 'duplicate') {
      if (now.length !== 1 || now[0] !== result.usage_id) problems.push(`results[${i}] duplicate of ${String(result.usage_id)} under ${key}, stored [${now.join(', ')}]`);
    } else if (!results.some((r, j) => r.status === 'inserted' && keyOf(j) === key) && now.join() !== was.join()) {
      problems.push(`results[${i}] failed, yet key ${key} went from [${was.join(', ')}] to [${now.join(', ')}]`);
    }
  });
  const cost = sum(inserted.map(costOf));
  if (!before.walletTotal.minus(after.walletTotal).eq(cost)) {
    problems.push(`wallets went down ${formatDecimal(before.walletTotal.minus(after.walletTotal))}, inserted events cost ${formatDecimal(cost)}`);
  }
  const ids = inserted.map((r) => r.usage_id as string);
  const entries = ids.length === 0 ? [] : await db.selectFrom('ledger_entries').select(['event_id', 'amount']).where('company_id', '=', companyId).where('event_id', 'in', ids).execute();
  if (after.ledgerEntries - before.ledgerEntries !== entries.length) {
    problems.push(`${after.ledgerEntries - before.ledgerEntries} ledger entries written, ${entries.length} of them for the inserted events`);
  }
  for (const result of inserted) {
    const drawn = sum(entries.filter((e) => e.event_id === result.usage_id).map((e) => dec(e.amount))).negated();
    if (!drawn.eq(costOf(result))) problems.push(`event ${String(result.usage_id)} drawn ${formatDecimal(drawn)}, answered cost ${formatDecimal(costOf(result))}`);
  }
  return problems;
}

/** Counts of results per status (and per code for failures), for the report. */
export function resultCounts(body: unknown, into: Record<string, number>): void {
  for (const result of ((body as { results?: Result[] }).results ?? []) as Result[]) {
    const name = result.status === 'failed' ? `failed:${String(result.error?.code)}` : String(result.status);
    into[name] = (into[name] ?? 0) + 1;
  }
}
