/**
 * Subscriptions, as the API serves them: reads here, one file per write use case. What other
 * modules use is index.ts (the lifecycle transitions among it); the re-exports below stay for
 * ingest, which reads subscriptionsInForceAt from here.
 */
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { toSubscription } from './present.js';
import * as repo from './repo.js';
import type { Subscription } from './schemas.js';
import type { SubscriptionStatus } from './tables.js';
import { notFound } from '../../errors/index.js';
import type { ScopedDb } from '../../db/context.js';

export { createSubscription, type CreateSubscriptionOptions } from './createSubscription.js';
export { findSubscription, subscriptionsInForceAt, type SubscriptionRow } from './repo.js';
export { scheduleOf } from './schedule.js';
export { toSubscription } from './present.js';

export async function getSubscription(ctx: ScopedDb, id: string): Promise<Subscription> {
  const { db, scope } = ctx;
  const row = await repo.findSubscription({ db, scope }, id);
  if (!row) throw notFound('Subscription', id);
  return toSubscription(row);
}

export async function listSubscriptions(
  ctx: ScopedDb,
  page: PageRequest,
  filter: { customerId?: string | undefined; status?: SubscriptionStatus | undefined; planId?: string | undefined },
): Promise<PageResult<Subscription>> {
  const { db, scope } = ctx;
  const rows = await repo.listSubscriptions({ db, scope }, page, filter);
  const result = toPage(rows, page.limit);
  return { items: result.items.map(toSubscription), pagination: result.pagination };
}
