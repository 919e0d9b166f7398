/**
 * /dashboard/subscriptions/:id/:action: cancel at period end, cancel now, and resume (undo a
 * scheduled cancellation: cancel_at_period_end or cancel_at). Each GET is a confirmation page that
 * changes nothing; its form POSTs with the CSRF token to the subscriptions service the API's POST
 * /v1/subscriptions/{id} runs (updateSubscription), with the same body an integrator would send,
 * at the scope's clock (a test company's test clock in test mode).
 *
 * Decided here:
 * - Only the actions the subscription's state allows are offered and accepted; anything else
 *   (already canceled, nothing scheduled to resume) is a 409 page that says why, as is a refusal
 *   of the service (SUBSCRIPTION_CANCELED). The API answers a repeated cancel-now with 200 and no
 *   change; an operator pressing it twice is told instead.
 * - Cancelling now changes money only through the billing engine, as with the API: its next run
 *   (and the subscription page, whose next-invoice preview takes the steps already due) closes
 *   the partial period. The confirmation page shows that last invoice before it is issued, as the
 *   engine's end step computes it (upcomingInvoice with cancelNow); the subscription page then
 *   lists the invoice itself.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/index.js';
import { dbContext } from '../db/context.js';
import type { Scope } from '../db/scope.js';
import { upcomingInvoice } from '../api/invoices/index.js';
import { updateSubscription } from '../api/subscriptions/index.js';
import { getSubscription, type Subscription } from '../modules/subscriptions/index.js';
import { customerNames } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { upcomingView } from './invoiceView.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { mayWrite, OWNER_ONLY } from './forms.js';
import { scopeOfSession, sessionOf, sessionHeader } from './support.js';
import { instantWords } from './words.js';

type Params = { subscriptionId: string; action: string };

export interface SubscriptionAction {
  action: 'cancel-at-period-end' | 'cancel-now' | 'resume';
  /** The button: "Cancel now". */
  label: string;
  /** The notice after it: "Cancellation scheduled for the end of the period." */
  done: string;
  danger: boolean;
  /** The body POST /v1/subscriptions/{id} is sent. */
  body: (subscription: Subscription) => { status?: 'canceled'; cancel_at_period_end?: boolean; cancel_at?: null };
  /** Why it does not apply to this subscription, or null when it does. */
  refused: (subscription: Subscription) => string | null;
}

const scheduled = (s: Subscription) => s.cancel_at_period_end || s.cancel_at !== null;
const canceledReason = (s: Subscription) => (s.status === 'canceled' ? 'This subscription is already canceled; a canceled subscription cannot be changed.' : null);

export const SUBSCRIPTION_ACTIONS: readonly SubscriptionAction[] = [
  {
    action: 'cancel-at-period-end',
    label: 'Cancel at period end',
    done: 'Cancellation scheduled for the end of the period.',
    danger: false,
    body: () => ({ cancel_at_period_end: true }),
    refused: (s) => canceledReason(s) ?? (s.cancel_at_period_end ? 'A cancellation at the end of the period is already scheduled.' : null),
  },
  {
    action: 'cancel-now',
    label: 'Cancel now',
    done: 'Subscription canceled.',
    danger: true,
    body: () => ({ status: 'canceled' }),
    refused: canceledReason,
  },
  {
    action: 'resume',
    label: 'Resume',
    done: 'Scheduled cancellation removed: the subscription renews as before.',
    danger: false,
    body: (s) => (s.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: null }),
    refused: (s) => canceledReason(s) ?? (scheduled(s) ? null : 'No cancellation is scheduled, so there is nothing to resume.'),
  },
];

export function subscriptionAction(action: string): SubscriptionAction | undefined {
  return SUBSCRIPTION_ACTIONS.find((a) => a.action === action);
}

/** The actions offered on the subscription's page. */
export function allowedSubscriptionActions(subscription: Subscription): SubscriptionAction[] {
  return SUBSCRIPTION_ACTIONS.filter((a) => a.refused(subscription) === null);
}

