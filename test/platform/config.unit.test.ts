/** Environment -> configuration: the defaults the README documents, and refusals of bad values. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/meterline.db',
      redisUrl: null,
      publicBaseUrl: 'http://127.0.0.1:8080',
      logLevel: 'info',
      billingTickSeconds: 30,
      bodyLimitBytes: 1024 * 1024,
      rateLimitPerWindow: 1000,
      metricsEnabled: false,
      webhookAllowPrivateUrls: false,
      webhookPollMs: 1000,
      idempotencyTakeoverMs: 60_000,
      trustProxy: [],
      stripe: null,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://meterline@db:5432/meterline',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_BASE_URL: 'https://billing.example.com/',
      LOG_LEVEL: 'warn',
      BILLING_TICK_SECONDS: '5',
      BODY_LIMIT_BYTES: '2097152',
      RATE_LIMIT_PER_MINUTE: '600',
      METRICS_ENABLED: 'true',
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      WEBHOOK_POLL_MS: '250',
      IDEMPOTENCY_TAKEOVER_SECONDS: '15',
      TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16,fd00::/8 ,loopback',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_def',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    });
    expect(config).toEqual({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://meterline@db:5432/meterline',
      redisUrl: 'redis://cache:6379',
      publicBaseUrl: 'https://billing.example.com',
      logLevel: 'warn',
      billingTickSeconds: 5,
      bodyLimitBytes: 2097152,
      rateLimitPerWindow: 600,
      metricsEnabled: true,
      webhookAllowPrivateUrls: true,
      webhookPollMs: 250,
      idempotencyTakeoverMs: 15_000,
      trustProxy: ['10.0.0.1', '10.1.0.0/16', 'fd00::/8', 'loopback'],
      stripe: { secretKey: 'sk_test_abc', webhookSecret: 'whsec_def', apiBase: 'http://127.0.0.1:12111' },
    });
    expect(loadConfig({ PORT: '3000' }).publicBaseUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).databaseUrl).toBe('sqlite::memory:');
    expect(loadConfig({ DATABASE_URL: 'postgresql://x@y/z' }).databaseUrl).toBe('postgresql://x@y/z');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '-1'],
    ['BODY_LIMIT_BYTES', '10'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['IDEMPOTENCY_TAKEOVER_SECONDS', '4'],
    ['BILLING_TICK_SECONDS', '1.5'],
    ['DATABASE_URL', 'mysql://x@y/z'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,*'],
    ['STRIPE_SECRET_KEY', 'pk_live_publishable'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_only_without_a_key'],
  ])('refuses %s=%s with a ConfigError naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
