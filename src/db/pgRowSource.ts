/**
 * The rows of a PostgreSQL multi-row write as one row source: `select ... from unnest(...)`, one
 * array parameter per column (pgArrayLiteral.ts), numbered from `offset` + 1; a column of JSON
 * texts goes as one JSON array expanded by `json_array_elements_text`, zipped with the arrays by
 * `rows from (...)`.
 *
 * A column holding one value in every row goes as that one value instead of an array of it: the
 * company, the mode, the batch's instant, a fee's plan, currency and pricing unit, the NULLs of
 * columns the hot path never fills. In a 200-event batch of `npm run bench` those were 35% of the
 * 300 KB of array text each group's statement carried (measured by logging the parameters), all
 * of it built in JavaScript, sent, and parsed element by element by the backend. The statement's
 * text then says which columns are shared, and each text is prepared once per connection like any
 * other (pgPrepared.ts; past its cap of texts, a text runs unnamed). So that the texts stay few,
 * only a write of SHARE_FROM_ROWS rows or more shares columns: in a large batch the shared columns
 * are the batch's own (its company, its instant, its fees), where a few rows share a customer or
 * a grant by chance, one new text per chance.
 */
import { columnArrayLiteral, jsonArrayText } from './pgArrayLiteral.js';

export interface Column<R> {
  name: keyof R & string;
  /** The PostgreSQL element type for `unnest` (text unless said). */
  pgType?: 'text' | 'int';
  /**
   * The column holds JSON texts of objects or arrays (or NULL), such as an event's properties and
   * charges: sent as one JSON array whose elements are those texts as they are, where an array
   * literal would escape every quote in them (pgArrayLiteral.ts, jsonArrayText).
   */
  json?: true;
}

export interface PgRowSource {
  /** `select <one expression per column, in the columns' order> from unnest(...) as u(...)`. */
  sql: string;
  params: unknown[];
}

const NOT_SHARED = Symbol('not shared');

/** The fewest rows whose shared columns go as one value each. */
export const SHARE_FROM_ROWS = 16;

/** The value every row holds in `name` (a text, a number or NULL), or NOT_SHARED. */
function sharedValue<R>(rows: readonly R[], name: keyof R & string): string | number | null | typeof NOT_SHARED {
  const first = (rows[0] as R)[name] ?? null;
  if (first !== null && typeof first !== 'string' && typeof first !== 'number') return NOT_SHARED;
  for (let i = 1; i < rows.length; i++) if (((rows[i] as R)[name] ?? null) !== first) return NOT_SHARED;
  return first;
}

export function pgRowSource<R>(columns: readonly Column<R>[], rows: readonly R[], offset = 0): PgRowSource {
  const shared = rows.length >= SHARE_FROM_ROWS ? columns.map((c) => sharedValue(rows, c.name)) : columns.map(() => NOT_SHARED);
  // unnest gives the row count: at least one column stays an array (a batch's ids always differ).
  if (shared.every((value) => value !== NOT_SHARED)) shared[0] = NOT_SHARED;
  const params: unknown[] = [];
  /** Each column sent as an array: its parameter, and whether it is a JSON array (else an array literal). */
  const arrays: Array<{ param: string; json: boolean }> = [];
  const names: string[] = [];
  const select: string[] = [];
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] as Column<R>;
    const type = column.pgType ?? 'text';
    const value = shared[i];
    if (value === NOT_SHARED) {
      const json = column.json ? jsonArrayText(rows, column.name) : null;
      params.push(json ?? columnArrayLiteral(rows, column.name));
      const param = `$${offset + params.length}`;
      arrays.push(json === null ? { param: `${param}::${type}[]`, json: false } : { param: `${param}::json`, json: true });
      names.push(column.name);
      select.push(`u.${column.name}`);
    } else {
      params.push(value);
      select.push(`$${offset + params.length}::${type}`);
    }
  }
  // unnest(a, b) is PostgreSQL's short form of rows from (unnest(a), unnest(b)): the rows zipped.
  const source = arrays.some((array) => array.json)
    ? `rows from (${arrays.map((array) => (array.json ? `json_array_elements_text(${array.param})` : `unnest(${array.param})`)).join(', ')})`
    : `unnest(${arrays.map((array) => array.param).join(', ')})`;
  return { sql: `select ${select.join(', ')} from ${source} as u(${names.join(', ')})`, params };
}
