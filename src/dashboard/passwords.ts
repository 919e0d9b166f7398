/**
 * Dashboard passwords: Node's scrypt (memory-hard), a random 16-byte salt per password, the
 * parameters stored beside the hash so they can be raised later without breaking old hashes.
 */
import crypto from 'node:crypto';

const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// scrypt needs 128 * N * r bytes; leave room above it.
const MAX_MEMORY = 64 * 1024 * 1024;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** A hash no password matches: sign-in verifies against it for an unknown email, so both take as long. */
export const UNKNOWN_USER_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${crypto.randomBytes(16).toString('base64url')}$${crypto.randomBytes(KEY_LENGTH).toString('base64url')}`;

/** 20 characters from a 57-letter alphabet without look-alikes: about 116 bits. */
export function generatePassword(): string {
  let out = '';
  while (out.length < 20) {
    for (const byte of crypto.randomBytes(32)) {
      if (byte < 228 && out.length < 20) out += ALPHABET[byte % 57];
    }
  }
  return out;
}

/** A random token for cookies and CSRF fields. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings (false when the lengths differ). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
