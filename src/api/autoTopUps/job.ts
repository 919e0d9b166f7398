/**
 * The auto top-ups' job: a pass over the due runs every AUTO_TOP_UP_POLL_MS (default 2 s) on every
 * node; runs are leased (AUTO_TOP_UP_LEASE_MS, default 60 s: how long a node that died mid-charge
 * keeps its run from the others), so nodes never work one at once, and a retaken run charges
 * under the same key.
 */
import type { BackgroundJob } from '../../http/backgroundJob.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { DEFAULT_LEASE_MS, runDueTopUps } from './runTopUps.js';

export function autoTopUpJob(providers: PaymentProviders, intervalMs = Number(process.env.AUTO_TOP_UP_POLL_MS ?? 2000), leaseMs = Number(process.env.AUTO_TOP_UP_LEASE_MS ?? DEFAULT_LEASE_MS)): BackgroundJob {
  return {
    name: 'auto-top-ups',
    async start({ store, clock }, log) {
      let timer: NodeJS.Timeout | null = null;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = runDueTopUps(store, providers, clock.now(), log, leaseMs)
          .catch((error: unknown) => log.error({ err: error }, 'auto top-up pass failed'))
          .finally(() => {
            if (timer !== null) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
      return async () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        await running;
      };
    },
  };
}
