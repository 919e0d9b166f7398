/**
 * The dashboard overview's "last deliveries that failed": deliveries that gave up (`failed`) and
 * deliveries still retrying after a recorded attempt (a success ends a delivery, so a pending one
 * with an attempt on record failed it), the most recently changed first, each with its endpoint's
 * URL, its event type and its last attempt's answer.
 */
import { inScope } from '../../db/scope.js';
import { attemptsOf } from './repo.js';
import type { ScopedDb } from '../../db/context.js';

export interface FailedDelivery {
  id: string;
  endpoint_url: string;
  event_type: string;
  /** `failed`: gave up; `pending`: a retry is due at `next_attempt_at`. */
  status: 'failed' | 'pending';
  attempts: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  last_status_code: number | null;
  last_error: string | null;
  updated_at: string;
}

export async function recentFailedDeliveries(ctx: ScopedDb, limit: number): Promise<FailedDelivery[]> {
  const { db, scope } = ctx;
  const rows = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
    .select(['d.id', 'd.status', 'd.next_attempt_at', 'd.updated_at', 'e.url', 'v.type'])
    .where(inScope(scope, 'd'))
    .where((eb) =>
      eb.or([
        eb('d.status', '=', 'failed'),
        eb.and([eb('d.status', '=', 'pending'), eb.exists(eb.selectFrom('webhook_attempts as a').select('a.id').whereRef('a.delivery_id', '=', 'd.id'))]),
      ]),
    )
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  const attempts = await attemptsOf(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const own = attempts.filter((a) => a.delivery_id === row.id);
    const last = own[own.length - 1];
    return {
      id: row.id,
      endpoint_url: row.url,
      event_type: row.type,
      status: row.status === 'failed' ? 'failed' : 'pending',
      attempts: own.length,
      next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
      last_attempt_at: last?.attempted_at ?? null,
      last_status_code: last?.status_code ?? null,
      last_error: last?.error ?? null,
      updated_at: row.updated_at,
    };
  });
}
