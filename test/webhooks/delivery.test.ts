/**
 * Delivering webhooks (issue 15, items 3-5): a real receiver on 127.0.0.1 verifies every delivery
 * with `standardwebhooks`; retries follow the clock (no sleeping for business time); the order of
 * one object's events holds; a rolled-back change emits nothing; two nodes deliver each event
 * once; a node that dies mid-delivery leaves it to the next one, same webhook-id.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { openStore, type Store } from '../../src/db/store.js';
import { txContext } from '../../src/db/context.js';
import type { FastifyBaseLogger } from 'fastify';
import { deliverDueWebhooks, recordWebhookEvent, webhookJob, type DeliveryPassOptions } from '../../src/modules/webhooks/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Receiver } from './receiver.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describeEachStore('webhook delivery', (kind) => {
  let h: Harness;
  let receiver: Receiver;
  let secret: string;
  let endpointId: string;
  let companyId: string;

  /** One delivery pass of "a node" on `store` (the harness's by default). */
  const pass = (options: DeliveryPassOptions & { store?: Store } = {}) =>
    deliverDueWebhooks({ store: options.store ?? h.testStore.store, clock: h.clock, config: h.config }, { random: () => 0.5, ...options });

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    receiver = await startReceiver();
    // A fresh company per test, so each test sees only its own events.
    const company = await h.newCompany();
    h.api = company.api;
    companyId = company.company.id;
    const created = await h.api.post('/v1/webhook-endpoints', { url: receiver.url });
    expect(created.status).toBe(201);
    secret = created.body.webhook_endpoint.secret!;
    endpointId = created.body.webhook_endpoint.id;
  });
  afterEach(async () => {
    await receiver.close();
    // Leave nothing due for the next test's passes.
    await h.api.post(`/v1/webhook-endpoints/${endpointId}`, { status: 'disabled' });
  });

  it('signs every delivery with the Standard Webhooks scheme; webhook-id is the event id, the body the event', async () => {
    const customer = (await h.api.post('/v1/customers', { name: 'Ada', email: 'ada@example.com' })).body.customer;
    expect(await pass()).toEqual({ attempted: 1, succeeded: 1, failed: 0 });

    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0]!;
    const verified = receiver.verify(request, secret, h.clock.now()) as { id: string };
    expect(verified).toMatchObject({ type: 'customer.created', livemode: false, created_at: h.clock.now().toISOString(), data: { object: customer } });
    expect(Object.keys(verified)).toEqual(['id', 'type', 'created_at', 'livemode', 'data']);
    expect(request.headers['webhook-id']).toBe(verified.id);
    expect(request.headers['webhook-timestamp']).toBe(String(Math.floor(h.clock.now().getTime() / 1000)));
    expect(request.headers['content-type']).toBe('application/json');
    // A wrong secret does not verify.
    expect(() => receiver.verify(request, 'whsec_' + Buffer.alloc(24, 1).toString('base64'), h.clock.now())).toThrow(/signature/i);

    const event = await h.api.get(`/v1/webhook-events/${verified.id}`);
    expect(event.status).toBe(200);
    expect(event.body.webhook_event).toEqual(verified);
    const listed = await h.api.get('/v1/webhook-events', { type: 'customer.created' });
    expect(listed.body.webhook_events).toEqual([verified]);
    expect((await h.api.get('/v1/webhook-events', { type: 'customer.updated' })).body.webhook_events).toEqual([]);

    const deliveries = await h.api.get(`/v1/webhook-endpoints/${endpointId}/deliveries`);
    expect(deliveries.body.deliveries).toHaveLength(1);
    expect(deliveries.body.deliveries[0]).toMatchObject({ event_id: verified.id, event_type: 'customer.created', status: 'succeeded', attempt_count: 1, next_attempt_at: null });
    expect(deliveries.body.deliveries[0]!.attempts).toEqual([
      { attempted_at: h.clock.now().toISOString(), status_code: 200, duration_ms: expect.any(Number), error: null, response_body: 'ok' },
    ]);
    // Nothing is due any more.
    expect(await pass()).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
  });

  it('after a rotation signs with the new secret and, for 24 hours, the previous one too', async () => {
    const rotated = await h.api.post(`/v1/webhook-endpoints/${endpointId}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.webhook_endpoint.secret as string;
    expect(fresh).not.toBe(secret);
    expect(rotated.body.webhook_endpoint).not.toHaveProperty('previous_secret');

    // Within the 24 hours: two signatures, either secret verifies.
    await h.api.post('/v1/customers', { name: 'Grace' });
    expect(await pass()).toMatchObject({ succeeded: 1 });
    const during = receiver.received[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(receiver.verify(during, fresh, h.clock.now())).toMatchObject({ type: 'customer.created' });
    expect(receiver.verify(during, secret, h.clock.now())).toMatchObject({ type: 'customer.created' });

    // After them: the new secret only.
    h.clock.advance(24 * HOUR + SECOND);
    await h.api.post('/v1/customers', { name: 'Ada' });
    expect(await pass()).toMatchObject({ succeeded: 1 });
    const after = receiver.received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(receiver.verify(after, fresh, h.clock.now())).toMatchObject({ type: 'customer.created' });
    expect(() => receiver.verify(after, secret, h.clock.now())).toThrow(/signature/i);

    // Rotating again retires the first secret at once: only the last two sign.
    const again = (await h.api.post(`/v1/webhook-endpoints/${endpointId}/rotate-secret`)).body.webhook_endpoint.secret as string;
    await h.api.post('/v1/customers', { name: 'Alan' });
    expect(await pass()).toMatchObject({ succeeded: 1 });
    const last = receiver.received[2]!;
    expect(receiver.verify(last, again, h.clock.now())).toMatchObject({ type: 'customer.created' });
    expect(receiver.verify(last, fresh, h.clock.now())).toMatchObject({ type: 'customer.created' });
    expect(() => receiver.verify(last, secret, h.clock.now())).toThrow(/signature/i);
  });

  it('retries a failing receiver: first retry within 10 s, then minutes later, until it answers 2xx', async () => {
    receiver.answer((_r, i) => (i < 2 ? 500 : 200));
    await h.api.post('/v1/customers', { name: 'Retry' });
    expect(await pass()).toEqual({ attempted: 1, succeeded: 0, failed: 1 });
    expect(await pass()).toEqual({ attempted: 0, succeeded: 0, failed: 0 });

    // Even with the largest jitter, the first retry comes within 10 seconds.
    h.clock.advance(10 * SECOND);
    expect(await pass({ random: () => 0.999 })).toEqual({ attempted: 1, succeeded: 0, failed: 1 });
    h.clock.advance(3 * MINUTE);
    expect(await pass()).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
    h.clock.advance(3 * MINUTE);
    expect(await pass()).toEqual({ attempted: 1, succeeded: 1, failed: 0 });

    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    const delivery = (await h.api.get(`/v1/webhook-endpoints/${endpointId}/deliveries`)).body.deliveries[0]!;
    expect(delivery).toMatchObject({ status: 'succeeded', attempt_count: 3, next_attempt_at: null });
    expect(delivery.attempts.map((a) => a.status_code)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0]!.error).toBe('HTTP 500');
  });

  it('gives up after about three days of failures, then disables an endpoint failing for 5 days, with a log notice', async () => {
    receiver.answer(() => 503);
    const start = h.clock.now().getTime();
    await h.api.post('/v1/customers', { name: 'Never' });
    let attempts = 0;
    for (let i = 0; i < 40; i++) {
      attempts += (await pass()).attempted;
      const delivery = (await h.api.get(`/v1/webhook-endpoints/${endpointId}/deliveries`)).body.deliveries[0]!;
      if (delivery.status !== 'pending') {
        expect(delivery.status).toBe('failed');
        // Twelve attempts over 71.6 hours (5 s, 5 min, 30 min, 2 h, 5 h, 5 x 10 h, 14 h; no jitter at 0.5).
        expect(delivery.attempt_count).toBe(12);
        expect(delivery.next_attempt_at).toBeNull();
        expect(new Date(delivery.attempts[11]!.attempted_at).getTime() - start).toBeGreaterThan(71 * HOUR);
        expect(new Date(delivery.attempts[11]!.attempted_at).getTime() - start).toBeLessThan(76 * HOUR);
        break;
      }
      h.clock.set(delivery.next_attempt_at!);
    }
    expect(attempts).toBe(12);
    expect((await h.api.get(`/v1/webhook-endpoints/${endpointId}`)).body.webhook_endpoint.status).toBe('enabled');

    // Day 5: another event, still failing; five days after the first failure the endpoint is disabled.
    h.clock.set(new Date(start + 5 * 24 * HOUR + MINUTE));
    await h.api.post('/v1/customers', { name: 'Later' });
    const warn = vi.fn();
    expect(await pass({ log: { warn, error: vi.fn() } })).toMatchObject({ attempted: 1, failed: 1 });
    expect((await h.api.get(`/v1/webhook-endpoints/${endpointId}`)).body.webhook_endpoint.status).toBe('disabled');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ event: 'webhook_endpoint.disabled', endpoint_id: endpointId }), expect.stringContaining('webhook_endpoint.disabled'));
    // A disabled endpoint gets nothing more.
    h.clock.advance(HOUR);
    expect(await pass()).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
    // Re-enabled, its pending delivery goes out.
    receiver.answer(() => 200);
    await h.api.post(`/v1/webhook-endpoints/${endpointId}`, { status: 'enabled' });
    expect(await pass()).toEqual({ attempted: 1, succeeded: 1, failed: 0 });
  });

  it('a success resets the failing streak: an endpoint that recovers is not disabled', async () => {
    receiver.answer((_r, i) => (i === 1 ? 200 : 500));
    const start = h.clock.now().getTime();
    await h.api.post('/v1/customers', { name: 'A' });
    await pass();
    h.clock.advance(10 * SECOND);
    expect(await pass()).toMatchObject({ succeeded: 1 });
    h.clock.set(new Date(start + 6 * 24 * HOUR));
    await h.api.post('/v1/customers', { name: 'B' });
    expect(await pass()).toMatchObject({ failed: 1 });
    expect((await h.api.get(`/v1/webhook-endpoints/${endpointId}`)).body.webhook_endpoint.status).toBe('enabled');
  });

  it("keeps one object's events in order: customer.updated waits while customer.created is being retried", async () => {
    receiver.answer((_r, i) => (i === 0 ? 500 : 200));
    const customer = (await h.api.post('/v1/customers', { name: 'First' })).body.customer;
    await h.api.post(`/v1/customers/${customer.id}`, { name: 'Second' });
    const other = (await h.api.post('/v1/customers', { name: 'Other' })).body.customer;

    expect(await pass()).toEqual({ attempted: 2, succeeded: 1, failed: 1 });
    expect(receiver.received.map((r) => [r.event.type, r.event.data.object.id])).toEqual([
      ['customer.created', customer.id],
      ['customer.created', other.id],
    ]);
    h.clock.advance(10 * SECOND);
    expect(await pass()).toEqual({ attempted: 2, succeeded: 2, failed: 0 });
    expect(receiver.received.slice(2).map((r) => [r.event.type, r.event.data.object.name])).toEqual([
      ['customer.created', 'First'],
      ['customer.updated', 'Second'],
    ]);
  });

  it('each server delivers in the background every WEBHOOK_POLL_MS, and stops when asked (0: off)', async () => {
    const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
    expect(await webhookJob.start({ store: h.testStore.store, clock: h.clock, config: { ...h.config, webhookPollMs: 0 } }, log)).toBeUndefined();
    await h.api.post('/v1/customers', { name: 'Background' });
    const stop = await webhookJob.start({ store: h.testStore.store, clock: h.clock, config: { ...h.config, webhookPollMs: 20 } }, log);
    try {
      await receiver.waitFor(1);
    } finally {
      await stop?.();
    }
    expect(receiver.received[0]!.event).toMatchObject({ type: 'customer.created', data: { object: { name: 'Background' } } });
  });

  it('a rolled-back change emits nothing', async () => {
    const scope = { companyId, mode: 'test' as const };
    await expect(
      h.testStore.store.db.transaction().execute(async (trx) => {
        await recordWebhookEvent(txContext(trx, scope, h.clock.now()), 'customer.created', { id: 'cus_rolled_back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await h.api.get('/v1/webhook-events')).body.webhook_events).toEqual([]);
    expect(await pass()).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
    expect(receiver.received).toHaveLength(0);
    // A customer update refused (unknown country) stores no event either.
    const customer = (await h.api.post('/v1/customers', { name: 'Valid' })).body.customer;
    expect((await h.api.post(`/v1/customers/${customer.id}`, { billing_address: { country: 'XX' } })).status).toBe(400);
    expect((await h.api.get('/v1/webhook-events')).body.webhook_events.map((e: { type: string }) => e.type)).toEqual(['customer.created']);
  });

  it('a timeout is a failed attempt; a redirect is not followed; only 1 KiB of the answer is read', async () => {
    receiver.answer((r) => (r.event.data.object.name === 'Slow' ? 'hang' : r.event.data.object.name === 'Moved' ? { status: 302, headers: { location: '/elsewhere' } } : { status: 200, body: 'x'.repeat(100_000) }));
    await h.api.post('/v1/customers', { name: 'Slow' });
    await h.api.post('/v1/customers', { name: 'Moved' });
    await h.api.post('/v1/customers', { name: 'Chatty' });
    expect(await pass({ timeoutMs: 300 })).toEqual({ attempted: 3, succeeded: 1, failed: 2 });
    const deliveries = (await h.api.get(`/v1/webhook-endpoints/${endpointId}/deliveries`)).body.deliveries as { attempts: { status_code: number | null; error: string | null; response_body: string | null }[] }[];
    const attempts = deliveries.map((d) => d.attempts[0]!);
    expect(attempts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status_code: null, error: 'no answer within 0.3 s' }),
        expect.objectContaining({ status_code: 302, error: 'redirect to /elsewhere not followed' }),
        expect.objectContaining({ status_code: 200, error: null, response_body: 'x'.repeat(1024) }),
      ]),
    );
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks', '/hooks', '/hooks']);
  });

  it('a live-mode delivery is refused at connection time when the host is not public', async () => {
    const selfHosted = await createHarness(kind, { config: { webhookAllowPrivateUrls: true } });
    try {
      await selfHosted.live.post('/v1/webhook-endpoints', { url: receiver.url });
      await selfHosted.live.post('/v1/customers', { name: 'Live' });
      // The operator turns the setting off: the stored endpoint is not reached any more.
      const result = await deliverDueWebhooks({ store: selfHosted.testStore.store, clock: selfHosted.clock, config: { ...selfHosted.config, webhookAllowPrivateUrls: false } });
      expect(result).toEqual({ attempted: 1, succeeded: 0, failed: 1 });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await selfHosted.close();
    }
  });

  it('resend delivers the same event again, same webhook-id and body', async () => {
    await h.api.post('/v1/customers', { name: 'Again' });
    await pass();
    const eventId = receiver.received[0]!.headers['webhook-id'] as string;
    const res = await h.api.post(`/v1/webhook-events/${eventId}/resend`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ webhook_event: { id: eventId }, deliveries_scheduled: 1 });
    expect(await pass()).toEqual({ attempted: 1, succeeded: 1, failed: 0 });
    expect(receiver.received[1]!.headers['webhook-id']).toBe(eventId);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect((await h.api.post('/v1/webhook-events/nope/resend')).status).toBe(404);
  });

  it('two nodes polling at once deliver each event exactly once', async () => {
    for (let i = 0; i < 30; i++) await h.api.post('/v1/customers', { name: `C${i}` });
    const second = kind === 'postgres' ? openStore(h.testStore.url, { poolSize: 3 }) : h.testStore.store;
    try {
      const [a, b] = await Promise.all([pass(), pass({ store: second })]);
      expect(a.attempted + b.attempted).toBe(30);
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      if (second !== h.testStore.store) await second.close();
    }
  });

  it('a node that dies mid-delivery leaves it to another, which sends the same webhook-id once the lease ends', async () => {
    receiver.answer((_r, i) => (i === 0 ? 'hang' : 200));
    await h.api.post('/v1/customers', { name: 'Crash' });
    const dying = new AbortController();
    const first = pass({ signal: dying.signal });
    await receiver.waitFor(1);
    dying.abort(); // the node goes away with the request in flight: nothing recorded
    await first;

    const restarted = kind === 'postgres' ? openStore(h.testStore.url, { poolSize: 2 }) : h.testStore.store;
    try {
      expect(await pass({ store: restarted })).toEqual({ attempted: 0, succeeded: 0, failed: 0 });
      h.clock.advance(61 * SECOND);
      expect(await pass({ store: restarted })).toEqual({ attempted: 1, succeeded: 1, failed: 0 });
    } finally {
      if (restarted !== h.testStore.store) await restarted.close();
    }
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
  });
});

