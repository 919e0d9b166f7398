/**
 * The company and mode a hosted page's token belongs to, before anything else is read: the page
 * then runs at that scope's time (a test company's test clock; src/http/scopeClock.ts), so the
 * link's expiry, the quote and the payment are all judged and recorded at one "now".
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { findCheckoutLinkByTokenHash, findSignupLinkByTokenHash } from './repo.js';
import { hashToken, looksLikeToken } from './tokens.js';

/** The scope of a signup or checkout link's token; null for a token that names no link. */
export async function linkScopeByToken(db: Kysely<Database>, kind: 'signup' | 'checkout', token: string): Promise<Scope | null> {
  if (!looksLikeToken(token)) return null;
  const hash = hashToken(token);
  const link = kind === 'signup' ? await findSignupLinkByTokenHash(db, hash) : await findCheckoutLinkByTokenHash(db, hash);
  return link ? { companyId: link.company_id, mode: link.mode } : null;
}
