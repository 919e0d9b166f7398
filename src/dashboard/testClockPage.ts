/**
 * /dashboard/test-clock (test mode): where the company's test clock stands, and a form to move it
 * forward to a local date and time and bill the test data up to it, as `POST /v1/billing/run`
 * does (the same service, billingRuns' advanceTestClock), so an operator can watch a month end
 * happen. One press keeps going in bounded runs until everything due is billed (or a few thousand
 * steps have been taken: then it says so and another press goes on). Live mode has no test clock.
 */
import { DateTime } from 'luxon';
import type { BillingRunResult } from '../billing/index.js';
import { advanceTestClock, BILLING_RUN_MAX_STEPS } from '../api/billingRuns/index.js';
import { testClockOf } from '../modules/billingRuns/index.js';
import { companyProfile } from '../modules/platform/index.js';
import type { DashboardSession } from './sessions.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { sendDashboardPage } from './render.js';
import { formFields, headerOf, scopeOfSession, sessionOf } from './support.js';

/** Bounded runs one press takes at most (each BILLING_RUN_MAX_STEPS steps). */
const RUNS_PER_PRESS = 20;
const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

interface Outcome {
  error?: string;
  moved?: { to: string; subscriptions: number; invoices: number; grantsIssued: number; grantsExpired: number; problems: string[]; complete: boolean };
}

function localWords(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant, { zone }).toFormat("yyyy-MM-dd HH:mm '('z')'");
}

function total(runs: BillingRunResult[], pick: (run: BillingRunResult) => number): number {
  return runs.reduce((sum, run) => sum + pick(run), 0);
}

export function testClockPage(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  async function show(session: DashboardSession, status: number, outcome: Outcome, reply: Parameters<typeof sendDashboardPage>[0]) {
    const company = await companyProfile(db, session.companyId);
    const zone = company?.timezone ?? 'UTC';
    const tenant = scopeOfSession(session);
    const clock = session.mode === 'test' ? await testClockOf({ db: db, scope: tenant }) : null;
    const now = clock ?? deps.realClock.now();
    const suggested = DateTime.fromJSDate(now, { zone }).plus({ months: 1 }).startOf('month');
    return sendDashboardPage(reply, status, 'testClock', {
      title: 'Test clock · Meterline',
      header: headerOf(session, company?.name ?? '', 'test-clock', '/dashboard/test-clock'),
      live: session.mode !== 'test',
      zone,
      clockWords: localWords(now, zone),
      onTestClock: clock !== null,
      suggested: suggested.toFormat(LOCAL_INPUT),
      minimum: DateTime.fromJSDate(now, { zone }).toFormat(LOCAL_INPUT),
      ...outcome,
    });
  }

  scope.get('/test-clock', HIDDEN, async (request, reply) => show(sessionOf(request), 200, {}, reply));

  scope.post('/test-clock', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (session.mode !== 'test') return show(session, 422, { error: 'Live data has no test clock: it is billed as time passes.' }, reply);
    const tenant = scopeOfSession(session);
    const zone = (await companyProfile(db, session.companyId))?.timezone ?? 'UTC';
    const to = DateTime.fromFormat(formFields(request.body).to ?? '', LOCAL_INPUT, { zone });
    if (!to.isValid) return show(session, 400, { error: 'Give a date and time to move the clock to.' }, reply);
    const from = (await testClockOf({ db: db, scope: tenant })) ?? deps.realClock.now();
    if (to.toMillis() < from.getTime()) return show(session, 400, { error: 'The test clock only moves forward.' }, reply);
    const runs: BillingRunResult[] = [];
    for (let i = 0; i < RUNS_PER_PRESS; i++) {
      const { run } = await advanceTestClock(deps.store, tenant, to.toJSDate(), deps.clock.now(), { log: request.log, maxSteps: BILLING_RUN_MAX_STEPS });
      runs.push(run);
      if (run.complete) break;
    }
    const last = runs[runs.length - 1];
    return show(session, 200, {
      moved: {
        to: localWords(to.toJSDate(), zone),
        subscriptions: total(runs, (run) => run.subscriptions_advanced),
        invoices: total(runs, (run) => run.invoices_created),
        grantsIssued: total(runs, (run) => run.grants_issued),
        grantsExpired: total(runs, (run) => run.grants_expired),
        problems: (last?.problems ?? []).map((problem) => `${problem.subscription_id}: ${problem.code}`),
        complete: last?.complete ?? true,
      },
    }, reply);
  });
}
