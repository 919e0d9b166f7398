/**
 * /dashboard/webhooks (issue 32, items 1 and 2): the endpoints, the recent events with a Resend
 * button, and a form to register an endpoint; /dashboard/webhooks/endpoints/:id: the endpoint, its
 * deliveries newest first, each with its attempts (when, HTTP status, duration, error), failures
 * highlighted, a Resend per delivery, and forms to edit it, rotate its secret and delete it.
 *
 * Every action is the webhooks module's own use case behind its API route (createEndpoint,
 * updateEndpoint, rotateSecret, deleteEndpoint, resendEvent), the body checked against the route's
 * schema first (forms.ts); a refusal comes back on the form with the API's words. As for keys, a
 * member changes test data only. A new or rotated secret is shown once, with a copy button.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dbContext } from '../db/context.js';
import {
  CreateEndpointBody,
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  listWebhookEvents,
  resendEvent,
  rotateSecret,
  UpdateEndpointBody,
  updateEndpoint,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
} from '../modules/webhooks/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { attempt, checkBody, mayWrite, OWNER_ONLY } from './forms.js';
import { pageOf } from './paging.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { dashboardPath, formFields, queryString, scopeOfSession, sessionOf, sessionHeader } from './support.js';
import { instantWords } from './words.js';

const RECENT_EVENTS = 20;
const DELIVERIES = 25;
const LIST = '/dashboard/webhooks';
const endpointPath = (id: string) => `${LIST}/endpoints/${encodeURIComponent(id)}`;

interface EndpointForm {
  url: string;
  description: string;
  types: string[];
  problems: string[];
}

const emptyForm = (): EndpointForm => ({ url: '', description: '', types: [], problems: [] });

function formOf(endpoint: WebhookEndpoint): EndpointForm {
  return { url: endpoint.url, description: endpoint.description ?? '', types: endpoint.event_types ?? [], problems: [] };
}

/**
 * The form's fields as the API's body: the checked types (a checkbox `type:<event type>` each, in
 * the registry's order; none checked: every type), description (empty: none).
 */
function endpointBody(request: FastifyRequest): { form: EndpointForm; body: { url: string; event_types: string[] | null; description: string | null } } {
  const fields = formFields(request.body);
  const types = WEBHOOK_EVENT_TYPES.filter((type) => fields[`type:${type}`] !== undefined);
  const url = (fields.url ?? '').trim();
  const description = (fields.description ?? '').trim();
  return { form: { url, description, types, problems: [] }, body: { url, event_types: types.length ? types : null, description: description || null } };
}

function endpointRow(e: WebhookEndpoint & { failing?: boolean }) {
  return { id: e.id, url: e.url, description: e.description ?? '', types: e.event_types?.join(', ') ?? 'Every event type', status: e.status, created: instantWords(e.created_at) };
}

