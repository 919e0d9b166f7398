/**
 * Nasty values: what a careless or hostile client puts where a field should be. Wrong types, huge
 * and tiny numbers, numeric strings that are not quite numbers, invalid dates, unicode that breaks
 * naive code (NUL, lone surrogates, right-to-left override), prototype-pollution keys, deep nesting.
 */
import fc from 'fast-check';

const HUGE_NUMBERS = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 1e21, 5e-324, -0, 0.1 + 0.2, 2 ** 63, Number('123456789012345678901234567890'), -1, -100, 0, 1.5, 0.000001];

const NUMERIC_STRINGS = [
  '1e400', '-1e400', 'NaN', 'Infinity', '-Infinity', '-5', '-0', '0', '0x10', ' 5 ', '5.', '.5', '١٢٣', '1_000', '1,5', '00012',
  '9'.repeat(40), '-0.0000000000000000000000000001', '+3', '1e-7', '', '12abc', '1 000',
];

const DATES = [
  '2026-02-30T00:00:00Z', '2026-13-01T00:00:00Z', '2026-01-15T25:00:00Z', '2026-01-15T12:60:00Z', '2026-01-15', '2026-01-15T12:00:00',
  '2026-01-15T12:00:00+01:00', 'yesterday', '', '0000-00-00T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z', '1970-01-01T00:00:00Z', '2026-01-15T12:00:00.123456789Z', '2026-W03', '1768478400',
  '2026-01-15T12:00:00Z\u0000', '2026-01-15T12:00:00ZZ', '２０２６-01-15T12:00:00Z',
];

const STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202egnp.exe', '💸💸💸', 'ß', 'İ', 'ǅ', '\u0301', '<script>alert(1)</script>',
  "'; drop table customers; --", '%00', '../../etc/passwd', '\n\r\t', 'x'.repeat(10_000), '__proto__', 'constructor', 'null', 'undefined',
  'true', '{}', '[]', '${7*7}', '{{7*7}}', '\\', '"', 'ak_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
];

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf', '__lookupGetter__'];

/** `{ [key]: value }` as an own property, even for `__proto__` (which a literal would not create). */
export function own(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

function nest(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...DATES) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 300 }) },
);

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 3000 }), fc.boolean()).map(([depth, asArray]) => nest(depth, asArray)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fc.anything({ maxDepth: 1 })).map(([key, value]) => own(key, own('polluted', value))) },
);

/** Numbers no quantity should be: huge, negative, beyond ±(2^53 - 1), not quite integers. */
export const hugeNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(1e15, 1e15 + 1, -1e15, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, -0.5) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Date-times that are not an instant in UTC: another offset, no zone, a zone name, a date alone. */
export const nonUtcDate: fc.Arbitrary<string> = fc.constantFrom(
  '2026-01-15T12:00:00+01:00', '2026-01-15T12:00:00-05:00', '2026-01-15T12:00:00+00:01', '2026-01-15T12:00:00', '2026-01-15T12:00:00.000',
  '2026-01-15', '2026-01-15T12:00:00 UTC', '2026-01-15T12:00:00+0000', '2026-01-15T12:00:00-00:00', '2026-01-15T13:00:00+01:00[Europe/Paris]',
  '2026-01-15T12:00:00z', 'Thu, 15 Jan 2026 12:00:00 GMT',
);

/** Strings holding U+0000 somewhere. */
export const nulString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', 'api.call\u0000', '\u0000'.repeat(3), '2026-01-15T12:00:00Z\u0000'),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
);

/** Objects or arrays nested around the 16-level bound, sometimes thousands deep. */
export const deepValue: fc.Arbitrary<unknown> = fc
  .tuple(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 14, max: 20 }) }, { weight: 1, arbitrary: fc.integer({ min: 21, max: 3000 }) }), fc.boolean())
  .map(([depth, asArray]) => nest(depth, asArray));

/** A key a body or query should not have: pollution keys, near-misses, random text. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom('id', 'company_id', 'mode', 'created_at', 'balance', 'success', 'Name', 'name ', 'amount\u0000') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }) },
);

/** Percent-encodes any string for a path or query, lone surrogates included (as bytes that are not UTF-8). */
export function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value].map((ch) => { try { return encodeURIComponent(ch); } catch { return '%ED%A0%80'; } }).join('');
  }
}

/** Bodies over the 1 MiB limit. */
export const hugeBody: fc.Arbitrary<string> = fc.integer({ min: 1024 * 1024 + 1, max: 1024 * 1024 + 4096 }).map((size) => JSON.stringify({ name: 'x'.repeat(size) }));

/** Payloads that are not JSON, or are JSON only a careless parser would take. */
export const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1}{"b":2}', '\u0000', '', ' ', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', "{'a':1}", '{"a":1,}', 'NaN', '"just a string"', '12', 'true', 'null', '[]', '\ufeff{}'),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
