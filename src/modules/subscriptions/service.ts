/**
 * Subscriptions, as the API serves them: reads here, one file per write use case. What other
 * modules use is index.ts (the lifecycle transitions among it); the re-exports below stay for
 * ingest, which reads subscriptionsInForceAt from here.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { toSubscription } from './present.js';
import * as repo from './repo.js';
import type { Subscription } from './schemas.js';
import type { SubscriptionStatus } from './tables.js';
import { notFound } from '../../errors/index.js';

export { createSubscription, type CreateSubscriptionOptions } from './createSubscription.js';
export { findSubscription, subscriptionsInForceAt, type SubscriptionRow } from './repo.js';
export { scheduleOf } from './schedule.js';
export { toSubscription } from './present.js';

export async function getSubscription(db: Kysely<Database>, scope: Scope, id: string): Promise<Subscription> {
  const row = await repo.findSubscription(db, scope, id);
  if (!row) throw notFound('Subscription', id);
  return toSubscription(row);
}

export async function listSubscriptions(
  db: Kysely<Database>,
  scope: Scope,
  page: PageRequest,
  filter: { customerId?: string | undefined; status?: SubscriptionStatus | undefined; planId?: string | undefined },
): Promise<PageResult<Subscription>> {
  const rows = await repo.listSubscriptions(db, scope, page, filter);
  const result = toPage(rows, page.limit);
  return { items: result.items.map(toSubscription), pagination: result.pagination };
}
