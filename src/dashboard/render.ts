/**
 * Dashboard pages: Eta templates under src/dashboard/templates/, auto-escaping every `<%= %>`,
 * inside one layout with the header (company, navigation, the test/live switch, sign out) and
 * the coloured band that marks test data. The only script is /dashboard/assets/copy.js (the
 * copy button), allowed by the CSP as 'self'; nothing inline, nothing from elsewhere.
 */
import { fileURLToPath } from 'node:url';
import { Eta } from 'eta';
import type { FastifyReply } from 'fastify';
import type { Mode } from '../kernel/mode.js';

/** Resolves to src/dashboard/templates from both src/dashboard (tsx, vitest) and dist/dashboard (the build). */
const TEMPLATES_DIR = fileURLToPath(new URL('../../src/dashboard/templates/', import.meta.url));

const eta = new Eta({ views: TEMPLATES_DIR, autoEscape: true, cache: true, autoTrim: [false, 'nl'] });

export const DASHBOARD_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'self'; connect-src 'none'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** What the layout's header shows; null on the sign-in page. */
export interface HeaderData {
  companyName: string;
  email: string;
  mode: Mode;
  csrfToken: string;
  /** The navigation entry to mark as current. */
  current: 'overview' | 'customers' | 'events' | 'subscriptions' | 'invoices' | 'plans' | 'webhooks' | 'keys' | 'users' | 'settings' | 'test-clock';
  /** Where the mode switch returns to (a /dashboard path). */
  returnTo: string;
}

export interface DashboardPageData {
  title: string;
  header: HeaderData | null;
  [key: string]: unknown;
}

export function renderDashboardPage(templateName: string, data: DashboardPageData): string {
  const body = eta.render(templateName, data);
  return eta.render('layout', { title: data.title, header: data.header, body });
}

export function dashboardHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': DASHBOARD_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

export function sendDashboardPage(reply: FastifyReply, status: number, templateName: string, data: DashboardPageData): FastifyReply {
  return reply.code(status).headers(dashboardHeaders()).send(renderDashboardPage(templateName, data));
}

/** A page that only says something (forbidden, not found, too many tries). */
export function sendDashboardMessage(reply: FastifyReply, status: number, heading: string, message: string, header: HeaderData | null = null): FastifyReply {
  return sendDashboardPage(reply, status, 'message', { title: `${heading} · Meterline`, header, heading, message });
}

/** The copy button's script: copies the text of the element its `data-copy` names (an input's value). */
export const COPY_SCRIPT = `document.addEventListener('click', function (event) {
  var button = event.target.closest('[data-copy]');
  if (!button) return;
  var source = document.getElementById(button.getAttribute('data-copy'));
  if (!source || !navigator.clipboard) return;
  navigator.clipboard.writeText((source.tagName === 'INPUT' ? source.value : source.textContent).trim()).then(function () { button.textContent = 'Copied'; });
});
`;
