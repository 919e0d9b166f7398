/**
 * Cost dimensions and catalog entries, checked once on the way in (API bodies and import files
 * alike) and kept in one canonical stored form. Pure: no I/O.
 *
 * A dimension `{ property: 'input_tokens', currency_code: 'usd', amount: '250', per: 1000000 }`
 * means 250 minor units (cents) of usd per 1,000,000 units of the event property `input_tokens`.
 * All dimensions of one list share a currency, so an entry's cost is one amount in one currency.
 */
import type { ErrorDetail } from '../../errors/index.js';
import { isCurrencyCode, type CurrencyCode } from '../../money/currency.js';
import { Decimal, formatDecimal } from '../../money/decimal.js';
import type { StoredDimension } from './tables.js';

export interface Dimension {
  property: string;
  currencyCode: CurrencyCode;
  /** Minor units of the currency per `per` units of the property; never negative. */
  amount: Decimal;
  per: number;
}

export interface EntryInput {
  key: string;
  name: string;
  dimensions: Dimension[];
  /** What the customer pays instead of the attachment's rule, or null. */
  price: Dimension[] | null;
}

export const MAX_DIMENSIONS = 20;
export const MAX_PER = 1_000_000_000_000;
const MAX_TEXT = 200;
const AMOUNT = /^\d{1,24}(\.\d{1,12})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reports fields of `value` that are not in `allowed`. */
export function rejectUnknownFields(value: Record<string, unknown>, allowed: readonly string[], path: string, problems: ErrorDetail[]): void {
  for (const field of Object.keys(value)) {
    if (!allowed.includes(field)) problems.push({ path: `${path}.${field}`, message: 'is not a known field' });
  }
}

/** A non-empty string of at most `max` characters, or null (with a problem recorded). */
export function requireText(value: unknown, path: string, problems: ErrorDetail[], max = MAX_TEXT): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    problems.push({ path, message: 'must be a non-empty string' });
    return null;
  }
  if (value.length > max) {
    problems.push({ path, message: `must be at most ${max} characters` });
    return null;
  }
  return value;
}

function parseDimension(input: unknown, path: string, problems: ErrorDetail[]): Dimension | null {
  if (!isRecord(input)) {
    problems.push({ path, message: 'must be an object {property, currency_code, amount, per}' });
    return null;
  }
  const before = problems.length;
  rejectUnknownFields(input, ['property', 'currency_code', 'amount', 'per'], path, problems);
  const property = requireText(input.property, `${path}.property`, problems);
  const currency = input.currency_code;
  if (typeof currency !== 'string' || !isCurrencyCode(currency)) {
    problems.push({ path: `${path}.currency_code`, message: 'must be a contract currency code (usd, eur, gbp, ...)' });
  }
  const amount = input.amount;
  if (typeof amount !== 'string' || !AMOUNT.test(amount)) {
    problems.push({ path: `${path}.amount`, message: 'must be a non-negative decimal string of minor units, e.g. "250" or "7.5"' });
  }
  const per = input.per;
  if (typeof per !== 'number' || !Number.isInteger(per) || per < 1 || per > MAX_PER) {
    problems.push({ path: `${path}.per`, message: `must be a whole number from 1 to ${MAX_PER}` });
  }
  if (problems.length > before || property === null) return null;
  return { property, currencyCode: currency as CurrencyCode, amount: new Decimal(amount as string), per: per as number };
}

/** A list of 1..20 dimensions with distinct properties and one shared currency, or null. */
export function parseDimensions(input: unknown, path: string, problems: ErrorDetail[]): Dimension[] | null {
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_DIMENSIONS) {
    problems.push({ path, message: `must be a list of 1 to ${MAX_DIMENSIONS} dimensions` });
    return null;
  }
  const before = problems.length;
  const dimensions: Dimension[] = [];
  input.forEach((item, i) => {
    const dimension = parseDimension(item, `${path}[${i}]`, problems);
    if (dimension) dimensions.push(dimension);
  });
  if (problems.length > before) return null;
  const seen = new Map<string, number>();
  dimensions.forEach((dimension, i) => {
    const first = seen.get(dimension.property);
    if (first !== undefined) problems.push({ path: `${path}[${i}].property`, message: `repeats ${path}[${first}].property` });
    else seen.set(dimension.property, i);
  });
  const currency = dimensions[0]?.currencyCode;
  dimensions.forEach((dimension, i) => {
    if (dimension.currencyCode !== currency) {
      problems.push({ path: `${path}[${i}].currency_code`, message: `must match ${path}[0].currency_code (${currency}): an entry's dimensions share one currency` });
    }
  });
  return problems.length > before ? null : dimensions;
}

/**
 * One entry `{key, name, dimensions, price?}`; `extraFields` names fields the caller allows and
 * reads itself (the import file's `source` and `note`).
 */
export function parseEntry(input: unknown, path: string, problems: ErrorDetail[], extraFields: readonly string[] = []): EntryInput | null {
  if (!isRecord(input)) {
    problems.push({ path, message: 'must be an object {key, name, dimensions, price?}' });
    return null;
  }
  const before = problems.length;
  rejectUnknownFields(input, ['key', 'name', 'dimensions', 'price', ...extraFields], path, problems);
  const key = requireText(input.key, `${path}.key`, problems);
  const name = requireText(input.name, `${path}.name`, problems);
  const dimensions = parseDimensions(input.dimensions, `${path}.dimensions`, problems);
  const price = input.price === undefined || input.price === null ? null : parseDimensions(input.price, `${path}.price`, problems);
  if (problems.length > before || key === null || name === null || dimensions === null) return null;
  return { key, name, dimensions, price };
}

/** Entries with distinct keys; a repeated key names both positions. */
export function parseEntries(input: unknown, path: string, problems: ErrorDetail[], options: { max: number; extraFields?: readonly string[] }): EntryInput[] | null {
  if (!Array.isArray(input) || input.length > options.max) {
    problems.push({ path, message: `must be a list of at most ${options.max} entries` });
    return null;
  }
  const before = problems.length;
  const entries: EntryInput[] = [];
  const seen = new Map<string, number>();
  input.forEach((item, i) => {
    const entry = parseEntry(item, `${path}[${i}]`, problems, options.extraFields ?? []);
    if (!entry) return;
    const first = seen.get(entry.key);
    if (first !== undefined) problems.push({ path: `${path}[${i}].key`, message: `repeats ${path}[${first}].key ("${entry.key}")` });
    else seen.set(entry.key, i);
    entries.push(entry);
  });
  return problems.length > before ? null : entries;
}

/** The canonical stored form: fields in a fixed order, amounts as plain decimal strings. */
export function toStoredDimensions(dimensions: readonly Dimension[]): StoredDimension[] {
  return dimensions.map((d) => ({ property: d.property, currency_code: d.currencyCode, amount: formatDecimal(d.amount), per: d.per }));
}

export function encodeDimensions(dimensions: readonly Dimension[]): string {
  return JSON.stringify(toStoredDimensions(dimensions));
}

export function decodeStoredDimensions(json: string): StoredDimension[] {
  return JSON.parse(json) as StoredDimension[];
}

export function decodeDimensions(json: string): Dimension[] {
  return decodeStoredDimensions(json).map((d) => ({
    property: d.property,
    currencyCode: d.currency_code as CurrencyCode,
    amount: new Decimal(d.amount),
    per: d.per,
  }));
}
