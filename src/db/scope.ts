import type { Kysely } from 'kysely';
import type { Database, Mode } from './schema.js';

/** The tenant a request acts for: every tenant query is filtered by both. */
export interface Scope {
  companyId: string;
  mode: Mode;
}

/** What a repo reads and writes through: the store's Kysely, or one of its transactions (a `Transaction` is a `Kysely`). */
export type Db = Kysely<Database>;
