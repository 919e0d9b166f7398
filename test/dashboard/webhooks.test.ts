/**
 * Issue 32, items 1 and 2: the dashboard's webhooks page. An endpoint registered through the form
 * is the one the API lists (secret shown once); a URL the API refuses comes back with the API's
 * words and nothing stored; a delivery to a receiver answering 500 shows its attempt (HTTP 500,
 * its duration) highlighted as failed, and Resend sends the event again through the API's own
 * resend (a second delivery); edit, rotate and delete change the endpoint as the API reads it. A
 * form without the CSRF token is refused, and live data is an owner's to change (a member gets 403).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changeUserRole } from '../../src/dashboard/userRoles.js';
import { deliverDueWebhooks } from '../../src/modules/webhooks/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { startReceiver, type Receiver } from '../webhooks/receiver.js';
import { csrfOf, dashboardUser, Browser, signedIn } from './browser.js';

describeEachStore('dashboard webhooks', (kind) => {
  let h: Harness;
  let browser: Browser;
  let receiver: Receiver;
  let endpointId: string;

  beforeAll(async () => {
    h = await createHarness(kind, { company: { name: 'Acme AI' } });
    browser = await signedIn(h, 'hooks@example.com');
    receiver = await startReceiver();
    receiver.answer(() => 500);
  });
  afterAll(async () => {
    await receiver.close();
    await h.close();
  });

  it('registers an endpoint through the form, as the API then lists it, its secret shown once', async () => {
    const page = await browser.submit('/dashboard/webhooks', '/dashboard/webhooks/endpoints', { url: receiver.url, description: 'Receiver', 'type:customer.created': 'on' });
    expect(page.status, page.body.slice(0, 400)).toBe(201);
    const secret = /id="endpoint-secret">(whsec_[^<]+)</.exec(page.body)?.[1];
    expect(secret).toBeDefined();
    const listed = (await h.api.get('/v1/webhook-endpoints')).body.webhook_endpoints;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ url: receiver.url, description: 'Receiver', event_types: ['customer.created'], status: 'enabled', secret: null });
    endpointId = listed[0]!.id;
    expect((await browser.get('/dashboard/webhooks')).body).not.toContain(secret!);
  });

  it("refuses a URL the API refuses, with the API's words, storing nothing", async () => {
    const page = await browser.submit('/dashboard/webhooks', '/dashboard/webhooks/endpoints', { url: 'ftp://files.example.test/hook', description: '' });
    expect(page.status).toBe(400);
    expect(page.body).toContain('id="endpoint-problems"');
    expect(page.body).toMatch(/url: [^<]*http/);
    expect(page.body).toContain('value="ftp://files.example.test/hook"');
    expect((await h.api.get('/v1/webhook-endpoints')).body.webhook_endpoints).toHaveLength(1);
    const noToken = await browser.post('/dashboard/webhooks/endpoints', { url: 'https://x.example.test/' });
    expect(noToken.status).toBe(403);
  });

  it('shows each delivery with its attempts, the failed one highlighted, and resends the event', async () => {
    await h.api.post('/v1/customers', { name: 'Grace Hopper' });
    await deliverDueWebhooks({ store: h.testStore.store, clock: h.clock, config: h.config });
    const page = await browser.get(`/dashboard/webhooks/endpoints/${endpointId}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/class="delivery delivery-failed" id="delivery-[^"]+" aria-label="Delivery of customer.created"/);
    expect(page.body).toMatch(/<tr class="attempt-failed"><td data-label="Attempt">1<\/td><td data-label="When">[^<]+<\/td><td data-label="Answer">HTTP 500<\/td><td data-label="Duration" class="num">\d+ ms<\/td>/);
    const events = (await h.api.get('/v1/webhook-events')).body.webhook_events;
    const resent = await browser.submit(`/dashboard/webhooks/endpoints/${endpointId}`, `/dashboard/webhooks/events/${events[0]!.id}/resend`, { return_to: `/dashboard/webhooks/endpoints/${endpointId}` });
    expect(resent.status).toBe(303);
    expect(resent.location).toBe(`/dashboard/webhooks/endpoints/${endpointId}?resent=1`);
    const deliveries = (await h.api.get(`/v1/webhook-endpoints/${endpointId}/deliveries`)).body.deliveries;
    expect(deliveries).toHaveLength(2);
    expect((await browser.get(resent.location!)).body).toContain('Event sent again to 1 endpoint(s).');
  });

  it('edits, rotates and deletes the endpoint as the API then reads it', async () => {
    const edited = await browser.submit(`/dashboard/webhooks/endpoints/${endpointId}`, `/dashboard/webhooks/endpoints/${endpointId}`, { url: receiver.url, description: 'Renamed', status: 'disabled' });
    expect(edited.status).toBe(200);
    expect((await h.api.get(`/v1/webhook-endpoints/${endpointId}`)).body.webhook_endpoint).toMatchObject({ description: 'Renamed', status: 'disabled', event_types: null });
    const rotated = await browser.submit(`/dashboard/webhooks/endpoints/${endpointId}`, `/dashboard/webhooks/endpoints/${endpointId}/rotate`, {});
    expect(rotated.body).toMatch(/id="endpoint-secret">whsec_/);
    const confirm = await browser.get(`/dashboard/webhooks/endpoints/${endpointId}/delete`);
    expect(confirm.status).toBe(200);
    const deleted = await browser.post(`/dashboard/webhooks/endpoints/${endpointId}/delete`, { _csrf: csrfOf(confirm.body) });
    expect(deleted.location).toBe('/dashboard/webhooks?deleted=1');
    expect((await h.api.get(`/v1/webhook-endpoints/${endpointId}`)).status).toBe(404);
  });

  it("lets a member change test data but not live data, as for keys", async () => {
    const user = await dashboardUser(h, 'member@example.com');
    expect(await changeUserRole(h.testStore.store.db, h.company.id, user.id, 'member')).toBe('changed');
    const member = new Browser(h.app, '203.0.113.9');
    expect((await member.signIn(user.email, user.password)).status).toBe(303);
    const testOne = await member.submit('/dashboard/webhooks', '/dashboard/webhooks/endpoints', { url: 'https://hooks.example.test/a' });
    expect(testOne.status).toBe(201);
    await member.submit('/dashboard/webhooks', '/dashboard/mode', { mode: 'live', return_to: '/dashboard/webhooks' });
    const page = await member.get('/dashboard/webhooks');
    expect(page.body).not.toContain('Register an endpoint');
    const liveOne = await member.post('/dashboard/webhooks/endpoints', { _csrf: csrfOf(page.body), url: 'https://hooks.example.test/b' });
    expect(liveOne.status).toBe(403);
    expect((await h.live.get('/v1/webhook-endpoints')).body.webhook_endpoints).toHaveLength(0);
  });
});
