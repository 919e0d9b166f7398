/**
 * Savepoints inside an open transaction, the same SQL on SQLite and PostgreSQL. Group commit
 * rates each event of a batch in its own savepoint so that one failing event rolls back alone.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.js';

export async function withSavepoint<T>(trx: Transaction<Database>, name: string, work: () => Promise<T>): Promise<T> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad savepoint name: ${name}`);
  await sql`savepoint ${sql.raw(name)}`.execute(trx);
  try {
    const result = await work();
    await sql`release savepoint ${sql.raw(name)}`.execute(trx);
    return result;
  } catch (error) {
    await sql`rollback to savepoint ${sql.raw(name)}`.execute(trx);
    await sql`release savepoint ${sql.raw(name)}`.execute(trx);
    throw error;
  }
}
