/**
 * Exact sums of decimal-text columns in SQL, the one dialect-specific piece of aggregation
 * (docs/decisions.md, Storage). Amounts and quantities are stored as decimal strings; summing them as
 * floats would lose cents. PostgreSQL sums them as `numeric` (exact); SQLite has no exact
 * decimal type, so the store registers `decimal_sum`, an aggregate that adds with Decimal, on its
 * connection (registerSqliteDecimalSum). Both answer decimal text, null over no rows.
 */
import type SqliteDatabase from 'better-sqlite3';
import { sql, type Expression, type RawBuilder } from 'kysely';
import { dec, formatDecimal, ZERO, type Decimal } from '../money/decimal.js';
import type { DialectName } from './dialect.js';

/** `sum(column)` over decimal text, exact on both stores; decimal text (not normalised) or null. */
export function decimalSum(dialect: DialectName, column: Expression<string>): RawBuilder<string | null> {
  return dialect === 'postgres' ? sql<string | null>`cast(sum(cast(${column} as numeric)) as text)` : sql<string | null>`decimal_sum(${column})`;
}

/** Registers `decimal_sum` on a SQLite connection. */
export function registerSqliteDecimalSum(connection: SqliteDatabase.Database): void {
  connection.aggregate('decimal_sum', {
    start: (): Decimal | null => null,
    step: (total: Decimal | null, value: unknown) => {
      if (value === null || value === undefined) return total;
      return (total ?? ZERO).plus(dec(String(value)));
    },
    result: (total: Decimal | null) => (total === null ? null : formatDecimal(total)),
  });
}
