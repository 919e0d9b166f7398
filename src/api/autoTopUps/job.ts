/**
 * The auto top-ups' job: a pass over the due runs every AUTO_TOP_UP_POLL_MS (default 2 s) on every
 * node; runs are leased (AUTO_TOP_UP_LEASE_MS, default 60 s: how long a node that died mid-charge
 * keeps its run from the others), so nodes never work one at once, and a retaken run charges
 * under the same key.
 */
import { repeatingJob, type BackgroundJob } from '../../http/backgroundJob.js';
import type { PaymentProviders } from '../../payments/provider.js';
import { DEFAULT_LEASE_MS, runDueTopUps } from './runTopUps.js';

export function autoTopUpJob(providers: PaymentProviders, intervalMs = Number(process.env.AUTO_TOP_UP_POLL_MS ?? 2000), leaseMs = Number(process.env.AUTO_TOP_UP_LEASE_MS ?? DEFAULT_LEASE_MS)): BackgroundJob {
  return repeatingJob('auto-top-ups', intervalMs, 'auto top-up pass failed', async ({ store, clock }, log) => {
    await runDueTopUps(store, providers, clock.now(), log, leaseMs);
  });
}
