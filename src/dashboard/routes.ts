/**
 * The dashboard's plugin, mounted at /dashboard: form bodies, HTML errors, the session found
 * once per request (and with it the scope's clock: a test company's test clock in test mode),
 * sign-in required on every page but /dashboard/login and the copy script, and the CSRF token
 * required on every POST but sign-in's own (which checks its cookie-bound token itself).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestClock } from '../clock.js';
import { useScopeClock, type ScopeClockSource } from '../http/scopeClock.js';
import { acceptForms, pageErrorHandler } from '../pages/index.js';
import { customerPages } from './customerPages.js';
import { eventsPage } from './eventsPage.js';
import { invoicePages } from './invoicePages.js';
import { planPages } from './planPages.js';
import { overdraftLimitPages } from './overdraftLimitPages.js';
import { autoTopUpPages } from './autoTopUpPages.js';
import { UnknownFilterValue } from './paging.js';
import { subscriptionActions } from './subscriptionActions.js';
import { subscriptionPage } from './subscriptionPage.js';
import { subscriptionPages } from './subscriptionPages.js';
import { HIDDEN, type DashboardDeps } from './deps.js';
import { invitePage } from './invitePage.js';
import { keyPages } from './keyPages.js';
import { userPages } from './userPages.js';
import { overviewPage } from './overviewPage.js';
import { COPY_SCRIPT, sendDashboardMessage } from './render.js';
import { sessionByToken } from './sessions.js';
import { settingsPage } from './settingsPage.js';
import { signInRoutes } from './signIn.js';
import { testClockPage } from './testClockPage.js';
import { webhookPages } from './webhookPages.js';
import { customerForms } from './customerForms.js';
import { creditPages } from './creditPages.js';
import { linkPages } from './linkPages.js';
import { feePages } from './feePages.js';
import { planChangePages } from './planChangePages.js';
import { checkCsrf, readCookie, scopeOfSession, SESSION_COOKIE } from './support.js';

const PUBLIC_PATHS = new Set(['/dashboard/login', '/dashboard/assets/copy.js']);

/** Pages open without a session: sign-in, the copy script, and invite links. */
function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.has(path) || path.startsWith('/dashboard/invite/');
}

function pathOf(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export interface DashboardOptions {
  requestClock: RequestClock;
  scopeClocks: ScopeClockSource;
}

export function dashboard(deps: DashboardDeps, options: DashboardOptions) {
  return async (scope: FastifyInstance): Promise<void> => {
    acceptForms(scope);
    scope.setErrorHandler((error: FastifyError, request, reply) =>
      error instanceof UnknownFilterValue ? sendDashboardMessage(reply, 400, `Unknown ${error.field}`, error.message) : pageErrorHandler(error, request, reply),
    );
    scope.decorateRequest('dashboardSession', null);

    // The session, once per request; its company and mode are the scope the pages read.
    useScopeClock(scope, options.requestClock, options.scopeClocks, async (request) => {
      const session = await sessionByToken(deps.store.db, deps.realClock, readCookie(request, SESSION_COOKIE));
      request.dashboardSession = session;
      return session ? scopeOfSession(session) : null;
    });
    scope.addHook('onRequest', async (request, reply) => {
      if (!request.dashboardSession && !isPublicPath(pathOf(request))) {
        return reply.header('cache-control', 'no-store').redirect('/dashboard/login', 303);
      }
    });
    scope.addHook('preHandler', async (request, reply) => {
      const session = request.dashboardSession;
      // Sign-in and the invite page check their own cookie-bound token (there may be no session).
      if (request.method === 'POST' && session && !isPublicPath(pathOf(request))) {
        if (!checkCsrf(request, reply, session.csrfToken)) return reply;
      }
    });
    scope.setNotFoundHandler((_request, reply) => sendDashboardMessage(reply, 404, 'Page not found', 'There is no dashboard page at this address.'));

    scope.get('/assets/copy.js', HIDDEN, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(COPY_SCRIPT),
    );
    signInRoutes(scope, deps);
    overviewPage(scope, deps);
    keyPages(scope, deps);
    userPages(scope, deps);
    settingsPage(scope, deps);
    invitePage(scope, deps);
    customerPages(scope, deps);
    eventsPage(scope, deps);
    testClockPage(scope, deps);
    invoicePages(scope, deps);
    subscriptionPages(scope, deps);
    subscriptionPage(scope, deps);
    subscriptionActions(scope, deps);
    planPages(scope, deps);
    overdraftLimitPages(scope, deps);
    autoTopUpPages(scope, deps);
    webhookPages(scope, deps);
    customerForms(scope, deps);
    creditPages(scope, deps);
    linkPages(scope, deps);
    feePages(scope, deps);
    planChangePages(scope, deps);
  };
}
