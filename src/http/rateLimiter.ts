/**
 * Per-company fixed 60-second windows (docs/decisions.md, HTTP conventions). Both modes of a company share one
 * window. In-process by default; with REDIS_URL every node counts in one shared window, and falls
 * back to its own window while Redis cannot be reached.
 */
import { Redis } from 'ioredis';

export const WINDOW_MS = 60_000;
const REDIS_TIMEOUT_MS = 500;
const CIRCUIT_COOL_DOWN_MS = 10_000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds at which the current window ends. */
  resetAt: number;
}

export interface RateLimiter {
  hit(companyId: string, limit: number, nowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

function decide(count: number, limit: number, windowStart: number): RateDecision {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetAt: Math.ceil((windowStart + WINDOW_MS) / 1000),
  };
}

export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  async hit(companyId: string, limit: number, nowMs: number): Promise<RateDecision> {
    const start = nowMs - (nowMs % WINDOW_MS);
    let window = this.windows.get(companyId);
    if (!window || window.start !== start) {
      if (this.windows.size > 100_000) this.windows.clear();
      window = { start, count: 0 };
      this.windows.set(companyId, window);
    }
    window.count += 1;
    return decide(window.count, limit, start);
  }

  async close(): Promise<void> {}
}

/** Where the limiter reports that the shared store went away or came back (once per change). */
export interface RateLimitLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RedisRateLimiterOptions {
  log?: RateLimitLog;
  keyPrefix?: string;
  /** How long the circuit stays open after a failure before Redis is tried again. */
  coolDownMs?: number;
  /** Monotonic milliseconds for the circuit (the request clock may be a fixed test clock). */
  monotonicNow?: () => number;
}

const SILENT_LOG: RateLimitLog = { warn: () => undefined, info: () => undefined };

/**
 * The shared window in Redis, behind a circuit breaker. While Redis answers, every node counts in
 * one window. When a command fails or the connection drops, the circuit opens: for `coolDownMs`
 * requests count in this process's own window (a real, if per-node, limit, never "unlimited") and
 * never wait on Redis; afterwards the next request uses Redis again if ioredis, reconnecting in the
 * background, reports the connection ready. Each change is logged once, not per request. The rate
 * limit protects the service; it never decides money, so failing open to the local window is safe.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly fallback = new InMemoryRateLimiter();
  private readonly log: RateLimitLog;
  private readonly keyPrefix: string;
  private readonly coolDownMs: number;
  private readonly monotonicNow: () => number;
  private openUntil = 0;
  private open = false;

  constructor(url: string, options: RedisRateLimiterOptions = {}) {
    this.log = options.log ?? SILENT_LOG;
    this.keyPrefix = options.keyPrefix ?? 'meterline:rl:';
    this.coolDownMs = options.coolDownMs ?? CIRCUIT_COOL_DOWN_MS;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
    // commandTimeout bounds what a hung Redis costs the requests in flight when it hangs; after
    // that the open circuit keeps every request off it.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false, commandTimeout: REDIS_TIMEOUT_MS });
    this.redis.on('error', (error: unknown) => this.trip(error));
  }

  /** Whether requests are counted in this process only (the circuit is open). */
  get degraded(): boolean {
    return this.open;
  }

  async hit(companyId: string, limit: number, nowMs: number): Promise<RateDecision> {
    if (!this.closedForRequest()) return this.fallback.hit(companyId, limit, nowMs);
    const start = nowMs - (nowMs % WINDOW_MS);
    const key = `${this.keyPrefix}${companyId}:${start}`;
    try {
      const results = await this.redis.multi().incr(key).pexpire(key, WINDOW_MS + 5000).exec();
      const count = Number(results?.[0]?.[1]);
      if (!Number.isFinite(count)) throw new Error('Redis returned no count');
      return decide(count, limit, start);
    } catch (error) {
      this.trip(error);
      return this.fallback.hit(companyId, limit, nowMs);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }

  /** True when this request may use Redis: the circuit is closed, or its cool-down is over and the connection is back. */
  private closedForRequest(): boolean {
    if (!this.open) return true;
    if (this.monotonicNow() < this.openUntil) return false;
    if (this.redis.status !== 'ready') {
      this.openUntil = this.monotonicNow() + this.coolDownMs;
      return false;
    }
    this.open = false;
    this.log.info({}, 'rate limit store reachable again: counting in the shared window');
    return true;
  }

  private trip(error: unknown): void {
    this.openUntil = this.monotonicNow() + this.coolDownMs;
    if (this.open) return;
    this.open = true;
    this.log.warn({ err: error }, `rate limit store unavailable: counting in this process only, retrying in ${this.coolDownMs / 1000} s`);
  }
}
