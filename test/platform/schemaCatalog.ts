/**
 * The migrated schema as the database's own catalog describes it, the same shape on both stores:
 * tables, their columns, primary key, unique indexes, foreign keys and generated keys. Read from
 * `pg_catalog` on PostgreSQL (the current schema) and from SQLite's pragmas, so a test can state
 * layout rules once and check them on both (test/platform/citusLayout.test.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Store } from '../../src/db/store.js';

export interface ForeignKey {
  columns: string[];
  references: string;
  referencedColumns: string[];
}

export interface TableLayout {
  name: string;
  columns: string[];
  /** Columns that may be null. */
  nullable: string[];
  primaryKey: string[];
  /** Unique indexes and constraints other than the primary key; an expression column is `<expression>`. */
  uniqueIndexes: string[][];
  foreignKeys: ForeignKey[];
  /** Columns whose value a sequence (bigserial, identity, SQLite AUTOINCREMENT) hands out. */
  generated: string[];
}

const EXPRESSION = '<expression>';

async function rows<T>(db: Kysely<unknown>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

async function postgresLayout(db: Kysely<unknown>): Promise<TableLayout[]> {
  const tables = await rows<{ oid: number; name: string }>(
    db,
    sql`select c.oid::int as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await rows<{ table_oid: number; num: number; name: string; nullable: boolean; generated: boolean }>(
    db,
    sql`select a.attrelid::int as table_oid, a.attnum as num, a.attname as name, not a.attnotnull as nullable,
               (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as generated
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = any(${tables.map((t) => t.oid)}::int[]) and a.attnum > 0 and not a.attisdropped order by a.attnum`,
  );
  const indexes = await rows<{ table_oid: number; primary: boolean; keys: string }>(
    db,
    sql`select indrelid::int as table_oid, indisprimary as primary, indkey::text as keys from pg_index
        where indisunique and indrelid = any(${tables.map((t) => t.oid)}::int[]) order by indexrelid::regclass::text`,
  );
  const keys = await rows<{ table_oid: number; conkey: number[]; confrelid: number; confkey: number[] }>(
    db,
    sql`select conrelid::int as table_oid, conkey, confrelid::int as confrelid, confkey from pg_constraint
        where contype = 'f' and conrelid = any(${tables.map((t) => t.oid)}::int[]) order by conname`,
  );
  const nameOf = (oid: number, num: number): string => (num === 0 ? EXPRESSION : (columns.find((c) => c.table_oid === oid && c.num === num)?.name ?? `#${num}`));
  const tableName = (oid: number): string => tables.find((t) => t.oid === oid)?.name ?? `oid ${oid}`;
  return tables.map(({ oid, name }) => {
    const own = columns.filter((c) => c.table_oid === oid);
    const unique = indexes.filter((i) => i.table_oid === oid).map((i) => ({ primary: i.primary, columns: i.keys.split(' ').map((n) => nameOf(oid, Number(n))) }));
    return {
      name,
      columns: own.map((c) => c.name),
      nullable: own.filter((c) => c.nullable).map((c) => c.name),
      primaryKey: unique.find((i) => i.primary)?.columns ?? [],
      uniqueIndexes: unique.filter((i) => !i.primary).map((i) => i.columns),
      foreignKeys: keys
        .filter((k) => k.table_oid === oid)
        .map((k) => ({ columns: k.conkey.map((n) => nameOf(oid, n)), references: tableName(k.confrelid), referencedColumns: k.confkey.map((n) => nameOf(k.confrelid, n)) })),
      generated: own.filter((c) => c.generated).map((c) => c.name),
    };
  });
}

interface SqliteColumn {
  name: string;
  notnull: number;
  pk: number;
}

async function sqliteLayout(db: Kysely<unknown>): Promise<TableLayout[]> {
  const tables = await rows<{ name: string; sql: string }>(db, sql`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite\_%' escape '\\' order by name`);
  const layouts: TableLayout[] = [];
  for (const { name, sql: createSql } of tables) {
    const columns = await rows<SqliteColumn>(db, sql`select name, "notnull", pk from pragma_table_info(${name}) order by cid`);
    const primaryKey = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name);
    const indexList = await rows<{ name: string; unique: number; origin: string }>(db, sql`select name, "unique", origin from pragma_index_list(${name}) order by name`);
    const uniqueIndexes: string[][] = [];
    for (const index of indexList.filter((i) => i.unique === 1 && i.origin !== 'pk')) {
      const parts = await rows<{ name: string | null }>(db, sql`select name from pragma_index_xinfo(${index.name}) where key = 1 order by seqno`);
      uniqueIndexes.push(parts.map((p) => p.name ?? EXPRESSION));
    }
    const fkRows = await rows<{ id: number; table: string; from: string; to: string | null }>(db, sql`select id, "table", "from", "to" from pragma_foreign_key_list(${name}) order by id, seq`);
    const foreignKeys: ForeignKey[] = [];
    for (const id of [...new Set(fkRows.map((r) => r.id))]) {
      const parts = fkRows.filter((r) => r.id === id);
      const references = parts[0]?.table ?? '';
      // A foreign key written without its columns points at the referenced table's primary key.
      const implied = parts.some((p) => p.to === null) ? (await rows<SqliteColumn>(db, sql`select name, "notnull", pk from pragma_table_info(${references})`)).filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name) : [];
      foreignKeys.push({ columns: parts.map((p) => p.from), references, referencedColumns: parts.map((p, i) => p.to ?? implied[i] ?? '?') });
    }
    layouts.push({
      name,
      columns: columns.map((c) => c.name),
      // A primary-key column of a rowid table may hold null in SQLite only by a historical quirk; Meterline never writes one.
      nullable: columns.filter((c) => c.notnull === 0 && c.pk === 0).map((c) => c.name),
      primaryKey,
      uniqueIndexes,
      foreignKeys,
      generated: /\bautoincrement\b/i.test(createSql) ? primaryKey : [],
    });
  }
  return layouts;
}

/** Every table of the store's migrated schema, by name. */
export async function readSchema(store: Store): Promise<TableLayout[]> {
  const db = store.db as unknown as Kysely<unknown>;
  return store.dialect === 'postgres' ? postgresLayout(db) : sqliteLayout(db);
}
