/**
 * The hosted pages find a link by its token: unknown (no such hash, or not a token at all),
 * expired (24 hours passed unused), used (already confirmed or completed) or open.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../time.js';
import { findCheckoutLinkByTokenHash, findSignupLinkByTokenHash } from './repo.js';
import type { CheckoutLinkTable, SignupLinkTable } from './tables.js';
import { hashToken, looksLikeToken } from './tokens.js';

export type LinkState<T> = { state: 'unknown' } | { state: 'expired' | 'used' | 'open'; link: T };

function stateOf<T extends { expires_at: string }>(link: T | undefined, used: (link: T) => boolean, now: Date): LinkState<T> {
  if (!link) return { state: 'unknown' };
  if (used(link)) return { state: 'used', link };
  if (toIso(now) >= link.expires_at) return { state: 'expired', link };
  return { state: 'open', link };
}

export async function signupLinkByToken(db: Kysely<Database>, token: string, now: Date): Promise<LinkState<SignupLinkTable>> {
  if (!looksLikeToken(token)) return { state: 'unknown' };
  return stateOf(await findSignupLinkByTokenHash(db, hashToken(token)), (l) => l.used_at !== null, now);
}

export async function checkoutLinkByToken(db: Kysely<Database>, token: string, now: Date): Promise<LinkState<CheckoutLinkTable>> {
  if (!looksLikeToken(token)) return { state: 'unknown' };
  return stateOf(await findCheckoutLinkByTokenHash(db, hashToken(token)), (l) => l.completed_at !== null, now);
}
