/**
 * The portal page finds its link by the token in its path: unknown (no such hash, or not a token
 * at all), expired (the hour has passed) or open. The scope read comes first, before the page's
 * clock is chosen (src/pages/pageScope.ts), so a test company's portal runs on its test clock.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import { hashToken, looksLikeToken } from '../links/index.js';
import { findPortalLinkByTokenHash } from './repo.js';
import type { PortalLinkTable } from './tables.js';

export type PortalLinkState = { state: 'unknown' } | { state: 'expired' | 'open'; link: PortalLinkTable };

export async function portalLinkByToken(db: Kysely<Database>, token: string, now: Date): Promise<PortalLinkState> {
  if (!looksLikeToken(token)) return { state: 'unknown' };
  const link = await findPortalLinkByTokenHash(db, hashToken(token));
  if (!link) return { state: 'unknown' };
  return { state: toIso(now) >= link.expires_at ? 'expired' : 'open', link };
}

export async function portalScopeByToken(db: Kysely<Database>, token: string): Promise<Scope | null> {
  if (!looksLikeToken(token)) return null;
  const link = await findPortalLinkByTokenHash(db, hashToken(token));
  return link ? { companyId: link.company_id, mode: link.mode } : null;
}
