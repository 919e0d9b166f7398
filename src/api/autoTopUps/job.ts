/** The auto top-ups' job: a pass over the due runs every AUTO_TOP_UP_POLL_MS (default 2 s) on every node; runs are leased, so nodes never charge one twice. */
import { repeatingJob, type BackgroundJob } from '../../http/backgroundJob.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { runDueTopUps } from './runTopUps.js';

export function autoTopUpJob(providers: PaymentProviders, intervalMs = Number(process.env.AUTO_TOP_UP_POLL_MS ?? 2000)): BackgroundJob {
  return repeatingJob('auto-top-ups', intervalMs, 'auto top-up pass failed', async ({ store, clock }, log) => {
    await runDueTopUps(store, providers, clock.now(), log);
  });
}
