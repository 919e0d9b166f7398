/** Webhook rows: endpoints, events, deliveries and attempts. Tenant queries are scoped by company and mode. */
import type { ExpressionBuilder, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, inScope } from '../../db/scope.js';
import { afterCursor, type PageRequest } from '../../db/pagination.js';
import type { WebhookAttemptTable, WebhookDeliveryTable, WebhookEndpointTable, WebhookEventTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

type NewDelivery = Omit<WebhookDeliveryTable, 'seq'>;

// Endpoints

export async function insertEndpoint(db: Db, row: WebhookEndpointTable): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export async function findEndpoint(ctx: ScopedDb, id: string): Promise<WebhookEndpointTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listEndpoints(ctx: ScopedDb, page: PageRequest): Promise<WebhookEndpointTable[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('webhook_endpoints').selectAll().where(inScope(scope));
  if (page.after) query = query.where(afterCursor(page.after, 'webhook_endpoints'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

/** The endpoints that receive new events of this scope. */
export async function enabledEndpoints(ctx: ScopedDb): Promise<Pick<WebhookEndpointTable, 'id' | 'event_types'>[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'event_types'])
    .where(inScope(scope))
    .where('status', '=', 'enabled')
    .orderBy('id')
    .execute();
}

export async function updateEndpoint(db: Db, id: string, patch: Partial<Omit<WebhookEndpointTable, 'id' | 'company_id' | 'mode' | 'created_at'>>): Promise<void> {
  await db.updateTable('webhook_endpoints').set(patch).where('id', '=', id).execute();
}

/** Deletes the endpoint with its deliveries and their attempts. */
export async function deleteEndpoint(ctx: ScopedDb<Transaction<Database>>, id: string): Promise<void> {
  const { db: trx, scope } = ctx;
  const deliveries = trx
    .selectFrom('webhook_deliveries')
    .select('id')
    .where(inScope(scope))
    .where('endpoint_id', '=', id);
  await trx.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
  await trx.deleteFrom('webhook_deliveries').where(inScope(scope)).where('endpoint_id', '=', id).execute();
  await trx.deleteFrom('webhook_endpoints').where(inScope(scope)).where('id', '=', id).execute();
}

// Events (the outbox)

export async function insertEvent(db: Db, row: WebhookEventTable): Promise<void> {
  await db.insertInto('webhook_events').values(row).execute();
}

export async function insertDeliveries(db: Db, rows: readonly NewDelivery[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('webhook_deliveries').values([...rows]).execute();
}

export async function findEvent(ctx: ScopedDb, id: string): Promise<WebhookEventTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('webhook_events')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listEvents(ctx: ScopedDb, page: PageRequest, filter: { type?: string | undefined }): Promise<WebhookEventTable[]> {
  const { db, scope } = ctx;
  let query = db.selectFrom('webhook_events').selectAll().where(inScope(scope));
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (page.after) query = query.where(afterCursor(page.after, 'webhook_events'));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit + 1).execute();
}

// Deliveries and attempts, as the API lists them

export type DeliveryWithType = Selectable<WebhookDeliveryTable> & { event_type: string };

export async function listDeliveries(ctx: ScopedDb, endpointId: string, page: PageRequest): Promise<DeliveryWithType[]> {
  const { db, scope } = ctx;
  let query = db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
    .selectAll('webhook_deliveries')
    .select('webhook_events.type as event_type')
    .where(inScope(scope, 'webhook_deliveries'))
    .where('webhook_deliveries.endpoint_id', '=', endpointId);
  if (page.after) query = query.where(afterCursor(page.after, 'webhook_deliveries'));
  return query.orderBy('webhook_deliveries.created_at', 'desc').orderBy('webhook_deliveries.id', 'desc').limit(page.limit + 1).execute();
}

export async function attemptsOf(db: Db, deliveryIds: readonly string[]): Promise<WebhookAttemptTable[]> {
  if (deliveryIds.length === 0) return [];
  return db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', [...deliveryIds]).orderBy('attempted_at').orderBy('id').execute();
}

// The delivery worker

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  seq: number;
  id: string;
  company_id: string;
  mode: WebhookDeliveryTable['mode'];
  endpoint_id: string;
  event_id: string;
  attempt_count: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  payload: string;
}

/** What a claim leaves out and how much it takes (deliver.ts's slots). */
export interface ClaimRequest {
  now: string;
  /** Rows returned at most. */
  limit: number;
  /** Rows of one endpoint returned at most (its oldest due ones). */
  perEndpoint: number;
  /** Endpoints and companies whose slots on this node are all taken. */
  skipEndpoints: readonly string[];
  skipCompanies: readonly string[];
}

/**
 * Claims due deliveries, in a fair order: pending, of an enabled endpoint, never attempted or due
 * by `now`, and with no earlier pending delivery of the same endpoint and object (order per
 * object). Not oldest-first across everyone: each endpoint's due rows are numbered oldest-first
 * (`endpoint_turn`, at most `perEndpoint` of them), then each company's rows by that turn
 * (`company_turn`: its endpoints round-robin), and the rows come by company turn: the first row of
 * every company, then the second, so one company's backlog never hides another's event.
 *
 * PostgreSQL locks the returned rows `FOR UPDATE OF d SKIP LOCKED`, and re-checks `pending` and
 * due on the locked version, so nodes claiming at once get different rows and a row another node
 * has just leased is not returned; SQLite runs one (IMMEDIATE) transaction at a time. The caller
 * then takes the lease (takeLease) in the same transaction, on the rows it keeps.
 */
export async function dueDeliveries(trx: Transaction<Database>, claim: ClaimRequest): Promise<ClaimedDelivery[]> {
  const isDue = (eb: ExpressionBuilder<Database & { d: WebhookDeliveryTable }, 'd'>) =>
    eb.and([eb('d.status', '=', 'pending'), eb.or([eb('d.attempt_count', '=', 0), eb('d.next_attempt_at', '<=', claim.now)])]);
  let due = trx
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select((eb) => [
      'd.id',
      'd.seq',
      'd.company_id',
      eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy('d.endpoint_id').orderBy('d.seq')).as('endpoint_turn'),
    ])
    .where(isDue)
    .where('e.status', '=', 'enabled')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhook_deliveries as p')
            .select('p.seq')
            .whereRef('p.endpoint_id', '=', 'd.endpoint_id')
            .whereRef('p.object_id', '=', 'd.object_id')
            .where('p.status', '=', 'pending')
            .whereRef('p.seq', '<', 'd.seq'),
        ),
      ),
    );
  if (claim.skipEndpoints.length > 0) due = due.where('d.endpoint_id', 'not in', [...claim.skipEndpoints]);
  if (claim.skipCompanies.length > 0) due = due.where('d.company_id', 'not in', [...claim.skipCompanies]);
  const turns = trx
    .selectFrom(due.as('due'))
    .select((eb) => ['due.id', 'due.seq', eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy('due.company_id').orderBy('due.endpoint_turn').orderBy('due.seq')).as('company_turn')])
    .where('due.endpoint_turn', '<=', claim.perEndpoint)
    .orderBy('company_turn')
    .orderBy('due.seq')
    .limit(claim.limit);
  return trx
    .selectFrom('webhook_deliveries as d')
    .innerJoin(turns.as('t'), 't.id', 'd.id')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select(['d.seq', 'd.id', 'd.company_id', 'd.mode', 'd.endpoint_id', 'd.event_id', 'd.attempt_count', 'e.url', 'e.secret', 'e.previous_secret', 'e.previous_secret_expires_at', 'v.payload'])
    .where(isDue)
    .orderBy('t.company_turn')
    .orderBy('d.seq')
    .forUpdate(['d'])
    .skipLocked()
    .execute();
}

/** Counts the attempt and holds the delivery until `leaseUntil`: another node takes it only after that. */
export async function takeLease(trx: Transaction<Database>, ids: readonly string[], leaseUntil: string, now: string): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('webhook_deliveries')
    .set((eb) => ({ attempt_count: eb('attempt_count', '+', 1), next_attempt_at: leaseUntil, updated_at: now }))
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Records an attempt's outcome, only if the delivery is still the one this attempt claimed (its
 * attempt count unchanged: the lease did not run out and another node take it). True if recorded.
 */
export async function settleAttempt(
  trx: Transaction<Database>,
  claimed: { id: string; attemptCount: number },
  outcome: { status: WebhookDeliveryTable['status']; next_attempt_at: string | null; updated_at: string },
  attempt: WebhookAttemptTable,
): Promise<boolean> {
  const result = await trx
    .updateTable('webhook_deliveries')
    .set(outcome)
    .where('id', '=', claimed.id)
    .where('attempt_count', '=', claimed.attemptCount)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx.insertInto('webhook_attempts').values(attempt).execute();
  return true;
}

export async function endpointById(db: Db, id: string): Promise<WebhookEndpointTable | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}
