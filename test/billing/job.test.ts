/** The engine inside the server: a run every BILLING_TICK_SECONDS (0: off); stopping waits for the run. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { billingEngineJob as billingJob } from '../../src/jobs.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPlan } from '../support/builders.js';
import { flatFee, invoicesOf } from './story.js';

function quietLog(): FastifyBaseLogger & { lines: string[] } {
  const lines: string[] = [];
  const log = {
    lines,
    level: 'info',
    info: (_details: object, message: string) => void lines.push(message),
    warn: (_details: object, message: string) => void lines.push(message),
    error: (_details: object, message: string) => void lines.push(message),
    debug: () => undefined,
    trace: () => undefined,
    fatal: () => undefined,
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { lines: string[] };
}

describeEachStore('billing job', (kind) => {
  let h: Harness;
  let subscriptionId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { now: '2026-01-01T00:00:00Z' });
    const plan = await setupPlan(h.api, { invoicing_cadence: 'monthly' });
    await flatFee(h, plan.id, 'Platform', 900);
    const customer = await setupCustomer(h.api);
    const res = await h.api.post('/v1/subscriptions', { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
    subscriptionId = res.body.subscription.id;
  });
  afterAll(() => h.close());

  it('is off with BILLING_TICK_SECONDS=0', async () => {
    const stop = await billingJob.start({ store: h.testStore.store, config: { ...h.config, billingTickSeconds: 0 }, clock: h.clock }, quietLog());
    expect(stop).toBeUndefined();
  });

  it('bills up to the clock every tick, and stops after the run in progress', async () => {
    h.clock.set('2026-02-01T00:00:00Z');
    const log = quietLog();
    const stop = await billingJob.start({ store: h.testStore.store, config: { ...h.config, billingTickSeconds: 1 }, clock: h.clock }, log);
    expect(typeof stop).toBe('function');
    const deadline = Date.now() + 5000;
    while ((await invoicesOf(h.api, subscriptionId)).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await (stop as () => Promise<void>)();
    expect((await invoicesOf(h.api, subscriptionId)).map((i) => i.total_cents)).toEqual([900, 900]);
    expect(log.lines).toContain('billing run');
    // Stopped: the clock moves on, nothing more is billed.
    h.clock.set('2026-03-01T00:00:00Z');
    await new Promise((r) => setTimeout(r, 1300));
    expect(await invoicesOf(h.api, subscriptionId)).toHaveLength(2);
  });
});
