/**
 * The collection tick: every BILLING_TICK_SECONDS on every node (safe: run.ts), each scope at its
 * own time, as the billing engine's tick: real time for everyone but the test modes whose test
 * clock stands ahead of it, then each of those at its clock. Stopping waits for the run in progress.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundJob } from '../../http/backgroundJob.js';
import type { PaymentProviders } from '../../payments/index.js';
import { testClocksAhead } from '../billingRuns/index.js';
import { runCollection, type CollectionRunResult } from './run.js';

function logRun(log: FastifyBaseLogger, result: CollectionRunResult): void {
  const { skipped: _skipped, ...made } = result.outcomes;
  if (result.started === 0 && Object.values(made).every((n) => n === 0)) return;
  log.info({ started: result.started, ...result.outcomes }, 'collection run');
}

export function collectionJob(providers: PaymentProviders): BackgroundJob {
  return {
    name: 'invoice-collection',
    async start({ store, config, clock }, log) {
      const tickMs = config.billingTickSeconds * 1000;
      if (tickMs <= 0) return;
      let timer: NodeJS.Timeout | null = null;
      let running: Promise<unknown> = Promise.resolve();
      const pass = async () => {
        const real = clock.now();
        const ahead = await testClocksAhead(store.db, real);
        logRun(log, await runCollection(store.db, providers, { asOf: real, real, exceptScopes: ahead.map((a) => a.scope) }));
        for (const { scope, at } of ahead) {
          if (timer === null) break;
          logRun(log, await runCollection(store.db, providers, { asOf: at, real, scope }));
        }
      };
      const tick = () => {
        running = pass()
          .catch((error: unknown) => log.error({ err: error }, 'collection run failed'))
          .finally(() => {
            if (timer !== null) timer = setTimeout(tick, tickMs);
          });
      };
      timer = setTimeout(tick, tickMs);
      return async () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        await running;
      };
    },
  };
}
