/**
 * The server: config -> store -> migrate -> app.listen -> scheduler. On SIGTERM/SIGINT it stops
 * accepting connections, lets in-flight requests finish, then closes the store.
 */
import type { Config } from './config.js';
import { systemClock } from './clock.js';
import { openStore } from './db/store.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { serializeRequest } from './http/logRedaction.js';
import { startBackgroundJobs } from './jobs.js';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from './db/store.js';

/** How long in-flight requests get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

export async function startServer(config: Config): Promise<void> {
  const store = openStore(config.databaseUrl);
  await migrateToLatest(store);
  const deps = { store, config, clock: systemClock };
  const app = await buildApp(deps, {
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
    },
  });
  await app.listen({ port: config.port, host: config.host });
  await warnWithoutAutovacuum(store, app.log);
  const stopJobs = await startBackgroundJobs(deps, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A client that never finishes its request must not hold the process forever.
    const deadline = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'shutdown grace period over: closing remaining connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      await stopJobs();
      await app.close();
      clearTimeout(deadline);
      await store.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * PostgreSQL plans ingest's lookups (an event by its key, a customer's subscriptions) from table
 * statistics that autovacuum keeps; with it off they go stale, and a lookup that should read one
 * index entry scans a whole company's events instead (measured: the benchmark's third PostgreSQL
 * leg at a third of its speed). Said once at start, where an operator looks.
 */
export async function warnWithoutAutovacuum(store: Store, log: FastifyBaseLogger): Promise<void> {
  if (store.dialect !== 'postgres') return;
  const result = await sql<{ autovacuum: string }>`show autovacuum`.execute(store.db).catch(() => null);
  if (result?.rows[0]?.autovacuum === 'off') {
    log.warn('PostgreSQL runs with autovacuum off: table statistics go stale and ingest slows as events grow; turn it on, or run ANALYZE regularly');
  }
}
