/**
 * Drives ingest traffic at a server and keeps the book of every answer per idempotency key, the
 * way a careful client would: a request that got no answer (or `failed`, or 503) is sent again
 * later with the same key and the same body until it is answered.
 */
import { NetworkError, pool, type HttpClient } from './http.js';

export interface KeyedRequest {
  key: string;
  customerId: string;
  body: Record<string, unknown>;
}

export interface Outcome {
  status: number;
  ingest: string | null;
  usageId: string | null;
  code: string | null;
}

export class AnswerBook {
  readonly answers = new Map<string, Outcome[]>();
  /** Requests put on the wire (first sends and retries). */
  sent = 0;
  /** Sends that got no answer at all (connection refused or cut). */
  noAnswer = 0;
  /** Answers that said "not processed, retry": ingest `failed` or HTTP 503. */
  refused = 0;
  private readonly attempted = new Set<string>();
  /** Keys sent more than once. */
  readonly retried = new Set<string>();
  /** Answers no fault explains (400, 500, ...), kept to fail the test with. */
  readonly unexpected: Array<{ key: string; status: number; body: unknown }> = [];

  record(key: string, status: number, body: Record<string, unknown> | null): boolean {
    const outcome: Outcome = {
      status,
      ingest: typeof body?.status === 'string' ? body.status : null,
      usageId: typeof body?.usage_id === 'string' ? body.usage_id : null,
      code: typeof (body?.error as { code?: unknown } | undefined)?.code === 'string' ? (body?.error as { code: string }).code : null,
    };
    const list = this.answers.get(key) ?? [];
    list.push(outcome);
    this.answers.set(key, list);
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
  async sendAll(
    client: HttpClient,
    requests: readonly KeyedRequest[],
    concurrency: number,
    stop: () => boolean = () => false,
    onAnswer?: () => void,
    /** A polite client backs off after being told to: this long before its next request. */
    pauseAfterRefusalMs = 0,
  ): Promise<KeyedRequest[]> {
    const left: KeyedRequest[] = [];
    const taken = new Set<KeyedRequest>();
    await pool(
      requests,
      concurrency,
      async (request) => {
        taken.add(request);
        if (this.attempted.has(request.key)) this.retried.add(request.key);
        this.attempted.add(request.key);
        this.sent += 1;
        try {
          const answer = await client.send('POST', '/v1/events/ingest', request.body);
          const settled = this.record(request.key, answer.status, typeof answer.body === 'object' ? answer.body : null);
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
  async settleAll(client: HttpClient, requests: readonly KeyedRequest[], concurrency: number, maxPasses = 60): Promise<void> {
    let left = [...requests];
    for (let pass = 0; left.length > 0; pass++) {
      if (pass >= maxPasses) throw new Error(`${left.length} requests still unanswered after ${maxPasses} passes`);
      if (pass > 0) await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** pass)));
      left = await this.sendAll(client, left, concurrency);
    }
  }
}
