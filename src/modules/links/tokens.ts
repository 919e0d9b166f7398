/**
 * Link tokens: 32 random bytes, base64url (43 characters). Only the
 * SHA-256 (hex) is stored, so a database dump cannot open a link; the raw token exists only in the
 * URL handed to the customer.
 */
import crypto from 'node:crypto';

/** Every link lives 24 hours from creation (the contract's Limits). */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

/** True when the text has the shape of a token we issue (anything else cannot match a link). */
export function looksLikeToken(text: string): boolean {
  return TOKEN_PATTERN.test(text);
}

/** A fresh per-render form id: a resubmit of the same form is recognised as the same attempt. */
export function newAttemptId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

export function expiresAtFrom(createdAt: Date): Date {
  return new Date(createdAt.getTime() + LINK_LIFETIME_MS);
}
