/**
 * Per-company fixed 60-second windows (DESIGN.md section 4). Both modes of a company share one
 * window. In-process by default; with REDIS_URL every node counts in one shared window.
 */
import { Redis } from 'ioredis';

export const WINDOW_MS = 60_000;
const REDIS_TIMEOUT_MS = 500;

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

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly keyPrefix = 'meterline:rl:',
  ) {
    // commandTimeout bounds what an unreachable Redis costs a request (it then fails open).
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false, commandTimeout: REDIS_TIMEOUT_MS });
    this.redis.on('error', onError);
  }

  async hit(companyId: string, limit: number, nowMs: number): Promise<RateDecision> {
    const start = nowMs - (nowMs % WINDOW_MS);
    const key = `${this.keyPrefix}${companyId}:${start}`;
    try {
      const results = await this.redis.multi().incr(key).pexpire(key, WINDOW_MS + 5000).exec();
      const count = Number(results?.[0]?.[1]);
      if (!Number.isFinite(count)) throw new Error('Redis returned no count');
      return decide(count, limit, start);
    } catch (error) {
      // The rate limit protects the service; it never decides money. Fail open, and say so.
      this.onError(error);
      return decide(0, limit, start);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
