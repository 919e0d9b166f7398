/** Portal link rows: inserted in a company and mode, found by token hash (the token is the credential). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PortalLinkTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPortalLink(db: Db, row: PortalLinkTable): Promise<void> {
  await db.insertInto('portal_links').values(row).execute();
}

export async function findPortalLinkByTokenHash(db: Db, tokenHash: string): Promise<PortalLinkTable | undefined> {
  return db.selectFrom('portal_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}
