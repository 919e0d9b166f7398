/** The row source of a PostgreSQL multi-row write (src/db/pgRowSource.ts): which columns go as arrays, which as one value. */
import { describe, expect, it } from 'vitest';
import { pgRowSource, SHARE_FROM_ROWS, type Column } from '../../src/db/pgRowSource.js';

interface Row {
  id: string;
  company_id: string;
  note: string | null;
  amount: number;
}

const COLUMNS: Column<Row>[] = [{ name: 'id' }, { name: 'company_id' }, { name: 'note' }, { name: 'amount', pgType: 'int' }];

/** `count` rows of one company without a note, each with its own id and amount. */
function rowsOf(count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({ id: `r${i}`, company_id: 'co', note: null, amount: i }));
}

const literal = (values: readonly (string | number)[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

describe('pgRowSource', () => {
  it('sends a column every row shares as one value and the others as arrays, numbered from the offset', () => {
    const rows = rowsOf(SHARE_FROM_ROWS);
    expect(pgRowSource(COLUMNS, rows, 3)).toEqual({
      sql: 'select u.id, $5::text, $6::text, u.amount from unnest($4::text[], $7::int[]) as u(id, amount)',
      params: [literal(rows.map((r) => r.id)), 'co', null, literal(rows.map((r) => r.amount))],
    });
  });

  it('keeps every column an array below SHARE_FROM_ROWS rows, so small batches add no statement texts', () => {
    const rows = rowsOf(SHARE_FROM_ROWS - 1);
    const source = pgRowSource(COLUMNS, rows);
    expect(source.sql).toBe('select u.id, u.company_id, u.note, u.amount from unnest($1::text[], $2::text[], $3::text[], $4::int[]) as u(id, company_id, note, amount)');
    expect(source.params[1]).toBe(literal(rows.map(() => 'co')));
  });

  it('keeps one array when every column is shared (unnest gives the row count)', () => {
    const twins = Array.from({ length: SHARE_FROM_ROWS }, () => ({ id: 'a', company_id: 'co', note: 'n', amount: 1 }));
    const source = pgRowSource(COLUMNS, twins);
    expect(source.sql).toBe('select u.id, $2::text, $3::text, $4::int from unnest($1::text[]) as u(id)');
    expect(source.params.slice(1)).toEqual(['co', 'n', 1]);
  });

  it('sends a JSON column as one JSON array of its texts, zipped with the arrays by rows from', () => {
    const columns: Column<Row>[] = [{ name: 'id' }, { name: 'note', json: true }];
    const rows = [
      { id: 'a', company_id: 'co', note: '{"tokens":1,"model":"gpt-4o"}', amount: 1 },
      { id: 'b', company_id: 'co', note: null, amount: 2 },
      { id: 'c', company_id: 'co', note: '[{"amount":"3.5"}]', amount: 3 },
    ];
    expect(pgRowSource(columns, rows)).toEqual({
      sql: 'select u.id, u.note from rows from (unnest($1::text[]), json_array_elements_text($2::json)) as u(id, note)',
      params: ['{"a","b","c"}', '[{"tokens":1,"model":"gpt-4o"},null,[{"amount":"3.5"}]]'],
    });
  });

  it('sends a JSON column as an array literal when a text holds a backslash or is not an object or array', () => {
    const columns: Column<Row>[] = [{ name: 'id' }, { name: 'note', json: true }];
    for (const odd of ['{"a":"\\u0000"}', '"scalar"', 'text']) {
      const rows = [
        { id: 'a', company_id: 'co', note: '{"plain":true}', amount: 1 },
        { id: 'b', company_id: 'co', note: odd, amount: 2 },
      ];
      const source = pgRowSource(columns, rows);
      expect(source.sql).toBe('select u.id, u.note from unnest($1::text[], $2::text[]) as u(id, note)');
      expect(source.params[1]).toBe(`{"{\\"plain\\":true}","${odd.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"}`);
    }
  });

  it('never shares a value that is not text, a number or NULL: the array path refuses it', () => {
    const when = new Date();
    const rows = rowsOf(SHARE_FROM_ROWS).map((row) => ({ ...row, note: when as unknown as string }));
    expect(() => pgRowSource(COLUMNS, rows)).toThrow(/must be text, a number or a boolean/);
  });
});
