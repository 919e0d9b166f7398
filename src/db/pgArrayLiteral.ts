/**
 * One column of a multi-row write as a PostgreSQL array literal (`{"a",NULL,"b"}`), the text
 * node-postgres would send for the array itself (pgRowSource.ts passes one per unshared column to
 * `unnest`).
 * Built here because node-postgres escapes every element with two regular-expression replaces
 * (`escapeElement`): turning the arrays into text was 3.9% of the main thread's samples on
 * PostgreSQL's single-event leg, 6% of its busy ones (`npm run bench`, `BENCH_PROFILE`, the
 * measured window); the hot path's values (ids, timestamps, decimal strings) rarely hold a quote
 * or a backslash, so most elements are copied as they are.
 *
 * A column of plain values (no NULL, nothing to escape: nearly every column of a batch) is joined
 * in one piece, `{"` + values joined by `","` + `"}`, so no element is copied on its own: quoting
 * each element and appending it to the literal was the largest source of garbage on the batch
 * path (7.6 of 53 KB per event of POST /v1/events/batch on PostgreSQL, a sampling heap profile).
 */
export function columnArrayLiteral<R>(rows: readonly R[], name: keyof R & string): string {
  return arrayLiteral(rows.length, (i) => (rows[i] as R)[name]);
}

/**
 * A list parameter (`= any($1::text[])`) as an array literal: node-postgres would escape each
 * element with its two regular expressions (0.4% of the main thread on the batch leg, for the
 * customers, keys and wallets a batch reads).
 */
export function listArrayLiteral(values: readonly unknown[]): string {
  return arrayLiteral(values.length, (i) => values[i]);
}

function arrayLiteral(count: number, valueAt: (index: number) => unknown): string {
  if (count === 0) return '{}';
  const texts = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const text = plainText(valueAt(i));
    if (text === null) return pieceByPiece(count, valueAt);
    texts[i] = text;
  }
  return joinedBetween(texts, '{"', '","', '"}');
}

/**
 * `open` + texts joined by `separator` + `close` (texts not empty), in one join: the first and last
 * texts take the ends, so no element is copied on its own.
 */
function joinedBetween(texts: string[], open: string, separator: string, close: string): string {
  texts[0] = `${open}${texts[0] as string}`;
  texts[texts.length - 1] = `${texts[texts.length - 1] as string}${close}`;
  return texts.join(separator);
}

/** The literal piece by piece: a column holding NULL or text to escape (plain elements still not copied on their own). */
function pieceByPiece(count: number, valueAt: (index: number) => unknown): string {
  const parts: string[] = ['{'];
  for (let i = 0; i < count; i++) {
    if (i > 0) parts.push(',');
    const value = valueAt(i);
    const text = plainText(value);
    if (text === null) parts.push(notPlainElement(value));
    else parts.push('"', text, '"');
  }
  parts.push('}');
  return parts.join('');
}

/** A value's text when it goes into the literal as it is, between quotes; null when it needs more (NULL, escapes). */
function plainText(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('"') || value.includes('\\') ? null : value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return null;
}

/** An element plainText refused: NULL, or text with its quotes and backslashes escaped; any other kind of value is refused. */
function notPlainElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value !== 'string') throw new TypeError(`A multi-row write's value must be text, a number or a boolean, not ${typeof value}`);
  // JSON text (an event's properties and charges) holds quotes but seldom a backslash: a plain
  // replaceAll of the quotes is ~2x faster than the regular expression (3.7% of the main thread's
  // samples on PostgreSQL's batch leg went to this function).
  if (!value.includes('\\')) return `"${value.replaceAll('"', '\\"')}"`;
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * A column of JSON object or array texts (or NULLs) as one JSON array, `[text,null,text]`, for
 * `json_array_elements_text`, which answers each element's text exactly as it was sent: no quote is
 * escaped and nothing is scanned but for a backslash. In an array literal every quote of an event's
 * properties and charge lines was escaped, which with the scans for quotes and backslashes was 7% of
 * the main thread on PostgreSQL's batch leg, the largest item of its own code (`npm run bench`,
 * BENCH_PROFILE). Null (the literal path then) when some value is not plainly such a text: not
 * starting with `{` or `[`, or holding a backslash, the escape PostgreSQL's JSON reader would
 * refuse or decode (`\u0000`, a lone surrogate) where a text column takes the text as it is.
 */
export function jsonArrayText<R>(rows: readonly R[], name: keyof R & string): string | null {
  if (rows.length === 0) return '[]';
  const texts = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const value = (rows[i] as R)[name];
    if (value === null || value === undefined) {
      texts[i] = 'null';
      continue;
    }
    if (typeof value !== 'string') return null;
    const first = value.charCodeAt(0);
    if ((first !== OPEN_BRACE && first !== OPEN_BRACKET) || value.includes('\\')) return null;
    texts[i] = value;
  }
  return joinedBetween(texts, '[', ',', ']');
}

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
