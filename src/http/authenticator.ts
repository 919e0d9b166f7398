/**
 * Resolves a bearer token to its company and mode, exactly per the contract's Authentication
 * table. Lookups are cached for at most KEY_CACHE_MS, so a revocation reaches every node within
 * 5 seconds without a database round trip on every request.
 *
 * Reading the table to the letter: the auth scheme is matched without regard to case
 * (`bearer`, `BEARER`: RFC 7235 section 2.1) and may be followed by one or more spaces; row 2
 * ("Invalid API key format") is a token that does not start with `ak_live_` or `ak_test_`; a token
 * that does (`ak_test_abc`) has a valid format for the table and is row 3 ("Invalid API key").
 * Keys are only ever issued as the prefix and 32 base62 characters, so a token with the prefix
 * but another shape cannot exist and is answered without a lookup.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Mode } from '../kernel/mode.js';
import { API_KEY_PATTERN, hashApiKey, sameDigest } from '../kernel/apiKeys.js';
import { DomainError } from '../errors/index.js';

export const KEY_CACHE_MS = 4000;
const MAX_CACHED_KEYS = 10_000;
/** `Bearer <token>`: the scheme in any case, one or more spaces, one token without whitespace. */
const BEARER = /^bearer +(\S+)$/i;
/** The contract's "matching `ak_live_*` or `ak_test_*`". */
const KEY_PREFIX = /^ak_(live|test)_/;

export interface AuthContext {
  keyId: string;
  companyId: string;
  mode: Mode;
  /** The company's own window budget, or null for the server default. */
  rateLimitPerWindow: number | null;
}

interface KeyRecord {
  auth: AuthContext;
  keyHash: string;
  revoked: boolean;
}

interface CacheEntry {
  record: KeyRecord | null;
  expiresAt: number;
}

const MISSING_HEADER = () => new DomainError('UNAUTHORIZED', 'Missing or invalid Authorization header');
const BAD_FORMAT = () => new DomainError('INVALID_API_KEY', 'Invalid API key format');
const UNKNOWN_KEY = () => new DomainError('INVALID_API_KEY', 'Invalid API key');
const REVOKED_KEY = () => new DomainError('API_KEY_REVOKED', 'API key has been revoked');
const AUTH_UNAVAILABLE = () => new DomainError('SERVICE_UNAVAILABLE', 'Authentication service unavailable');

export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Returns the caller's context or throws the contract's exact 401/503. */
  async authenticate(header: string | undefined): Promise<AuthContext> {
    const match = header === undefined ? null : BEARER.exec(header);
    if (!match || !match[1]) throw MISSING_HEADER();
    const token = match[1];
    if (!KEY_PREFIX.test(token)) throw BAD_FORMAT();
    if (!API_KEY_PATTERN.test(token)) throw UNKNOWN_KEY();
    const keyHash = hashApiKey(token);
    const record = await this.lookup(keyHash);
    if (!record || !sameDigest(record.keyHash, keyHash)) throw UNKNOWN_KEY();
    if (record.revoked) throw REVOKED_KEY();
    return record.auth;
  }

  /** Forgets cached lookups (tests, and the CLI after revoking in-process). */
  clear(): void {
    this.cache.clear();
  }

  private async lookup(keyHash: string): Promise<KeyRecord | null> {
    const now = this.now();
    const cached = this.cache.get(keyHash);
    if (cached && cached.expiresAt > now) return cached.record;
    let row;
    try {
      row = await this.db
        .selectFrom('api_keys')
        .innerJoin('companies', 'companies.id', 'api_keys.company_id')
        .select([
          'api_keys.id as key_id',
          'api_keys.key_hash',
          'api_keys.mode',
          'api_keys.revoked_at',
          'api_keys.company_id',
          'companies.rate_limit_per_window',
        ])
        .where('api_keys.key_hash', '=', keyHash)
        .executeTakeFirst();
    } catch {
      throw AUTH_UNAVAILABLE();
    }
    const record: KeyRecord | null = row
      ? {
          keyHash: row.key_hash,
          revoked: row.revoked_at !== null,
          auth: {
            keyId: row.key_id,
            companyId: row.company_id,
            mode: row.mode,
            rateLimitPerWindow: row.rate_limit_per_window,
          },
        }
      : null;
    if (this.cache.size >= MAX_CACHED_KEYS) this.cache.clear();
    this.cache.set(keyHash, { record, expiresAt: now + KEY_CACHE_MS });
    return record;
  }
}