export function webhookPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  const endpointDeps = { db, clock: deps.clock, config: deps.config };

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'webhooks', path);

  async function refuseMember(request: FastifyRequest, reply: FastifyReply) {
    return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, await header(request, LIST));
  }

  async function showList(request: FastifyRequest, reply: FastifyReply, status: number, view: { form: EndpointForm; created: WebhookEndpoint | null; notice: string | null }) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const [endpoints, events] = await Promise.all([listEndpoints({ db, scope: tenant }, pageOf(undefined, 100)), listWebhookEvents(db, deps.config.publicBaseUrl, tenant, pageOf(undefined, RECENT_EVENTS), {})]);
    return sendDashboardPage(reply, status, 'webhooks', {
      title: 'Webhooks · Meterline',
      header: await header(request, LIST),
      csrfToken: session.csrfToken,
      mayWrite: mayWrite(session),
      eventTypes: WEBHOOK_EVENT_TYPES,
      endpoints: endpoints.items.map(endpointRow),
      events: events.items.map((e) => {
        const object = e.data.object;
        return { id: e.id, type: e.type, objectId: typeof object.id === 'string' ? object.id : '—', created: instantWords(e.created_at) };
      }),
      ...view,
    });
  }

  async function showEndpoint(request: FastifyRequest, reply: FastifyReply, status: number, id: string, view: { form?: EndpointForm; secret?: string | null; notice?: string | null } = {}) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const endpoint = await getEndpoint({ db, scope: tenant }, id);
    const deliveries = await listDeliveries({ db, scope: tenant }, endpoint.id, pageOf(undefined, DELIVERIES));
    return sendDashboardPage(reply, status, 'webhookEndpoint', {
      title: `${endpoint.url} · Webhooks · Meterline`,
      header: await header(request, endpointPath(endpoint.id)),
      csrfToken: session.csrfToken,
      mayWrite: mayWrite(session),
      eventTypes: WEBHOOK_EVENT_TYPES,
      endpoint: endpointRow(endpoint),
      form: view.form ?? formOf(endpoint),
      secret: view.secret ?? null,
      notice: view.notice ?? (queryString(request, 'resent') ? `Event sent again to ${queryString(request, 'resent')} endpoint(s).` : null),
      returnTo: endpointPath(endpoint.id),
      deliveries: deliveries.items.map((d) => ({
        id: d.id,
        eventId: d.event_id,
        eventType: d.event_type,
        status: d.status,
        failed: d.status === 'failed' || d.attempts.some((a) => a.error !== null || a.status_code === null || a.status_code >= 300),
        next: d.next_attempt_at ? instantWords(d.next_attempt_at) : null,
        created: instantWords(d.created_at),
        attempts: d.attempts.map((a, index) => ({
          number: index + 1,
          at: instantWords(a.attempted_at),
          status: a.status_code === null ? 'No answer' : `HTTP ${a.status_code}`,
          ok: a.status_code !== null && a.status_code >= 200 && a.status_code < 300,
          duration: `${a.duration_ms} ms`,
          error: a.error ?? '',
        })),
      })),
    });
  }

  scope.get('/webhooks', HIDDEN, async (request, reply) => {
    const notice = queryString(request, 'deleted') ? 'Endpoint deleted, with its deliveries.' : queryString(request, 'resent') ? `Event sent again to ${queryString(request, 'resent')} endpoint(s).` : null;
    return showList(request, reply, 200, { form: emptyForm(), created: null, notice });
  });

  scope.post('/webhooks/endpoints', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const { form, body } = endpointBody(request);
    const result = await attempt(() => createEndpoint(endpointDeps, scopeOfSession(session), checkBody(CreateEndpointBody, body)));
    if (!result.ok) return showList(request, reply, result.status, { form: { ...form, problems: result.problems }, created: null, notice: null });
    return showList(request, reply, 201, { form: emptyForm(), created: result.value, notice: null });
  });

  scope.get('/webhooks/endpoints/:endpointId', HIDDEN, async (request, reply) => showEndpoint(request, reply, 200, (request.params as { endpointId: string }).endpointId));

  scope.post('/webhooks/endpoints/:endpointId', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const id = (request.params as { endpointId: string }).endpointId;
    const { form, body } = endpointBody(request);
    const status = formFields(request.body).status;
    const update = { ...body, ...(status === 'enabled' || status === 'disabled' ? { status } : {}) };
    const result = await attempt(() => updateEndpoint(endpointDeps, scopeOfSession(session), id, checkBody(UpdateEndpointBody, update)));
    if (!result.ok) return showEndpoint(request, reply, result.status, id, { form: { ...form, problems: result.problems } });
    return showEndpoint(request, reply, 200, id, { notice: 'Endpoint saved.' });
  });

  scope.post('/webhooks/endpoints/:endpointId/rotate', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const rotated = await rotateSecret(endpointDeps, scopeOfSession(session), (request.params as { endpointId: string }).endpointId);
    return showEndpoint(request, reply, 200, rotated.id, { secret: rotated.secret, notice: 'Secret rotated: the previous one keeps signing beside it for 24 hours.' });
  });

  scope.get('/webhooks/endpoints/:endpointId/delete', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const endpoint = await getEndpoint({ db, scope: scopeOfSession(session) }, (request.params as { endpointId: string }).endpointId);
    return sendDashboardPage(reply, 200, 'webhookDelete', { title: 'Delete endpoint · Meterline', header: await header(request, endpointPath(endpoint.id)), csrfToken: session.csrfToken, endpoint: endpointRow(endpoint) });
  });

  scope.post('/webhooks/endpoints/:endpointId/delete', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    await deleteEndpoint({ db, scope: scopeOfSession(session) }, (request.params as { endpointId: string }).endpointId);
    return reply.redirect(`${LIST}?deleted=1`, 303);
  });

  scope.post('/webhooks/events/:eventId/resend', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const resent = await resendEvent(dbContext(db, scopeOfSession(session), deps.clock.now()), deps.config.publicBaseUrl, (request.params as { eventId: string }).eventId);
    const back = dashboardPath(formFields(request.body).return_to);
    const target = back.startsWith(LIST) ? back.split('?')[0] ?? LIST : LIST;
    return reply.redirect(`${target}?resent=${resent.deliveries}`, 303);
  });
}