/** What the action does, in words, on its confirmation page. */
function consequences(action: SubscriptionAction, subscription: Subscription, now: Date): string[] {
  const periodEnd = instantWords(subscription.cancel_at ?? subscription.next_renewal_date);
  if (action.action === 'cancel-at-period-end') {
    return [
      `It stays ${subscription.status} until the end of the current period, ${periodEnd}, and does not renew.`,
      "Then the billing run ends it and issues its last invoice: the period's in-arrears fees and usage. Nothing already paid is refunded.",
    ];
  }
  if (action.action === 'cancel-now') {
    return [
      `It ends now, ${instantWords(now.toISOString())}, and cannot be resumed.`,
      'The billing run then closes the partial period on a last invoice: in-arrears fees for the days that are over, and the usage so far.',
      'In-advance fees already invoiced for this period are not refunded (no credit is issued); credits already granted stay until they expire.',
    ];
  }
  return [`The scheduled cancellation (${periodEnd}) is removed: the subscription renews at ${instantWords(subscription.next_renewal_date)} as before.`];
}

export function subscriptionActions(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'subscriptions', path);

  /** The last invoice cancelling now leads to, computed by the engine's end step (nothing written), or why there is none. */
  async function cancelNowInvoice(tenant: Scope, subscriptionId: string, now: Date): Promise<{ view: ReturnType<typeof upcomingView> | null; none: string | null }> {
    try {
      return { view: upcomingView(await upcomingInvoice(dbContext(db, tenant, now), subscriptionId, { cancelNow: true })), none: null };
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
      return { view: null, none: error.code === 'SUBSCRIPTION_CANCELED' ? 'It has not started yet, so nothing is invoiced.' : error.message };
    }
  }

  async function refuse(request: FastifyRequest, reply: FastifyReply, status: number, subscription: Subscription, reason: string) {
    const path = `/dashboard/subscriptions/${encodeURIComponent(subscription.id)}`;
    return sendDashboardMessage(reply, status, 'This cannot be done', reason, await header(request, path));
  }

  scope.get('/subscriptions/:subscriptionId/:action', HIDDEN, async (request, reply) => {
    const params = request.params as Params;
    const action = subscriptionAction(params.action);
    if (!action) return sendDashboardMessage(reply, 404, 'Page not found', 'There is no dashboard page at this address.');
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const subscription = await getSubscription({ db: db, scope: tenant }, params.subscriptionId);
    const reason = action.refused(subscription);
    if (reason) return refuse(request, reply, 409, subscription, reason);
    const now = deps.clock.now();
    const lastInvoice = action.action === 'cancel-now' ? await cancelNowInvoice(tenant, subscription.id, now) : null;
    const names = await customerNames({ db: db, scope: tenant }, [subscription.customer_id]);
    const path = `/dashboard/subscriptions/${encodeURIComponent(subscription.id)}`;
    return sendDashboardPage(reply, 200, 'subscriptionAction', {
      title: `${action.label} · Meterline`,
      header: await header(request, path),
      subscription: { id: subscription.id, customerName: names.get(subscription.customer_id) ?? subscription.customer_id, status: subscription.status },
      action,
      consequences: consequences(action, subscription, now),
      lastInvoice,
      csrfToken: session.csrfToken,
    });
  });

  scope.post('/subscriptions/:subscriptionId/:action', HIDDEN, async (request, reply) => {
    const params = request.params as Params;
    const action = subscriptionAction(params.action);
    if (!action) return sendDashboardMessage(reply, 404, 'Page not found', 'There is no dashboard page at this address.');
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const subscription = await getSubscription({ db: db, scope: tenant }, params.subscriptionId);
    // As for keys: a member changes test data only (forms.ts).
    if (!mayWrite(session)) return refuse(request, reply, 403, subscription, `${OWNER_ONLY.heading}. ${OWNER_ONLY.message}`);
    const reason = action.refused(subscription);
    if (reason) return refuse(request, reply, 409, subscription, reason);
    try {
      await updateSubscription(dbContext(db, tenant, deps.clock.now()), subscription.id, action.body(subscription));
    } catch (error) {
      if (!(error instanceof DomainError) || error.statusCode >= 500 || error.statusCode === 404) throw error;
      return refuse(request, reply, error.statusCode, subscription, error.message);
    }
    return reply.redirect(`/dashboard/subscriptions/${encodeURIComponent(subscription.id)}?done=${action.action}`, 303);
  });
}
