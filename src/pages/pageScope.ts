/** The scope a hosted page acts for, from its path's token (`/subscribe/<token>`, `/checkout/<token>`, `/portal/<token>`, `/invoices/<token>`); null otherwise. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Scope } from '../db/scope.js';
import { invoiceScopeByToken } from '../modules/invoices/index.js';
import { linkScopeByToken } from '../modules/links/index.js';
import { portalScopeByToken } from '../modules/portal/index.js';

const LINK_PAGE = /^\/(subscribe|checkout|portal|invoices)\/([^/?#]+)/;

export async function hostedPageScope(db: Kysely<Database>, url: string): Promise<Scope | null> {
  const match = LINK_PAGE.exec(url);
  if (!match) return null;
  let token: string;
  try {
    token = decodeURIComponent(match[2] as string);
  } catch {
    return null;
  }
  if (match[1] === 'portal') return portalScopeByToken(db, token);
  if (match[1] === 'invoices') return invoiceScopeByToken(db, token);
  return linkScopeByToken(db, match[1] === 'subscribe' ? 'signup' : 'checkout', token);
}
