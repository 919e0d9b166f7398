/**
 * /dashboard/keys: create a key (shown once, with a copy button), list the company's keys, and
 * revoke one after a confirmation page. The same platform services as `meterline key ...`; after
 * a revocation this node forgets its cached key lookups at once, other nodes within 5 seconds.
 *
 * Live keys move real money, so creating and revoking one is an owner's action; a member manages
 * test keys only. A member asking for a live key's action gets the 403 page owner-only user
 * actions get, and the page offers them neither the Live choice nor a live key's Revoke button.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Mode } from '../kernel/mode.js';
import { companyProfile, createApiKey, listApiKeys, revokeApiKey, type ApiKeySummary, type CreatedApiKey } from '../modules/platform/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import type { DashboardSession } from './sessions.js';
import { formFields, headerOf, queryString, sessionOf } from './support.js';
import { instantWords } from './words.js';

const MAX_NAME_LENGTH = 100;

/** May this session create or revoke a key of this mode? Test keys: anyone; live keys: owners. */
function mayManage(session: DashboardSession, mode: Mode): boolean {
  return mode === 'test' || session.role === 'owner';
}

interface KeyForm {
  name: string;
  mode: Mode;
  error: string | null;
}

export function keyPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  async function keysPage(request: FastifyRequest, reply: FastifyReply, status: number, view: { created: CreatedApiKey | null; form: KeyForm; notice: string | null }) {
    const session = sessionOf(request);
    const company = await companyProfile(db, session.companyId);
    const keys = await listApiKeys(db, session.companyId);
    return sendDashboardPage(reply, status, 'keys', {
      title: 'API keys · Meterline',
      header: headerOf(session, company?.name ?? '', 'keys', '/dashboard/keys'),
      csrfToken: session.csrfToken,
      mayManageLive: mayManage(session, 'live'),
      keys: keys.reverse().map((key) => ({
        ...key,
        mayRevoke: mayManage(session, key.mode),
        modeWord: key.mode === 'test' ? 'Test' : 'Live',
        created: instantWords(key.created_at),
        revoked: key.revoked_at ? instantWords(key.revoked_at) : 'No',
        lastUsed: key.last_used_at ? instantWords(key.last_used_at) : 'Never',
      })),
      ...view,
    });
  }

  /** Answers a member's live-key action with the owner-only 403 page. */
  async function refuseLive(request: FastifyRequest, reply: FastifyReply) {
    const session = sessionOf(request);
    const company = await companyProfile(db, session.companyId);
    return sendDashboardMessage(
      reply,
      403,
      'Only an owner can do this',
      'Live keys move real money: ask an owner of this company to create or revoke live keys. Members manage test keys.',
      headerOf(session, company?.name ?? '', 'keys', '/dashboard/keys'),
    );
  }

  async function ownKey(companyId: string, keyId: string): Promise<ApiKeySummary | undefined> {
    return (await listApiKeys(db, companyId)).find((key) => key.id === keyId);
  }

  scope.get('/keys', HIDDEN, async (request, reply) => {
    const revoked = queryString(request, 'revoked');
    const session = sessionOf(request);
    const key = revoked ? await ownKey(session.companyId, revoked) : undefined;
    const notice = key?.revoked_at ? `Key ${key.prefix}... is revoked: the API refuses it within 5 seconds.` : null;
    const mode = mayManage(session, session.mode) ? session.mode : 'test';
    return keysPage(request, reply, 200, { created: null, form: { name: '', mode, error: null }, notice });
  });

  scope.post('/keys', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const fields = formFields(request.body);
    const name = (fields.name ?? '').trim();
    const mode = fields.mode;
    if (mode !== 'test' && mode !== 'live') {
      return keysPage(request, reply, 400, { created: null, form: { name, mode: 'test', error: 'Choose Test or Live.' }, notice: null });
    }
    if (!mayManage(session, mode)) return refuseLive(request, reply);
    if (name.length > MAX_NAME_LENGTH) {
      return keysPage(request, reply, 400, { created: null, form: { name: name.slice(0, MAX_NAME_LENGTH), mode, error: `The name can be at most ${MAX_NAME_LENGTH} characters.` }, notice: null });
    }
    const created = await createApiKey(db, deps.realClock, { companyId: session.companyId, mode, name: name || null });
    return keysPage(request, reply, 201, { created, form: { name: '', mode, error: null }, notice: null });
  });

  scope.get('/keys/:keyId/revoke', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const key = await ownKey(session.companyId, (request.params as { keyId: string }).keyId);
    if (!key) return sendDashboardMessage(reply, 404, 'Key not found', 'This company has no such API key.');
    if (!mayManage(session, key.mode)) return refuseLive(request, reply);
    const company = await companyProfile(db, session.companyId);
    return sendDashboardPage(reply, 200, 'revokeKey', {
      title: 'Revoke key · Meterline',
      header: headerOf(session, company?.name ?? '', 'keys', '/dashboard/keys'),
      csrfToken: session.csrfToken,
      key,
    });
  });

  scope.post('/keys/:keyId/revoke', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const key = await ownKey(session.companyId, (request.params as { keyId: string }).keyId);
    if (!key) return sendDashboardMessage(reply, 404, 'Key not found', 'This company has no such API key.');
    if (!mayManage(session, key.mode)) return refuseLive(request, reply);
    await revokeApiKey(db, deps.realClock, key.id);
    deps.authenticator.clear();
    return reply.redirect(`/dashboard/keys?revoked=${encodeURIComponent(key.id)}`, 303);
  });
}
