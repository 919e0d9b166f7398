/**
 * The outbox (issue 15, item 3): an event is written in the transaction of the change it
 * describes, with one pending delivery per enabled endpoint subscribed to its type at that moment.
 * A rolled-back change rolls its event back with it; a committed one is delivered by the worker
 * (deliver.ts) on any node, after restarts too.
 *
 * The event is `{ id, type, created_at, livemode, data: { object } }`, stored as the exact JSON
 * every delivery sends. `objectId` orders deliveries: those of one endpoint and object go out in
 * the order they were recorded.
 */
import type { DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { toIso } from '../../time.js';
import { subscribesTo, type WebhookEventType } from './eventTypes.js';
import * as repo from './repo.js';
import type { WebhookEventTable } from './tables.js';

export interface RecordedEvent {
  id: string;
  deliveries: number;
}

/**
 * Records the event, created at `ctx.now`, in the caller's transaction (a DbContext: the set-based
 * ingest batch records on its own connection). The event's object is the object's own id, or
 * `objectId` for an object without one (a wallet balance).
 */
export async function recordWebhookEvent(ctx: DbContext, type: WebhookEventType, object: object, objectId?: string): Promise<RecordedEvent> {
  const { db: trx, scope } = ctx;
  const id = newId();
  const createdAt = toIso(ctx.now);
  const payload = JSON.stringify({ id, type, created_at: createdAt, livemode: scope.mode === 'live', data: { object } });
  const row: WebhookEventTable = {
    id,
    company_id: scope.companyId,
    mode: scope.mode,
    type,
    object_id: objectId ?? idOf(object) ?? id,
    payload,
    created_at: createdAt,
  };
  await repo.insertEvent(trx, row);
  const deliveries = await scheduleDeliveries(ctx, row);
  return { id, deliveries };
}

function idOf(object: object): string | undefined {
  const value = (object as { id?: unknown }).id;
  return typeof value === 'string' ? value : undefined;
}

/** One pending delivery of `event` per enabled endpoint subscribed to its type, due at `ctx.now`; how many. */
export async function scheduleDeliveries(ctx: DbContext, event: WebhookEventTable): Promise<number> {
  const { db: trx, scope } = ctx;
  const now = toIso(ctx.now);
  const endpoints = await repo.enabledEndpoints({ db: trx, scope });
  const rows = endpoints
    .filter((endpoint) => subscribesTo(endpoint.event_types === null ? null : (JSON.parse(endpoint.event_types) as string[]), event.type))
    .map((endpoint) => ({
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      endpoint_id: endpoint.id,
      event_id: event.id,
      object_id: event.object_id,
      status: 'pending' as const,
      attempt_count: 0,
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    }));
  await repo.insertDeliveries(trx, rows);
  return rows.length;
}
