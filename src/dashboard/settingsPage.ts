/**
 * /dashboard/settings: the company's settings. Everyone sees them; an owner changes what ingest
 * does with an event no fee of the customer's plans meters (`unmatched_events`: accept, the
 * default, stores it with no cost; reject refuses it as EVENT_NOT_METERED), through the same
 * service as `meterline company update` (platform's updateCompany). It applies to the company's
 * test and live data alike and changes what live usage is accepted, so it is an owner's action,
 * as live keys are: a member's page shows the setting without the form, and a member posting it
 * anyway gets the owner-only 403 page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findCompany, UNMATCHED_EVENTS, updateCompany, type UnmatchedEvents } from '../modules/platform/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, headerOf, queryString, sessionOf } from './support.js';

const UNMATCHED_WORDS: Record<UnmatchedEvents, string> = {
  accept: 'Accept: store them at no cost',
  reject: 'Reject: refuse them',
};

export function settingsPage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  async function show(request: FastifyRequest, reply: FastifyReply, status: number, view: { notice: string | null; error: string | null }) {
    const session = sessionOf(request);
    const company = await findCompany(db, session.companyId);
    if (!company) return sendDashboardMessage(reply, 404, 'Company not found', 'This company no longer exists.');
    return sendDashboardPage(reply, status, 'settings', {
      title: 'Settings · Meterline',
      header: headerOf(session, company.name, 'settings', '/dashboard/settings'),
      csrfToken: session.csrfToken,
      isOwner: session.role === 'owner',
      company: {
        name: company.name,
        timezone: company.timezone,
        invoicePrefix: company.invoice_prefix,
        rateLimit: company.rate_limit_per_window === null ? 'Server default' : `${company.rate_limit_per_window} requests per minute`,
      },
      unmatched: company.unmatched_events,
      unmatchedWord: UNMATCHED_WORDS[company.unmatched_events],
      choices: UNMATCHED_EVENTS.map((value) => ({ value, word: UNMATCHED_WORDS[value], selected: value === company.unmatched_events })),
      ...view,
    });
  }

  scope.get('/settings', HIDDEN, async (request, reply) =>
    show(request, reply, 200, { notice: queryString(request, 'saved') === '1' ? 'Settings saved. Ingest uses them from the next event.' : null, error: null }),
  );

  scope.post('/settings', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (session.role !== 'owner') {
      const company = await findCompany(db, session.companyId);
      return sendDashboardMessage(
        reply,
        403,
        'Only an owner can do this',
        'Company settings change what usage is accepted in live mode too: ask an owner of this company to change them.',
        headerOf(session, company?.name ?? '', 'settings', '/dashboard/settings'),
      );
    }
    const value = formFields(request.body).unmatched_events;
    const unmatchedEvents = UNMATCHED_EVENTS.find((v) => v === value);
    if (!unmatchedEvents) return show(request, reply, 400, { notice: null, error: 'Choose Accept or Reject for events no fee meters.' });
    await updateCompany(db, deps.realClock, session.companyId, { unmatchedEvents });
    return reply.redirect('/dashboard/settings?saved=1', 303);
  });
}
