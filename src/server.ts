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
