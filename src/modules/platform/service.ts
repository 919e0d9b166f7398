/** Companies and API keys, as the `meterline` command and the tests manage them. */
import { IANAZone } from 'luxon';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { Mode } from '../../kernel/mode.js';
import { newId } from '../../db/ids.js';
import { DomainError } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { displayPrefix, generateApiKey, hashApiKey } from '../../kernel/apiKeys.js';
import { PAST_DUE_AFTER_RETRIES, UNMATCHED_EVENTS, type CompanyTable, type PastDueAfterRetries, type UnmatchedEvents } from './tables.js';
import { insertRatingConfigRows, lockRatingConfigForChange } from '../ratingConfig/index.js';

/**
 * Operator input the platform refuses: a bad company setting (VALIDATION_ERROR), an unknown company
 * or API key (NOT_FOUND). A DomainError with a registered code, so it reads like any other refusal
 * wherever it lands; `meterline` answers it with its message and exit status 2. It has no code of
 * its own: the registry and docs/errors.md list what the API answers, and no route raises these.
 */
export class PlatformError extends DomainError {
  constructor(message: string, code: 'VALIDATION_ERROR' | 'NOT_FOUND' = 'VALIDATION_ERROR') {
    super(code, message);
  }
}

export interface CreateCompanyInput {
  name: string;
  timezone?: string;
  rateLimitPerWindow?: number | null;
  invoicePrefix?: string;
  /** What ingest does with an event no fee meters; `accept` by default. */
  unmatchedEvents?: UnmatchedEvents;
  /** What a subscription whose retries all failed becomes; `keep_past_due` by default. */
  pastDueAfterRetries?: PastDueAfterRetries;
}

export type Company = CompanyTable;

function checkedUnmatchedEvents(value: string): UnmatchedEvents {
  const known = UNMATCHED_EVENTS.find((v) => v === value);
  if (!known) throw new PlatformError(`unmatched_events must be ${UNMATCHED_EVENTS.join(' or ')}, not ${JSON.stringify(value)}`);
  return known;
}

function checkedPastDueAfterRetries(value: string): PastDueAfterRetries {
  const known = PAST_DUE_AFTER_RETRIES.find((v) => v === value);
  if (!known) throw new PlatformError(`past_due_after_retries must be ${PAST_DUE_AFTER_RETRIES.join(' or ')}, not ${JSON.stringify(value)}`);
  return known;
}

export async function createCompany(db: Kysely<Database>, clock: Clock, input: CreateCompanyInput): Promise<Company> {
  const name = input.name.trim();
  if (!name) throw new PlatformError('A company needs a name');
  const timezone = input.timezone ?? 'UTC';
  if (!IANAZone.isValidZone(timezone)) throw new PlatformError(`Unknown IANA time zone: ${timezone}`);
  const rateLimit = input.rateLimitPerWindow ?? null;
  if (rateLimit !== null && !(Number.isInteger(rateLimit) && rateLimit >= 1)) {
    throw new PlatformError('The rate limit must be a whole number of requests, at least 1');
  }
  const now = toIso(clock.now());
  const company: Company = {
    id: newId(),
    name,
    timezone,
    rate_limit_per_window: rateLimit,
    invoice_prefix: input.invoicePrefix ?? defaultInvoicePrefix(name),
    unmatched_events: checkedUnmatchedEvents(input.unmatchedEvents ?? 'accept'),
    past_due_after_retries: checkedPastDueAfterRetries(input.pastDueAfterRetries ?? 'keep_past_due'),
    created_at: now,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('companies').values(company).execute();
    // Its rating-config rows: what ingest locks before it rates (ratingConfig/version.ts).
    await insertRatingConfigRows(trx, company.id);
  });
  return company;
}

/** "Acme Inc" -> "ACME": the first letters of the name, for invoice numbers like ACME-0001. */
function defaultInvoicePrefix(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 6);
  return letters || 'INV';
}

export async function findCompany(db: Kysely<Database>, id: string): Promise<Company | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface UpdateCompanyInput {
  /** `accept` or `reject` (anything else is a PlatformError). */
  unmatchedEvents?: string;
  /** `keep_past_due` or `cancel` (anything else is a PlatformError); read by the next collection attempt. */
  pastDueAfterRetries?: string;
}

