/**
 * Drives ingest traffic at a server and keeps the book of every answer per idempotency key, the
 * way a careful client would: a request that got no answer (or `failed`, or 503) is sent again
 * later with the same key and the same body until it is answered. A batch request
 * (`POST /v1/events/batch`) is booked event by event, from its results, and sent again whole,
 * with the same keys, while any of its events is unanswered or refused.
 */
import { NetworkError, pool, type HttpClient } from './http.js';

export interface KeyedRequest {
  key: string;
  customerId: string;
  body: Record<string, unknown>;
}

/**
 * One batch request: its events in order. A key may repeat inside it (the first stored occurrence
 * wins, the others answer `duplicate`) or repeat a key sent on its own.
 */
export interface BatchRequest {
  batch: KeyedRequest[];
}

export type LoadRequest = KeyedRequest | BatchRequest;

export function isBatch(request: LoadRequest): request is BatchRequest {
  return 'batch' in request;
}

/** The events of `requests`, each key once (singles and the events inside batches). */
export function keyedEvents(requests: readonly LoadRequest[]): KeyedRequest[] {
  const seen = new Map<string, KeyedRequest>();
  for (const request of requests) {
    for (const event of isBatch(request) ? request.batch : [request]) if (!seen.has(event.key)) seen.set(event.key, event);
  }
  return [...seen.values()];
}

export interface Outcome {
  status: number;
  ingest: string | null;
  usageId: string | null;
  code: string | null;
}

type Json = Record<string, unknown>;

function outcomeOf(status: number, body: Json | null): Outcome {
  return {
    status,
    ingest: typeof body?.status === 'string' ? body.status : null,
    usageId: typeof body?.usage_id === 'string' ? body.usage_id : null,
    code: typeof (body?.error as { code?: unknown } | undefined)?.code === 'string' ? (body?.error as { code: string }).code : null,
  };
}

export class AnswerBook {
  readonly answers = new Map<string, Outcome[]>();
  /** Requests put on the wire (first sends and retries; a batch counts once). */
  sent = 0;
  /** Batch requests put on the wire, and the events they carried. */
  batchesSent = 0;
  batchEventsSent = 0;
  /** Sends that got no answer at all (connection refused or cut). */
  noAnswer = 0;
  /** Answers that said "not processed, retry": ingest `failed` or HTTP 503 (per event for a batch). */
  refused = 0;
  /** Batch answers that refused some or all of their events (the batch is sent again whole). */
  batchesRefused = 0;
  private readonly attempted = new Set<string>();
  private readonly attemptedRequests = new Set<LoadRequest>();
  /** Keys whose request was sent more than once. */
  readonly retried = new Set<string>();
  /** Answers no fault explains (400, 500, ...), kept to fail the test with. */
  readonly unexpected: Array<{ key: string; status: number; body: unknown }> = [];

  private book(key: string, outcome: Outcome): void {
    const list = this.answers.get(key) ?? [];
    list.push(outcome);
    this.answers.set(key, list);
  }

  record(key: string, status: number, body: Json | null): boolean {
    const outcome = outcomeOf(status, body);
    this.book(key, outcome);
    if (status === 200 && body?.success === true && (outcome.ingest === 'inserted' || outcome.ingest === 'duplicate')) return true;
    const refusal =
      body?.success === false &&
      ((status === 200 && outcome.ingest === 'failed' && outcome.code === 'DATABASE_ERROR') || (status === 503 && outcome.code === 'SERVICE_UNAVAILABLE'));
    if (refusal) {
      this.refused += 1;
      return false;
    }
    this.unexpected.push({ key, status, body });
    return true;
  }

