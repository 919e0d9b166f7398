/**
 * The delivery worker (issue 15, items 3 and 5): runs on every node, claims due deliveries, sends
 * them, records each attempt.
 *
 * A pass: claim a batch (one short transaction: rows locked FOR UPDATE SKIP LOCKED on PostgreSQL,
 * then leased for LEASE_MS by counting the attempt), send them all at once outside any
 * transaction, then record each outcome in its own transaction. A node that dies mid-send leaves
 * the lease to run out: the delivery is sent again by whichever node claims it next, with the same
 * `webhook-id` (at least once). An outcome is recorded only while the claim is still this
 * attempt's (the attempt count unchanged), so a late answer never overwrites a newer attempt.
 *
 * Time (due, lease, retries, the 5-day disabling) is the injected clock's, so tests drive retries
 * by moving it; the worker runs outside requests, so it reads real time in production.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJob } from '../../jobs.js';
import type { AppDeps } from '../../http/api.js';
import { newId } from '../../db/ids.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import { DISABLE_AFTER_MS, LEASE_MS, nextAttemptAt } from './retrySchedule.js';
import { isSuccess, postWebhook, type AttemptResult } from './sender.js';
import { signedHeaders, signingSecrets } from './signing.js';
import { mustBePublic } from './urlSafety.js';
import { withPublicBaseUrl } from './publicUrls.js';

export const CLAIM_BATCH = 25;
/** Batches one pass claims at most, so a pass ends (the next poll continues). */
const MAX_BATCHES_PER_PASS = 20;

export interface DeliveryPassOptions {
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
  /** Aborting stops the pass between batches and cancels requests in flight (their leases run out). */
  signal?: AbortSignal | undefined;
  /** For tests: the jitter draw in [0, 1) (default: random). */
  random?: () => number;
  timeoutMs?: number;
}

export interface DeliveryPassResult {
  attempted: number;
  succeeded: number;
  failed: number;
}

type Deps = Pick<AppDeps, 'store' | 'clock'> & { config: Pick<AppDeps['config'], 'webhookAllowPrivateUrls' | 'publicBaseUrl'> };

/** Delivers everything due now; what a poll of the server does, and what tests call. */
export async function deliverDueWebhooks(deps: Deps, options: DeliveryPassOptions = {}): Promise<DeliveryPassResult> {
  const total: DeliveryPassResult = { attempted: 0, succeeded: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES_PER_PASS && !options.signal?.aborted; batch++) {
    const claimed = await claim(deps);
    if (claimed.length === 0) break;
    const results = await Promise.all(claimed.map((delivery) => send(deps, delivery, options)));
    if (options.signal?.aborted) break;
    for (const [i, delivery] of claimed.entries()) {
      const result = results[i] as AttemptResult;
      const recorded = await record(deps, delivery, result, options);
      if (!recorded) continue;
      total.attempted++;
      if (isSuccess(result)) total.succeeded++;
      else total.failed++;
    }
    // Loop: a success may have unblocked the next event of its object.
  }
  return total;
}

async function claim(deps: Deps): Promise<repo.ClaimedDelivery[]> {
  const now = deps.clock.now();
  return deps.store.db.transaction().execute(async (trx) => {
    const due = await repo.dueDeliveries(trx, toIso(now), CLAIM_BATCH);
    await repo.takeLease(trx, due.map((d) => d.id), toIso(new Date(now.getTime() + LEASE_MS)), toIso(now));
    return due.map((d) => ({ ...d, attempt_count: d.attempt_count + 1 }));
  });
}

function send(deps: Deps, delivery: repo.ClaimedDelivery, options: DeliveryPassOptions): Promise<AttemptResult> {
  const body = withPublicBaseUrl(delivery.payload, deps.config.publicBaseUrl);
  const now = deps.clock.now();
  return postWebhook({
    url: delivery.url,
    headers: signedHeaders(signingSecrets(delivery, now), delivery.event_id, now, body),
    body,
    publicOnly: mustBePublic(delivery.mode, deps.config.webhookAllowPrivateUrls),
    signal: options.signal,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}

/** Records the attempt, schedules the retry or ends the delivery, and keeps the endpoint's failing streak. */
async function record(deps: Deps, delivery: repo.ClaimedDelivery, result: AttemptResult, options: DeliveryPassOptions): Promise<boolean> {
  const now = deps.clock.now();
  const at = toIso(now);
  const succeeded = isSuccess(result);
  const next = succeeded ? null : nextAttemptAt(now, delivery.attempt_count, (options.random ?? Math.random)());
  return deps.store.db.transaction().execute(async (trx) => {
    const recorded = await repo.settleAttempt(
      trx,
      { id: delivery.id, attemptCount: delivery.attempt_count },
      { status: succeeded ? 'succeeded' : next === null ? 'failed' : 'pending', next_attempt_at: next === null ? null : toIso(next), updated_at: at },
      {
        id: newId(),
        company_id: delivery.company_id,
        mode: delivery.mode,
        delivery_id: delivery.id,
        attempted_at: at,
        status_code: result.statusCode,
        duration_ms: result.durationMs,
        error: result.error ?? (succeeded ? null : `HTTP ${result.statusCode ?? '?'}`),
        response_body: result.responseBody,
      },
    );
    if (!recorded) return false;
    const endpoint = await repo.endpointById(trx, delivery.endpoint_id);
    if (!endpoint) return true;
    if (succeeded) {
      if (endpoint.failing_since !== null) await repo.updateEndpoint(trx, endpoint.id, { failing_since: null });
      return true;
    }
    const failingSince = endpoint.failing_since ?? at;
    if (endpoint.status === 'enabled' && now.getTime() - Date.parse(failingSince) >= DISABLE_AFTER_MS) {
      await repo.updateEndpoint(trx, endpoint.id, { status: 'disabled', failing_since: failingSince, updated_at: at });
      options.log?.warn(
        { event: 'webhook_endpoint.disabled', endpoint_id: endpoint.id, company_id: endpoint.company_id, mode: endpoint.mode, failing_since: failingSince },
        'webhook_endpoint.disabled: every delivery failed for 5 days',
      );
    } else if (endpoint.failing_since === null) {
      await repo.updateEndpoint(trx, endpoint.id, { failing_since: failingSince });
    }
    return true;
  });
}

/** The server's poll: a pass every WEBHOOK_POLL_MS (0 turns it off), passes never overlapping on one node. */
export const webhookJob: BackgroundJob = {
  name: 'webhook-delivery',
  async start(deps, log) {
    const pollMs = deps.config.webhookPollMs;
    if (pollMs <= 0) return;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();
    const stopping = new AbortController();
    const pass = async () => {
      try {
        await deliverDueWebhooks(deps, { log, signal: stopping.signal });
      } catch (error) {
        log.error({ err: error }, 'webhook delivery pass failed');
      }
    };
    const schedule = () => {
      if (stopped) return;
      // A little jitter so that nodes started together do not poll in step.
      timer = setTimeout(() => {
        timer = null;
        running = pass().then(schedule);
      }, pollMs + crypto.randomInt(Math.max(1, Math.floor(pollMs / 5))));
      timer.unref();
    };
    schedule();
    return async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    };
  },
};