/**
 * Changes a company's settings; answers the company as it now is. `unmatched_events` changes what
 * ingest does with an event no fee meters, so the transaction first takes the rating-config lock
 * of both the company's modes (src/modules/ratingConfig/version.ts, in key order, as batches take
 * them): batches that read the old setting commit first, every later batch (on any node) reads the
 * new one, since the bumped stamp invalidates the setting ingest caches with it.
 */
export async function updateCompany(db: Kysely<Database>, clock: Clock, companyId: string, input: UpdateCompanyInput): Promise<Company> {
  const unmatched = input.unmatchedEvents === undefined ? undefined : checkedUnmatchedEvents(input.unmatchedEvents);
  const afterRetries = input.pastDueAfterRetries === undefined ? undefined : checkedPastDueAfterRetries(input.pastDueAfterRetries);
  return db.transaction().execute(async (trx) => {
    if (unmatched !== undefined) {
      await lockRatingConfigForChange(trx, { companyId, mode: 'live' });
      await lockRatingConfigForChange(trx, { companyId, mode: 'test' });
    }
    const existing = await trx.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
    if (!existing) throw new PlatformError(`No company ${companyId}`, 'NOT_FOUND');
    if (unmatched !== undefined) {
      await trx.updateTable('companies').set({ unmatched_events: unmatched, updated_at: toIso(clock.now()) }).where('id', '=', companyId).execute();
    }
    if (afterRetries !== undefined) {
      await trx.updateTable('companies').set({ past_due_after_retries: afterRetries, updated_at: toIso(clock.now()) }).where('id', '=', companyId).execute();
    }
    return trx.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirstOrThrow();
  });
}

export async function setCompanyRateLimit(db: Kysely<Database>, clock: Clock, companyId: string, limit: number | null): Promise<void> {
  await db
    .updateTable('companies')
    .set({ rate_limit_per_window: limit, updated_at: toIso(clock.now()) })
    .where('id', '=', companyId)
    .execute();
}

export interface CreatedApiKey {
  id: string;
  key: string;
  mode: Mode;
  name: string | null;
  company_id: string;
  created_at: string;
}

export async function createApiKey(
  db: Kysely<Database>,
  clock: Clock,
  input: { companyId: string; mode: Mode; name?: string | null },
): Promise<CreatedApiKey> {
  if (!(await findCompany(db, input.companyId))) throw new PlatformError(`No company ${input.companyId}`, 'NOT_FOUND');
  const key = generateApiKey(input.mode);
  const row = {
    id: newId(),
    company_id: input.companyId,
    mode: input.mode,
    name: input.name ?? null,
    key_hash: hashApiKey(key),
    key_prefix: displayPrefix(key),
    created_at: toIso(clock.now()),
    revoked_at: null,
  };
  await db.insertInto('api_keys').values(row).execute();
  return { id: row.id, key, mode: row.mode, name: row.name, company_id: row.company_id, created_at: row.created_at };
}

export interface ApiKeySummary {
  id: string;
  mode: Mode;
  name: string | null;
  prefix: string;
  created_at: string;
  revoked_at: string | null;
  /** When the key last authenticated a request (written at most once a minute per node); null if never. */
  last_used_at: string | null;
}

export async function listApiKeys(db: Kysely<Database>, companyId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'mode', 'name', 'key_prefix', 'created_at', 'revoked_at', 'last_used_at'])
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, mode: r.mode, name: r.name, prefix: r.key_prefix, created_at: r.created_at, revoked_at: r.revoked_at, last_used_at: r.last_used_at }));
}

/** Revokes a key; every node refuses it within the authenticator's cache lifetime (under 5 s). */
export async function revokeApiKey(db: Kysely<Database>, clock: Clock, keyId: string): Promise<ApiKeySummary> {
  const existing = await db.selectFrom('api_keys').select(['id', 'revoked_at']).where('id', '=', keyId).executeTakeFirst();
  if (!existing) throw new PlatformError(`No API key ${keyId}`, 'NOT_FOUND');
  if (!existing.revoked_at) {
    await db.updateTable('api_keys').set({ revoked_at: toIso(clock.now()) }).where('id', '=', keyId).execute();
  }
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'mode', 'name', 'key_prefix', 'created_at', 'revoked_at', 'last_used_at'])
    .where('id', '=', keyId)
    .executeTakeFirstOrThrow();
  return { id: row.id, mode: row.mode, name: row.name, prefix: row.key_prefix, created_at: row.created_at, revoked_at: row.revoked_at, last_used_at: row.last_used_at };
}
