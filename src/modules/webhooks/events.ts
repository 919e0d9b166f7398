/**
 * Webhook events as the API reads them (`GET /v1/webhook-events`, `/{id}`), a resend, and the
 * delivery history of an endpoint.
 */
import type { Kysely } from 'kysely';
import { txContext, type DbContext, type ScopedDb } from '../../db/context.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { notFound } from '../../errors/index.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { presentDelivery, presentEvent } from './present.js';
import { scheduleDeliveries } from './recordEvent.js';
import * as repo from './repo.js';
import type { WebhookDelivery, WebhookEvent } from './schemas.js';

export async function getEvent(db: Kysely<Database>, publicBaseUrl: string, scope: Scope, id: string): Promise<WebhookEvent> {
  const row = await repo.findEvent({ db, scope }, id);
  if (!row) throw notFound('Webhook event', id);
  return presentEvent(row, publicBaseUrl);
}

export async function listEvents(db: Kysely<Database>, publicBaseUrl: string, scope: Scope, page: PageRequest, filter: { type?: string | undefined }): Promise<PageResult<WebhookEvent>> {
  const result = toPage(await repo.listEvents({ db, scope }, page, filter), page.limit);
  return { items: result.items.map((row) => presentEvent(row, publicBaseUrl)), pagination: result.pagination };
}

/**
 * Sends the event again, with the same `webhook-id` and body, to every enabled endpoint now
 * subscribed to its type: a new delivery each, attempted at once. Returns how many.
 */
export async function resendEvent(ctx: DbContext, publicBaseUrl: string, id: string): Promise<{ event: WebhookEvent; deliveries: number }> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    const row = await repo.findEvent({ db: trx, scope }, id);
    if (!row) throw notFound('Webhook event', id);
    const deliveries = await scheduleDeliveries(txContext(trx, scope, ctx.now), row);
    return { event: presentEvent(row, publicBaseUrl), deliveries };
  });
}

export async function listDeliveries(ctx: ScopedDb, endpointId: string, page: PageRequest): Promise<PageResult<WebhookDelivery>> {
  const { db, scope } = ctx;
  if (!(await repo.findEndpoint({ db, scope }, endpointId))) throw notFound('Webhook endpoint', endpointId);
  const result = toPage(await repo.listDeliveries({ db, scope }, endpointId, page), page.limit);
  const attempts = await repo.attemptsOf(db, result.items.map((d) => d.id));
  return {
    items: result.items.map((d) => presentDelivery(d, attempts.filter((a) => a.delivery_id === d.id))),
    pagination: result.pagination,
  };
}
