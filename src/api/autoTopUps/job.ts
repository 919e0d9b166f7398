/** The auto top-ups' job: a pass over the due runs every AUTO_TOP_UP_POLL_MS (default 2 s) on every node; runs are leased, so nodes never charge one twice. */
import type { BackgroundJob } from '../../http/backgroundJob.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { runDueTopUps } from './runTopUps.js';

export function autoTopUpJob(providers: PaymentProviders, intervalMs = Number(process.env.AUTO_TOP_UP_POLL_MS ?? 2000)): BackgroundJob {
  return {
    name: 'auto-top-ups',
    async start({ store, clock }, log) {
      let timer: NodeJS.Timeout | null = null;
      let running: Promise<unknown> = Promise.resolve();
      const tick = () => {
        running = runDueTopUps(store, providers, clock.now(), log)
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
