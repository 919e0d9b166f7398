/** Portal link rows: inserted in a company and mode, found by token hash (the token is the credential). */
import type { PortalLinkTable } from './tables.js';
import type { Db } from '../../db/scope.js';

export async function insertPortalLink(db: Db, row: PortalLinkTable): Promise<void> {
  await db.insertInto('portal_links').values(row).execute();
}

export async function findPortalLinkByTokenHash(db: Db, tokenHash: string): Promise<PortalLinkTable | undefined> {
  return db.selectFrom('portal_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}
