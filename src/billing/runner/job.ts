/**
 * The billing engine inside the server: a run every BILLING_TICK_SECONDS (0 turns it off), every
 * company and mode billed up to its own now. Runs never overlap on one node (the next waits for
 * the previous one plus the tick); several nodes may run at once (runBilling.ts is safe for that).
 * Stopping aborts the run in progress between two steps and waits for it.
 *
 * The tick runs the same bounded, yielding loop as the test-mode API (runBilling.ts): one short
 * transaction per step, a yield to the event loop between two, so requests are answered while a
 * long catch-up (a subscription backdated 20 years with daily grants) goes on. Each subscription
 * takes at most TICK_STEPS_PER_SUBSCRIPTION steps per run, so one long catch-up does not hold up
 * the others; a run that left work undone is followed by the next one at once, not a tick later.
 *
 * A scope's now (issue 26, item 5): live mode, and a test mode without a test clock ahead, live at
 * real time; a test mode whose company moved its test clock ahead lives at that clock (src/clock.ts:
 * every test-mode write at the later of the test clock and real time). So a tick runs everything
 * at real time but the test modes whose clock is ahead of it, then each of those on its own,
 * billed up to its clock with its clock as the `now` of every row it writes (invoices' created_at,
 * finalized_at, due_date, paid_at, ledger entries, webhook events, expiries). Before, one run at
 * real time for everyone issued test-mode invoices (late usage after an end, expiries) stamped
 * weeks before the company's test clock. The test clocks ahead are read by the caller's
 * `clocksAhead` (billingRuns owns them and sits above the engine): src/jobs.ts.
 *
 * Decided: real time goes first (test clocks wait for a tick whose real-time run completed), and a
 * test clock's run takes at most TICK_STEPS_PER_TEST_CLOCK steps per tick and never asks for the
 * next run at once: a clock moved to 9999 is billed towards it a bounded slice per tick (the API's
 * run, called again, goes faster), never ahead of live work.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { BackgroundJob } from '../../http/backgroundJob.js';
import { runBilling, type BillingRunOptions, type BillingRunResult } from './runBilling.js';

/** Steps one subscription takes per tick at most; the rest follows in the next run, right after. */
export const TICK_STEPS_PER_SUBSCRIPTION = 200;

/** Steps one test mode whose test clock is ahead of real time takes per tick at most, in all. */
export const TICK_STEPS_PER_TEST_CLOCK = 200;

/** The test modes whose test clock stands ahead of `real`, and where (billingRuns' testClocksAhead). */
export type TestClocksAhead = (db: Kysely<Database>, real: Date) => Promise<{ scope: Scope; at: Date }[]>;

/**
 * One tick: every scope up to `real` but the test modes whose clock is ahead of it, then each of
 * those up to its clock, TICK_STEPS_PER_TEST_CLOCK steps at most, once the first has completed
 * (see the header). The first run is the real-time one; `report` hears of each run as it ends.
 */
export async function runBillingAtScopeTimes(
  store: Parameters<typeof runBilling>[0],
  real: Date,
  clocksAhead: TestClocksAhead,
  options: Omit<BillingRunOptions, 'asOf' | 'scope' | 'exceptScopes'>,
  report: (result: BillingRunResult) => void = () => undefined,
): Promise<BillingRunResult[]> {
  const ahead = await clocksAhead(store.db, real);
  const run = async (runOptions: BillingRunOptions) => {
    const result = await runBilling(store, runOptions);
    report(result);
    return result;
  };
  const runs = [await run({ ...options, asOf: real, exceptScopes: ahead.map((a) => a.scope) })];
  // Real time first: while it has work left (the next tick follows at once), test clocks wait.
  if (runs[0]?.complete === false) return runs;
  for (const { scope, at } of ahead) {
    if (options.signal?.aborted === true) break;
    runs.push(await run({ ...options, asOf: at, scope, maxSteps: TICK_STEPS_PER_TEST_CLOCK }));
  }
  return runs;
}

/** The server's tick; `clocksAhead` reads the test clocks (src/jobs.ts passes billingRuns' testClocksAhead). */
export const billingJob = (clocksAhead: TestClocksAhead): BackgroundJob => ({
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
        const options = { log, maxStepsPerSubscription: TICK_STEPS_PER_SUBSCRIPTION, signal: stopping.signal };
        const runs = await runBillingAtScopeTimes(store, clock.now(), clocksAhead, options, (result) => logRun(log, result));
        return runs[0]?.complete === false;
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
});

/** A run that did something, or could not, is logged; an idle one is not. */
function logRun(log: FastifyBaseLogger, result: BillingRunResult): void {
  if (result.subscriptions_advanced === 0 && result.problems.length === 0 && result.held.length === 0 && result.invoices_created === 0) return;
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
