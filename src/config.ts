/**
 * Environment -> typed configuration, validated once at start (docs/decisions.md, Configuration and the command).
 * Nothing else in the code reads process.env.
 */
import { isIP } from 'node:net';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | null;
  publicBaseUrl: string;
  logLevel: string;
  billingTickSeconds: number;
  bodyLimitBytes: number;
  /** Default per-company request budget per 60-second window. */
  rateLimitPerWindow: number;
  /** `GET /metrics` (Prometheus text, no key) is served when true. */
  metricsEnabled: boolean;
  /** Live-mode webhook endpoints may be private, loopback or link-local addresses (self-hosters). */
  webhookAllowPrivateUrls: boolean;
  /** How often each node looks for due webhook deliveries, in milliseconds (0: never). */
  webhookPollMs: number;
  /**
   * How long a request holding an Idempotency-Key may go without an answer before a retry with the
   * same key takes it over as a request that died (a crashed node), in milliseconds.
   */
  idempotencyTakeoverMs: number;
  /**
   * The proxies (addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`) whose
   * X-Forwarded-For is believed: a request's client address is read from that header only when
   * its socket peer is one of them. Empty (the default): trust none, the socket peer is the client.
   */
  trustProxy: string[];
  /** Live mode takes payments through Stripe when set (STRIPE_SECRET_KEY); null: no live provider. */
  stripe: StripeSettings | null;
}

/** Stripe for live mode (README, Stripe (live mode)). */
export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the Stripe webhook endpoint (`whsec_...`); null: the webhook route refuses every delivery. */
  webhookSecret: string | null;
  /** Another address for Stripe's API (`http://127.0.0.1:12111`: a local fake or stripe-mock); null: Stripe's own. */
  apiBase: string | null;
}

export class ConfigError extends Error {}

const DEFAULT_DATABASE_URL = 'sqlite:./data/meterline.db';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  }
  return Number(raw);
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One TRUST_PROXY entry: an address, an address/prefix-length, or one of proxy-addr's names. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !isProxyEntry(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUST_PROXY must be a comma-separated list of addresses, CIDR ranges, ${PROXY_NAMES.join(', ')}; got "${bad}"`);
  }
  return entries;
}

function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY || null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || null;
  const apiBase = env.STRIPE_API_BASE || null;
  if (secretKey === null) {
    if (webhookSecret !== null || apiBase !== null) throw new ConfigError('STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE need STRIPE_SECRET_KEY');
    return null;
  }
  if (!/^(sk|rk)_(live|test)_\S+$/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)');
  if (webhookSecret !== null && !/^whsec_\S+$/.test(webhookSecret)) throw new ConfigError('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
  if (apiBase !== null && !/^https?:\/\/[^/\s]+\/?$/.test(apiBase)) throw new ConfigError(`STRIPE_API_BASE must be an http(s) origin, got "${apiBase}"`);
  return { secretKey, webhookSecret, apiBase };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with sqlite: or postgres://');
  }
  const publicBaseUrl = (env.PUBLIC_BASE_URL || `http://${host}:${port}`).replace(/\/+$/, '');
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    port,
    host,
    databaseUrl,
    redisUrl: env.REDIS_URL || null,
    publicBaseUrl,
    logLevel,
    billingTickSeconds: integer(env, 'BILLING_TICK_SECONDS', 30, 0),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
    rateLimitPerWindow: integer(env, 'RATE_LIMIT_PER_MINUTE', 1000, 1),
    metricsEnabled: env.METRICS_ENABLED === 'true' || env.METRICS_ENABLED === '1',
    webhookAllowPrivateUrls: env.WEBHOOK_ALLOW_PRIVATE_URLS === 'true' || env.WEBHOOK_ALLOW_PRIVATE_URLS === '1',
    webhookPollMs: integer(env, 'WEBHOOK_POLL_MS', 1000, 0),
    // The one place the takeover's default lives (claimKey takes it from here).
    idempotencyTakeoverMs: integer(env, 'IDEMPOTENCY_TAKEOVER_SECONDS', 60, 5) * 1000,
    trustProxy: trustedProxies(env),
    stripe: stripeSettings(env),
  };
}
