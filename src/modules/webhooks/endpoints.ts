/**
 * Webhook endpoints (issue 15, item 1): create, read, list, update, rotate the secret, delete.
 * A URL is checked when it is saved (urlSafety.ts); the secret is returned in full only by create
 * and rotate. Re-enabling an endpoint (`status: enabled`) forgets its failing streak.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { notFound } from '../../errors/index.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { toIso } from '../../time.js';
import { presentEndpoint } from './present.js';
import * as repo from './repo.js';
import type { CreateEndpointBody, UpdateEndpointBody, WebhookEndpoint } from './schemas.js';
import { newWebhookSecret } from './signing.js';
import type { WebhookEndpointTable } from './tables.js';
import { checkEndpointHost, parseEndpointUrl } from './urlSafety.js';
import type { ScopedDb } from '../../db/context.js';

export interface EndpointDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<Config, 'webhookAllowPrivateUrls'>;
}

async function checkedUrl(deps: EndpointDeps, scope: Scope, raw: string): Promise<string> {
  const url = parseEndpointUrl(raw, 'url');
  await checkEndpointHost(url, scope.mode, deps.config.webhookAllowPrivateUrls);
  return url.toString();
}

function encodeTypes(types: readonly string[] | null | undefined): string | null {
  return types == null ? null : JSON.stringify(types);
}

export async function createEndpoint(deps: EndpointDeps, scope: Scope, body: CreateEndpointBody): Promise<WebhookEndpoint> {
  const url = await checkedUrl(deps, scope, body.url);
  const now = toIso(deps.clock.now());
  const row: WebhookEndpointTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    url,
    event_types: encodeTypes(body.event_types),
    description: body.description ?? null,
    status: 'enabled',
    secret: newWebhookSecret(),
    previous_secret: null,
    previous_secret_expires_at: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  await repo.insertEndpoint(deps.db, row);
  return presentEndpoint(row, true);
}

export async function getEndpoint(ctx: ScopedDb, id: string): Promise<WebhookEndpoint> {
  const { db, scope } = ctx;
  const row = await repo.findEndpoint({ db, scope }, id);
  if (!row) throw notFound('Webhook endpoint', id);
  return presentEndpoint(row);
}

export async function listEndpoints(ctx: ScopedDb, page: PageRequest): Promise<PageResult<WebhookEndpoint>> {
  const { db, scope } = ctx;
  const result = toPage(await repo.listEndpoints({ db, scope }, page), page.limit);
  return { items: result.items.map((row) => presentEndpoint(row)), pagination: result.pagination };
}

export async function updateEndpoint(deps: EndpointDeps, scope: Scope, id: string, body: UpdateEndpointBody): Promise<WebhookEndpoint> {
  const existing = await repo.findEndpoint({ db: deps.db, scope }, id);
  if (!existing) throw notFound('Webhook endpoint', id);
  const patch: Parameters<typeof repo.updateEndpoint>[2] = { updated_at: toIso(deps.clock.now()) };
  if (body.url !== undefined) patch.url = await checkedUrl(deps, scope, body.url);
  if (body.event_types !== undefined) patch.event_types = encodeTypes(body.event_types);
  if (body.description !== undefined) patch.description = body.description;
  if (body.status !== undefined) {
    patch.status = body.status;
    if (body.status === 'enabled') patch.failing_since = null;
  }
  await repo.updateEndpoint(deps.db, id, patch);
  return presentEndpoint({ ...existing, ...patch });
}

/** How long the secret before a rotation keeps signing beside the new one (as Stripe's roll). */
export const PREVIOUS_SECRET_HOURS = 24;

/**
 * A new secret, signing every delivery attempted from now on; shown once, here. The secret it
 * replaces keeps signing beside it for 24 hours (a second signature in the header), so a receiver
 * can switch without rejecting a delivery; rotating again within them retires it at once.
 */
export async function rotateSecret(deps: EndpointDeps, scope: Scope, id: string): Promise<WebhookEndpoint> {
  const existing = await repo.findEndpoint({ db: deps.db, scope }, id);
  if (!existing) throw notFound('Webhook endpoint', id);
  const now = deps.clock.now();
  const patch = {
    secret: newWebhookSecret(),
    previous_secret: existing.secret,
    previous_secret_expires_at: toIso(new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3_600_000)),
    updated_at: toIso(now),
  };
  await repo.updateEndpoint(deps.db, id, patch);
  return presentEndpoint({ ...existing, ...patch }, true);
}

/** Deletes the endpoint, its pending deliveries and its delivery history. */
export async function deleteEndpoint(ctx: ScopedDb, id: string): Promise<void> {
  const { db, scope } = ctx;
  await db.transaction().execute(async (trx) => {
    const existing = await repo.findEndpoint({ db: trx, scope }, id);
    if (!existing) throw notFound('Webhook endpoint', id);
    await repo.deleteEndpoint({ db: trx, scope }, id);
  });
}
