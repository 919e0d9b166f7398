/** The row source of a PostgreSQL multi-row write (src/db/pgRowSource.ts): which columns go as arrays, which as one value. */
import { describe, expect, it } from 'vitest';
import { pgRowSource, type Column } from '../../src/db/pgRowSource.js';

interface Row {
  id: string;
  company_id: string;
  note: string | null;
  amount: number;
}

const COLUMNS: Column<Row>[] = [{ name: 'id' }, { name: 'company_id' }, { name: 'note' }, { name: 'amount', pgType: 'int' }];

describe('pgRowSource', () => {
  it('sends a column every row shares as one value and the others as arrays, numbered from the offset', () => {
    const rows: Row[] = [
      { id: 'a', company_id: 'co', note: null, amount: 1 },
      { id: 'b', company_id: 'co', note: null, amount: 2 },
    ];
    expect(pgRowSource(COLUMNS, rows, 3)).toEqual({
      sql: 'select u.id, $5::text, $6::text, u.amount from unnest($4::text[], $7::int[]) as u(id, amount)',
      params: ['{"a","b"}', 'co', null, '{"1","2"}'],
    });
  });

  it('keeps arrays for one row, and one array when every column is shared (unnest gives the row count)', () => {
    const one: Row = { id: 'a', company_id: 'co', note: 'n', amount: 1 };
    expect(pgRowSource(COLUMNS, [one]).params).toEqual(['{"a"}', '{"co"}', '{"n"}', '{"1"}']);
    const twins = pgRowSource(COLUMNS, [one, { ...one }]);
    expect(twins.sql).toBe('select u.id, $2::text, $3::text, $4::int from unnest($1::text[]) as u(id)');
    expect(twins.params).toEqual(['{"a","a"}', 'co', 'n', 1]);
  });

  it('never shares a value that is not text, a number or NULL: the array path refuses it', () => {
    const when = new Date();
    const rows = [
      { id: 'a', company_id: 'co', note: when as unknown as string, amount: 1 },
      { id: 'b', company_id: 'co', note: when as unknown as string, amount: 1 },
    ];
    expect(() => pgRowSource(COLUMNS, rows)).toThrow(/must be text, a number or a boolean/);
  });
});
