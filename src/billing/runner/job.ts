/**
 * The billing engine inside the server: a run every BILLING_TICK_SECONDS (0 turns it off) up to
 * the clock's now, for every company and mode. Runs never overlap on one node (the next waits for
 * the previous one plus the tick); several nodes may run at once (runBilling.ts is safe for that).
 * Stopping waits for the run in progress.
 */
import type { BackgroundJob } from '../../jobs.js';
import { runBilling } from './runBilling.js';

export const billingJob: BackgroundJob = {
  name: 'billing-engine',
  async start({ store, config, clock }, log) {
    const tickMs = config.billingTickSeconds * 1000;
    if (tickMs <= 0) return;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();

    const tick = async () => {
      try {
        const result = await runBilling(store, { asOf: clock.now(), log });
        if (result.subscriptions_advanced > 0 || result.problems.length > 0) {
          log.info(
            {
              as_of: result.as_of,
              subscriptions_advanced: result.subscriptions_advanced,
              invoices_created: result.invoices_created,
              grants_issued: result.grants_issued,
              problems: result.problems.length,
            },
            'billing run',
          );
        }
      } catch (error) {
        log.error({ err: error }, 'billing run failed');
      }
    };
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        timer = null;
        running = tick().then(schedule);
      }, tickMs);
      timer.unref();
    };
    schedule();

    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    };
  },
};