  /**
   * Books a batch answer event by event; true when nothing of it needs sending again. A 200 must
   * hold one result per event; each result is booked as a single answer would be.
   */
  recordBatch(request: BatchRequest, status: number, body: Json | null): boolean {
    const events = request.batch;
    const results = body?.results;
    if (status === 200 && body?.success === true && Array.isArray(results) && results.length === events.length) {
      let settled = true;
      events.forEach((event, i) => {
        const result = results[i] as Json | null;
        const answer = result !== null && typeof result === 'object' ? result : null;
        // The result carries no request_id of its own: the batch's envelope status stands for it.
        if (!this.record(event.key, 200, answer)) settled = false;
      });
      if (!settled) this.batchesRefused += 1;
      return settled;
    }
    if (status === 503 && body?.success === false && (body.error as { code?: unknown } | undefined)?.code === 'SERVICE_UNAVAILABLE') {
      for (const event of events) this.book(event.key, outcomeOf(status, body));
      this.refused += events.length;
      this.batchesRefused += 1;
      return false;
    }
    for (const event of events) this.book(event.key, outcomeOf(status, null));
    this.unexpected.push({ key: `batch [${events.map((e) => e.key).join(', ')}]`.slice(0, 300), status, body });
    return true;
  }

  wasSent(key: string): boolean {
    return this.attempted.has(key);
  }

  /** Retried keys whose event had been stored by the attempt that got no answer (answered `duplicate` at last). */
  get committedButUnanswered(): number {
    let count = 0;
    for (const key of this.retried) {
      const answers = this.answers.get(key) ?? [];
      if (answers.some((a) => a.ingest === 'duplicate') && !answers.some((a) => a.ingest === 'inserted')) count += 1;
    }
    return count;
  }

  /** Sends each request once; returns the ones still unanswered. Stops taking new ones once `stop()` holds. */
  async sendAll<R extends LoadRequest>(
    client: HttpClient,
    requests: readonly R[],
    concurrency: number,
    stop: () => boolean = () => false,
    onAnswer?: () => void,
    /** A polite client backs off after being told to: this long before its next request. */
    pauseAfterRefusalMs = 0,
  ): Promise<R[]> {
    const left: R[] = [];
    const taken = new Set<R>();
    await pool(
      requests,
      concurrency,
      async (request) => {
        taken.add(request);
        const item: LoadRequest = request;
        const events = isBatch(item) ? item.batch : [item];
        if (this.attemptedRequests.has(request)) for (const event of events) this.retried.add(event.key);
        this.attemptedRequests.add(request);
        for (const event of events) this.attempted.add(event.key);
        this.sent += 1;
        if (isBatch(item)) {
          this.batchesSent += 1;
          this.batchEventsSent += events.length;
        }
        try {
          let settled: boolean;
          if (isBatch(item)) {
            const answer = await client.send('POST', '/v1/events/batch', { events: item.batch.map((event) => event.body) });
            settled = this.recordBatch(item, answer.status, typeof answer.body === 'object' ? answer.body : null);
          } else {
            const answer = await client.send('POST', '/v1/events/ingest', item.body);
            settled = this.record(item.key, answer.status, typeof answer.body === 'object' ? answer.body : null);
          }
          onAnswer?.();
          if (!settled) {
            left.push(request);
            if (pauseAfterRefusalMs > 0) await new Promise((r) => setTimeout(r, pauseAfterRefusalMs));
          }
        } catch (error) {
          if (!(error instanceof NetworkError)) throw error;
          this.noAnswer += 1;
          left.push(request);
        }
      },
      stop,
    );
    return [...left, ...requests.filter((r) => !taken.has(r))];
  }

  /** Sends until every request is answered, backing off between passes. */
  async settleAll(client: HttpClient, requests: readonly LoadRequest[], concurrency: number, maxPasses = 60): Promise<void> {
    let left = [...requests];
    for (let pass = 0; left.length > 0; pass++) {
      if (pass >= maxPasses) throw new Error(`${left.length} requests still unanswered after ${maxPasses} passes`);
      if (pass > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** pass)));
      left = await this.sendAll(client, left, concurrency);
    }
  }
}
