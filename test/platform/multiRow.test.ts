/**
 * Multi-row writes carry every value exactly (src/db/multiRow.ts). On PostgreSQL a column's values
 * travel as one array literal the module builds itself; text holding the literal's own syntax
 * (quotes, backslashes, braces, commas, the word NULL, nothing at all) must come back as written,
 * and null as null, on both stores. On PostgreSQL a batch's writes can hang on its first insert in
 * one statement (runPgWritesIfAllInserted): done when every row went in, none when one met a stored
 * key.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runBatchTransaction } from '../../src/db/batchTransaction.js';
import { insertRows, listParam, pgInsertPart, pgUpdateByIdPart, runPgWritesIfAllInserted, selectRows, updateRowsById, type Column } from '../../src/db/multiRow.js';
import { SHARE_FROM_ROWS } from '../../src/db/pgRowSource.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';

interface ProbeRow {
  id: string;
  company_id: string;
  note: string | null;
  amount: number | null;
}

const COLUMNS: Column<ProbeRow>[] = [{ name: 'id' }, { name: 'company_id' }, { name: 'note' }, { name: 'amount', pgType: 'int' }];

const AWKWARD = [
  'plain',
  'a "quoted" word',
  'back\\slash and \\" both',
  '{"tokens": 12, "model": "gpt-4o"}',
  'comma, and {braces}',
  'NULL',
  '',
  ' spaces around ',
  'ünïcödé ✓ and emoji 🧾',
  'trailing backslash \\',
];

describeEachStore('multi-row writes', (kind) => {
  let db: TestStore;

  beforeAll(async () => {
    db = await createTestStore(kind);
    await sql`create table multi_row_probe (id text primary key, company_id text not null, note text, amount integer)`.execute(db.store.db);
  });
  afterAll(async () => db.drop());

  async function stored(): Promise<ProbeRow[]> {
    const rows = await sql<ProbeRow>`select id, company_id, note, amount from multi_row_probe order by id`.execute(db.store.db);
    return rows.rows.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) }));
  }

  it('inserts text with quotes, backslashes, braces and the word NULL exactly, and null as null', async () => {
    const rows: ProbeRow[] = [
      ...AWKWARD.map((note, i) => ({ id: `p${String(i).padStart(2, '0')}`, company_id: 'co', note, amount: i - 3 })),
      { id: 'p99', company_id: 'co', note: null, amount: null },
    ];
    const commit = await runBatchTransaction(db.store, { statements: 0 }, async (tx) => insertRows(tx, 'multi_row_probe', COLUMNS, rows, { conflictDoNothing: ['id'], returnColumn: 'id' }));
    await commit.durable;
    expect([...commit.value].sort()).toEqual(rows.map((row) => row.id));
    expect(await stored()).toEqual(rows);
  });

  it('updates by id with the same values, and skips rows whose key is already stored', async () => {
    const updates: ProbeRow[] = AWKWARD.map((note, i) => ({ id: `p${String(i).padStart(2, '0')}`, company_id: 'co', note: `${note}|${i}`, amount: null }));
    const commit = await runBatchTransaction(db.store, { statements: 0 }, async (tx) => {
      await updateRowsById(tx, 'multi_row_probe', [{ name: 'note' }, { name: 'amount', pgType: 'int' }], updates);
      return insertRows(tx, 'multi_row_probe', COLUMNS, [{ id: 'p00', company_id: 'co', note: 'not stored', amount: 1 }], { conflictDoNothing: ['id'], returnColumn: 'id' });
    });
    await commit.durable;
    expect(commit.value.size).toBe(0);
    const rows = await stored();
    expect(rows.slice(0, AWKWARD.length)).toEqual(updates);
    expect(rows.at(-1)).toEqual({ id: 'p99', company_id: 'co', note: null, amount: null });
  });

  it('stores a value every row shares as written: text with quotes and backslashes, a number, NULL', async () => {
    // On PostgreSQL such a column goes as one parameter, not an array (pgRowSource.ts).
    const note = AWKWARD[2] as string;
    const ids = (from: number) => Array.from({ length: SHARE_FROM_ROWS }, (_, n) => `s${String(from + n).padStart(2, '0')}`);
    const rows: ProbeRow[] = ids(0).map((id) => ({ id, company_id: 'co "shared" \\', note, amount: 7 }));
    const nulls: ProbeRow[] = ids(SHARE_FROM_ROWS).map((id) => ({ id, company_id: 'co', note: null, amount: null }));
    const commit = await runBatchTransaction(db.store, { statements: 0 }, async (tx) => {
      // Each write's rows share every column but the id: the company, the note, the amount (or NULLs).
      const inserted = await insertRows(tx, 'multi_row_probe', COLUMNS, rows, { conflictDoNothing: ['id'], returnColumn: 'id' });
      for (const id of await insertRows(tx, 'multi_row_probe', COLUMNS, nulls, { conflictDoNothing: ['id'], returnColumn: 'id' })) inserted.add(id);
      await updateRowsById(tx, 'multi_row_probe', [{ name: 'note' }], nulls.map((row) => ({ ...row, note: AWKWARD[3] as string })));
      return inserted;
    });
    await commit.durable;
    expect(commit.value.size).toBe(2 * SHARE_FROM_ROWS);
    const shared = (await stored()).filter((row) => row.id.startsWith('s'));
    expect(shared).toEqual([...rows, ...nulls.map((row) => ({ ...row, note: AWKWARD[3] }))]);
  });

  it('stores JSON texts exactly: sent as one JSON array when they allow it, as an array literal when one holds a backslash', async () => {
    // On PostgreSQL a `json` column goes as `[text,null,...]` expanded by json_array_elements_text
    // (pgRowSource.ts); a backslash (an escape PostgreSQL's JSON reader would decode or refuse,
    // such as \u0000) or a text that is not an object or array sends the column the old way.
    const JSON_COLUMNS: Column<ProbeRow>[] = [{ name: 'id' }, { name: 'company_id' }, { name: 'note', json: true }, { name: 'amount', pgType: 'int' }];
    const plain = ['{"model":"gpt-4o","tokens":12}', '[{"amount":"3.5","code":"ünïcödé 🧾"}]', '{ "spaced" :  [1, 2] , "q": "{\'quoted\'}" }', '[]', '{}'];
    const awkward = ['{"a":"x\\"y"}', '{"nul":"\\u0000"}', 'not json at all "quoted"', '"a scalar"'];
    const asRows = (notes: readonly (string | null)[], prefix: string): ProbeRow[] =>
      notes.map((note, i) => ({ id: `${prefix}${String(i).padStart(2, '0')}`, company_id: 'co', note, amount: i }));
    const jsonRows = asRows([...plain, null, ...plain], 'j');
    const mixedRows = asRows([...plain, ...awkward, null], 'k');
    const commit = await runBatchTransaction(db.store, { statements: 0 }, async (tx) => {
      const inserted = await insertRows(tx, 'multi_row_probe', JSON_COLUMNS, jsonRows, { conflictDoNothing: ['id'], returnColumn: 'id' });
      for (const id of await insertRows(tx, 'multi_row_probe', JSON_COLUMNS, mixedRows, { conflictDoNothing: ['id'], returnColumn: 'id' })) inserted.add(id);
      await updateRowsById(tx, 'multi_row_probe', [{ name: 'note', json: true }], jsonRows.slice(0, 3).map((row) => ({ ...row, note: `[${row.note as string}]` })));
      return inserted;
    });
    await commit.durable;
    expect(commit.value.size).toBe(jsonRows.length + mixedRows.length);
    const rows = (await stored()).filter((row) => row.id.startsWith('j') || row.id.startsWith('k'));
    const updated = jsonRows.map((row, i) => (i < 3 ? { ...row, note: `[${row.note as string}]` } : row));
    expect(rows).toEqual([...updated, ...mixedRows]);
  });

  it('reads rows as plain objects named by their columns, whatever characters the names hold', async () => {
    // SQLite names each row with code made from the statement's column names (batchTransaction.ts):
    // a quote, a backslash, a brace or a newline in a name stays a name.
    const odd = 'a "quoted\\ name" };\n';
    const quoted = `"${odd.replaceAll('"', '""')}"`;
    const read = { sqlite: `select id, note as ${quoted}, amount from multi_row_probe where id in (?, ?) order by id`, postgres: `select id, note as ${quoted}, amount from multi_row_probe where id in ($1, $2) order by id` };
    const commit = await runBatchTransaction(db.store, { statements: 0 }, async (tx) => selectRows<Record<string, unknown>>(tx, read, ['p01', 'p99']));
    const rows = commit.value.map((row) => ({ ...row, amount: row.amount === null ? null : Number(row.amount) }));
    expect(rows).toEqual([
      { id: 'p01', [odd]: `${AWKWARD[1]}|1`, amount: null },
      { id: 'p99', [odd]: null, amount: null },
    ]);
    expect(commit.value.every((row) => Object.getPrototypeOf(row) === Object.prototype)).toBe(true);
    expect(Object.keys(commit.value[0] ?? {})).toEqual(['id', odd, 'amount']);
  });

  it('finds rows by a list parameter holding quotes, backslashes, braces, commas and the word NULL', async () => {
    // On PostgreSQL the list goes as an array literal built here (pgArrayLiteral.ts, listArrayLiteral).
    const notes = AWKWARD.map((note, i) => `${note}|${i}`);
    const read = (tx: Parameters<typeof listParam>[0]) => ({
      sqlite: 'select id from multi_row_probe where note in (select value from json_each(?)) order by id',
      postgres: 'select id from multi_row_probe where note = any($1::text[]) order by id',
      params: [listParam(tx, [...notes, 'NULL', 'absent "one"'])],
    });
    const commit = await runBatchTransaction(db.store, { statements: 0 }, async (tx) => {
      const { params, ...sqlText } = read(tx);
      return selectRows<{ id: string }>(tx, sqlText, params);
    });
    expect(commit.value.map((row) => row.id)).toEqual(AWKWARD.map((_, i) => `p${String(i).padStart(2, '0')}`));
  });

  it('refuses a value that is not text, a number or a boolean, storing nothing', async () => {
    const bad = { id: 'bad', company_id: 'co', note: new Date() as unknown as string, amount: 1 };
    const write = runBatchTransaction(db.store, { statements: 0 }, async (tx) => insertRows(tx, 'multi_row_probe', COLUMNS, [bad]));
    if (kind === 'postgres') await expect(write).rejects.toThrow(/must be text, a number or a boolean/);
    else await expect(write).rejects.toThrow();
    expect((await stored()).some((row) => row.id === 'bad')).toBe(false);
  });

  it.runIf(kind === 'postgres')('writes after an insert only when every row went in, in one statement', async () => {
    const first = (ids: string[]) => ({
      table: 'multi_row_probe',
      columns: COLUMNS,
      rows: ids.map((id) => ({ id, company_id: 'co', note: 'first', amount: 1 })),
      conflictDoNothing: ['id'],
      returnColumn: 'id' as const,
    });
    const follow = (tag: string) => [
      (offset: number) => pgInsertPart('multi_row_probe', COLUMNS, [{ id: `g-${tag}`, company_id: 'co', note: 'followed', amount: 2 }], offset),
      (offset: number) => pgUpdateByIdPart('multi_row_probe', [{ name: 'note' }], [{ id: 'p99', company_id: 'co', note: `updated by ${tag}` }], offset),
    ];
    const counter = { statements: 0 };
    // Every row new: the insert and both writes, one statement besides BEGIN, SET LOCAL and COMMIT.
    const all = await runBatchTransaction(db.store, counter, async (tx) => (tx.kind === 'postgres' ? runPgWritesIfAllInserted(tx, first(['f1', 'f2']), follow('all')) : new Set<string>()));
    expect([...all.value].sort()).toEqual(['f1', 'f2']);
    expect(counter.statements).toBe(4);
    // f2 is stored now: f3 goes in, the writes after it do not.
    const some = await runBatchTransaction(db.store, counter, async (tx) => (tx.kind === 'postgres' ? runPgWritesIfAllInserted(tx, first(['f2', 'f3']), follow('some')) : new Set<string>()));
    expect([...some.value]).toEqual(['f3']);
    const rows = await stored();
    expect(rows.filter((row) => row.id.startsWith('g-')).map((row) => row.id)).toEqual(['g-all']);
    expect(rows.find((row) => row.id === 'p99')?.note).toBe('updated by all');
    expect(rows.filter((row) => row.id.startsWith('f')).map((row) => row.id)).toEqual(['f1', 'f2', 'f3']);
  });
});
