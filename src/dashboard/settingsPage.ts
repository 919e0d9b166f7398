/**
 * /dashboard/settings: the company's settings. Everyone sees them; an owner changes what ingest
 * does with an event no fee of the customer's plans meters (`unmatched_events`: accept, the
 * default, stores it with no cost; reject refuses it as EVENT_NOT_METERED), through the same
 * service as `meterline company update` (platform's updateCompany). It applies to the company's
 * test and live data alike and changes what live usage is accepted, so it is an owner's action,
 * as live keys are: a member's page shows the setting without the form, and a member posting it
 * anyway gets the owner-only 403 page. The same goes for what a subscription whose renewal charge
 * failed through every retry becomes (`past_due_after_retries`: keep_past_due, the default, or
 * cancel; src/modules/collections); each setting has its own form.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findCompany, PAST_DUE_AFTER_RETRIES, UNMATCHED_EVENTS, updateCompany, type PastDueAfterRetries, type UnmatchedEvents } from '../modules/platform/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, headerOf, queryString, sessionOf } from './support.js';

const UNMATCHED_WORDS: Record<UnmatchedEvents, string> = {
  accept: 'Accept: store them at no cost',
  reject: 'Reject: refuse them',
};

const AFTER_RETRIES_WORDS: Record<PastDueAfterRetries, string> = {
  keep_past_due: 'Keep the subscription past due',
  cancel: 'Cancel the subscription',
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
      afterRetriesWord: AFTER_RETRIES_WORDS[company.past_due_after_retries],
      afterRetriesChoices: PAST_DUE_AFTER_RETRIES.map((value) => ({ value, word: AFTER_RETRIES_WORDS[value], selected: value === company.past_due_after_retries })),
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
    const fields = formFields(request.body);
    if (fields.past_due_after_retries !== undefined) {
      const pastDueAfterRetries = PAST_DUE_AFTER_RETRIES.find((v) => v === fields.past_due_after_retries);
      if (!pastDueAfterRetries) return show(request, reply, 400, { notice: null, error: 'Choose what a subscription whose retries all failed becomes.' });
      await updateCompany(db, deps.realClock, session.companyId, { pastDueAfterRetries });
      return reply.redirect('/dashboard/settings?saved=1', 303);
    }
    const unmatchedEvents = UNMATCHED_EVENTS.find((v) => v === fields.unmatched_events);
    if (!unmatchedEvents) return show(request, reply, 400, { notice: null, error: 'Choose Accept or Reject for events no fee meters.' });
    await updateCompany(db, deps.realClock, session.companyId, { unmatchedEvents });
    return reply.redirect('/dashboard/settings?saved=1', 303);
  });
}
