/**
 * The delivery worker (issue 15, items 3 and 5; issue 25 item 2): runs on every node, claims due
 * deliveries, sends them, records each attempt.
 *
 * Scheduling: a node has slots (slots.ts: 64 in all, 16 per company, 4 per endpoint). A claim asks
 * for as many due deliveries as there are free slots, leaving out the endpoints and companies whose
 * slots are all taken, in a fair order (repo.dueDeliveries: round-robin over companies, then over
 * each company's endpoints, oldest first within an endpoint). Each claimed delivery is sent at once
 * and frees its slot the moment it ends; that ending starts the next claim. So no delivery waits
 * for another's group, and a company whose receivers hang holds at most 16 slots for at most the
 * 10-second timeout while every other company's events go out. The server also claims every
 * WEBHOOK_POLL_MS, for what became due meanwhile.
 *
 * A claim is one short transaction: rows locked FOR UPDATE SKIP LOCKED on PostgreSQL (SQLite's
 * transactions are IMMEDIATE, one at a time), then leased for LEASE_MS by counting the attempt.
 * The request runs outside any transaction; its outcome is recorded in its own transaction. A
 * node that dies mid-send leaves the lease to run out: the delivery is sent again by whichever node
 * claims it next, with the same `webhook-id` (at least once). An outcome is recorded only while the
 * claim is still this attempt's (the attempt count unchanged), so a late answer never overwrites a
 * newer attempt.
 *
 * Time (due, lease, retries, the 5-day disabling) is the injected clock's, so tests drive retries
 * by moving it; the worker runs outside requests, so it reads real time in production.
 */
import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../http/api.js';
import { newId } from '../../db/ids.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import { DISABLE_AFTER_MS, LEASE_MS, nextAttemptAt } from './retrySchedule.js';
import { isSuccess, postWebhook, type AttemptResult } from './sender.js';
import { signedHeaders, signingSecrets } from './signing.js';
import { mustBePublic } from './urlSafety.js';
import { withPublicBaseUrl } from './publicUrls.js';
import { MAX_IN_FLIGHT, MAX_IN_FLIGHT_PER_ENDPOINT, Slots } from './slots.js';

/** Attempts one pass (deliverDueWebhooks) starts at most, so that a pass ends. */
const MAX_ATTEMPTS_PER_PASS = 500;

export interface DeliveryPassOptions {
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'> | undefined;
  /** Aborting stops claiming and cancels requests in flight (nothing recorded: their leases run out). */
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

/**
 * Delivers everything due now and waits for it, retries that come due meanwhile and events of an
 * object unblocked by a success included (at most MAX_ATTEMPTS_PER_PASS attempts): what tests call.
 */
export async function deliverDueWebhooks(deps: Deps, options: DeliveryPassOptions = {}): Promise<DeliveryPassResult> {
  const dispatcher = new Dispatcher(deps, options, MAX_ATTEMPTS_PER_PASS);
  await dispatcher.drain();
  return dispatcher.result;
}

/** One node's delivery worker: claims into free slots, sends, records, frees the slot, claims again. */
export class Dispatcher {
  readonly result: DeliveryPassResult = { attempted: 0, succeeded: 0, failed: 0 };
  private readonly slots = new Slots();
  private readonly running = new Set<Promise<void>>();
  private filling: Promise<void> | null = null;
  private fillAgain = false;
  private failure: unknown = null;

  constructor(
    private readonly deps: Deps,
    private readonly options: DeliveryPassOptions,
    /** Attempts this dispatcher may still start. */
    private budget = Infinity,
  ) {
    // Every request in flight listens to the one signal: up to MAX_IN_FLIGHT listeners, not a leak.
    if (options.signal) setMaxListeners(MAX_IN_FLIGHT + 10, options.signal);
  }

  /**
   * Claims due deliveries into the free slots and starts them; resolves once claimed (not sent).
   * A call while a fill runs makes that fill claim once more instead of running beside it.
   */
  fill(): Promise<void> {
    if (this.filling) {
      this.fillAgain = true;
      return this.filling;
    }
    this.fillAgain = false;
    this.filling = this.fillRounds().finally(() => {
      this.filling = null;
      // Asked again after the last round checked: claim once more.
      if (this.fillAgain) this.kick();
    });
    return this.filling;
  }

  private async fillRounds(): Promise<void> {
    do {
      this.fillAgain = false;
      while (!this.stopped() && (await this.claimAndStart()) > 0);
    } while (this.fillAgain && !this.stopped());
  }

  private kick(): void {
    if (!this.stopped()) this.fill().catch((error: unknown) => this.fail(error));
  }

  /** Fills until nothing is due and nothing is in flight; rethrows the first error met. */
  async drain(): Promise<void> {
    await this.fill().catch((error: unknown) => this.fail(error));
    await this.idle();
    if (this.failure !== null) throw this.failure;
  }

  /** Waits for every request in flight and the fills they start. */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.filling) {
      await Promise.race([...this.running, ...(this.filling ? [this.filling] : [])]).catch(() => undefined);
      await this.filling?.catch(() => undefined);
    }
  }

  private stopped(): boolean {
    return this.budget <= 0 || this.options.signal?.aborted === true;
  }

  /** Logs an error (the server's worker goes on; its leases run out and the deliveries are claimed again); a pass rethrows it at its end. */
  private fail(error: unknown): void {
    this.failure ??= error;
    this.options.log?.error({ err: error }, 'webhook delivery failed');
  }

  /** One claim: as many due deliveries as the free slots allow. Returns how many it started. */
  private async claimAndStart(): Promise<number> {
    const max = Math.min(this.slots.free(), this.budget);
    if (max <= 0) return 0;
    const claimed = await claim(this.deps, this.slots, max);
    this.budget -= claimed.length;
    for (const delivery of claimed) {
      const attempt: Promise<void> = this.attempt(delivery).finally(() => {
        this.slots.release(delivery);
        this.running.delete(attempt);
        this.kick();
      });
      this.running.add(attempt);
    }
    return claimed.length;
  }

  private async attempt(delivery: repo.ClaimedDelivery): Promise<void> {
    try {
      const result = await send(this.deps, delivery, this.options);
      if (this.options.signal?.aborted) return;
      if (!(await record(this.deps, delivery, result, this.options))) return;
      this.result.attempted++;
      if (isSuccess(result)) this.result.succeeded++;
      else this.result.failed++;
    } catch (error) {
      this.fail(error);
    }
  }
}

/** Claims up to `max` due deliveries in the fair order and takes their slots and leases. */
async function claim(deps: Deps, slots: Slots, max: number): Promise<repo.ClaimedDelivery[]> {
  const now = deps.clock.now();
  const full = slots.full();
  let kept: repo.ClaimedDelivery[] = [];
  try {
    await deps.store.db.transaction().execute(async (trx) => {
      const due = await repo.dueDeliveries(trx, { now: toIso(now), limit: max, perEndpoint: MAX_IN_FLIGHT_PER_ENDPOINT, skipEndpoints: full.endpoints, skipCompanies: full.companies });
      kept = slots.take(due, max);
      await repo.takeLease(trx, kept.map((d) => d.id), toIso(new Date(now.getTime() + LEASE_MS)), toIso(now));
    });
  } catch (error) {
    for (const delivery of kept) slots.release(delivery);
    throw error;
  }
  return kept.map((d) => ({ ...d, attempt_count: d.attempt_count + 1 }));
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
