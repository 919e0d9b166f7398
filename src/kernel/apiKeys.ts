/**
 * API keys: `ak_live_` or `ak_test_` + 32 random base62 characters. Only the SHA-256 is stored,
 * with the first characters for display: a leaked database cannot call the API.
 */
import crypto from 'node:crypto';
import type { Mode } from './mode.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const API_KEY_PATTERN = /^ak_(live|test)_[A-Za-z0-9]{32}$/;
const DISPLAY_PREFIX_LENGTH = 12;

/** 32 base62 characters drawn without modulo bias. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function generateApiKey(mode: Mode): string {
  return `ak_${mode}_${randomBase62(32)}`;
}

export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

export function displayPrefix(key: string): string {
  return key.slice(0, DISPLAY_PREFIX_LENGTH);
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
