/**
 * The billing engine inside the server: a run every BILLING_TICK_SECONDS (0 turns it off) up to
 * the clock's now, for every company and mode. Runs never overlap on one node (the next waits for
 * the previous one plus the tick); several nodes may run at once (runBilling.ts is safe for that).
 * Stopping aborts the run in progress between two steps and waits for it.
 *
 * The tick runs the same bounded, yielding loop as the test-mode API (runBilling.ts): one short
 * transaction per step, a yield to the event loop between two, so requests are answered while a
 * long catch-up (a subscription backdated 20 years with daily grants) goes on. Each subscription
 * takes at most TICK_STEPS_PER_SUBSCRIPTION steps per run, so one long catch-up does not hold up
 * the others; a run that left work undone is followed by the next one at once, not a tick later.
 */
import type { BackgroundJob } from '../../http/backgroundJob.js';
import { runBilling } from './runBilling.js';

/** Steps one subscription takes per tick at most; the rest follows in the next run, right after. */
export const TICK_STEPS_PER_SUBSCRIPTION = 200;

export const billingJob: BackgroundJob = {
  name: 'billing-engine',
  async start({ store, config, clock }, log) {
    const tickMs = config.billingTickSeconds * 1000;
    if (tickMs <= 0) return;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();
    const stopping = new AbortController();

    /** Runs once; true when it left work for the next run (a bound reached). */
    const tick = async (): Promise<boolean> => {
      try {
        const result = await runBilling(store, { asOf: clock.now(), log, maxStepsPerSubscription: TICK_STEPS_PER_SUBSCRIPTION, signal: stopping.signal });
        if (result.subscriptions_advanced > 0 || result.problems.length > 0 || result.held.length > 0) {
          log.info(
            {
              as_of: result.as_of,
              subscriptions_advanced: result.subscriptions_advanced,
              invoices_created: result.invoices_created,
              grants_issued: result.grants_issued,
              problems: result.problems.length,
              held: result.held.length,
              complete: result.complete,
              steps_taken: result.steps_taken,
            },
            'billing run',
          );
        }
        return !result.complete;
      } catch (error) {
        log.error({ err: error }, 'billing run failed');
        return false;
      }
    };
    const schedule = (more: boolean) => {
      if (stopped) return;
      timer = setTimeout(
        () => {
          timer = null;
          running = tick().then(schedule);
        },
        more ? 0 : tickMs,
      );
      timer.unref();
    };
    schedule(false);

    return async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await running;
    };
  },
};
