/**
 * The webhook endpoints API (issue 15, item 1) and where endpoints may point (item 8): create
 * shows the secret once, reads never do; update, rotate, delete; http(s) only; live mode refuses
 * loopback, private and link-local hosts unless WEBHOOK_ALLOW_PRIVATE_URLS is set; test mode may
 * use 127.0.0.1. Scoped by company and mode.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('webhook endpoints', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(async () => {
    await h.close();
  });

  it('creates an endpoint: 201, the secret shown in full once, every event type by default', async () => {
    const res = await h.api.post('/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/hooks', description: 'ops' });
    expect(res.status).toBe(201);
    const endpoint = res.body.webhook_endpoint;
    expect(Object.keys(endpoint)).toEqual(['id', 'url', 'event_types', 'description', 'status', 'secret', 'created_at', 'updated_at']);
    expect(endpoint).toMatchObject({ url: 'http://127.0.0.1:9/hooks', event_types: null, description: 'ops', status: 'enabled', created_at: '2026-01-15T12:00:00.000Z' });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const read = await h.api.get(`/v1/webhook-endpoints/${endpoint.id}`);
    expect(read.status).toBe(200);
    expect(read.body.webhook_endpoint).toEqual({ ...endpoint, secret: null });
    const list = await h.api.get('/v1/webhook-endpoints');
    expect(list.body.webhook_endpoints.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    expect(list.body.webhook_endpoints.every((e: { secret: unknown }) => e.secret === null)).toBe(true);
  });

  it('updates only the fields given, rotates the secret, and deletes', async () => {
    const created = (await h.api.post('/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/a', event_types: ['invoice.paid'] })).body.webhook_endpoint;
    h.clock.advance(1000);
    const updated = await h.api.post(`/v1/webhook-endpoints/${created.id}`, { event_types: ['invoice.paid', 'invoice.voided'], status: 'disabled' });
    expect(updated.status).toBe(200);
    expect(updated.body.webhook_endpoint).toMatchObject({ url: 'http://127.0.0.1:9/a', event_types: ['invoice.paid', 'invoice.voided'], status: 'disabled', secret: null });
    expect(updated.body.webhook_endpoint.updated_at).not.toBe(created.updated_at);

    const all = await h.api.post(`/v1/webhook-endpoints/${created.id}`, { event_types: null, status: 'enabled' });
    expect(all.body.webhook_endpoint).toMatchObject({ event_types: null, status: 'enabled' });

    const rotated = await h.api.post(`/v1/webhook-endpoints/${created.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.webhook_endpoint.secret).toMatch(/^whsec_/);
    expect(rotated.body.webhook_endpoint.secret).not.toBe(created.secret);

    const deleted = await h.app.inject({ method: 'DELETE', url: `/v1/webhook-endpoints/${created.id}`, headers: { authorization: `Bearer ${h.api.key}` } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, id: created.id, deleted: true });
    expect((await h.api.get(`/v1/webhook-endpoints/${created.id}`)).status).toBe(404);
    const again = await h.app.inject({ method: 'DELETE', url: `/v1/webhook-endpoints/${created.id}`, headers: { authorization: `Bearer ${h.api.key}` } });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['ftp://example.com/x', 'body.url'],
    ['not a url', 'body.url'],
    ['https://user:pw@example.com/x', 'body.url'],
  ])('refuses the URL %s with a 400 naming %s', async (url, path) => {
    const res = await h.api.post('/v1/webhook-endpoints', { url });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.details[0].path).toBe(path);
  });

  it('refuses an unknown event type and an empty list', async () => {
    expect((await h.api.post('/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/x', event_types: ['invoice.exploded'] })).status).toBe(400);
    expect((await h.api.post('/v1/webhook-endpoints', { url: 'http://127.0.0.1:9/x', event_types: [] })).status).toBe(400);
  });

  it.each(['http://127.0.0.1:9/x', 'http://10.1.2.3/x', 'http://169.254.169.254/latest', 'http://[::1]/x', 'http://192.168.0.10/x', 'http://localhost:9/x'])(
    'live mode refuses %s (loopback, private, link-local) with 422 WEBHOOK_URL_NOT_ALLOWED',
    async (url) => {
      const res = await h.live.post('/v1/webhook-endpoints', { url });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('WEBHOOK_URL_NOT_ALLOWED');
      const created = (await h.live.post('/v1/webhook-endpoints', { url: 'https://93.184.215.14/hooks' })).body.webhook_endpoint;
      const moved = await h.live.post(`/v1/webhook-endpoints/${created.id}`, { url });
      expect(moved.status).toBe(422);
      expect((await h.live.get(`/v1/webhook-endpoints/${created.id}`)).body.webhook_endpoint.url).toBe('https://93.184.215.14/hooks');
    },
  );

  it('live mode accepts a public address; an endpoint of one mode does not exist in the other', async () => {
    const res = await h.live.post('/v1/webhook-endpoints', { url: 'https://93.184.215.14/hooks' });
    expect(res.status).toBe(201);
    expect((await h.api.get(`/v1/webhook-endpoints/${res.body.webhook_endpoint.id}`)).status).toBe(404);
    const other = await h.newCompany();
    expect((await other.live.get(`/v1/webhook-endpoints/${res.body.webhook_endpoint.id}`)).status).toBe(404);
  });

  it('WEBHOOK_ALLOW_PRIVATE_URLS=true lets live mode use a private address', async () => {
    const selfHosted = await createHarness(kind, { config: { webhookAllowPrivateUrls: true } });
    try {
      const res = await selfHosted.live.post('/v1/webhook-endpoints', { url: 'http://10.1.2.3/hooks' });
      expect(res.status).toBe(201);
    } finally {
      await selfHosted.close();
    }
  });
});
