/**
 * Credits from the customer's page (issue 32, item 1): /dashboard/customers/:id/credit-grants/new
 * grants credits through one of the customer's subscriptions (the API grants through
 * POST /v1/subscriptions/{id}/credit-grants: name, amount, a pricing unit or a currency, an expiry
 * or none), and /dashboard/customers/:id/credit-grants/:grantId/void asks first, then voids it as
 * POST /v1/credit-grants/{id}/void does. Each action is the wallets module's own use case
 * (createCreditGrant, voidCustomerCreditGrant), the grant's body checked first against the API
 * route's schema (forms.ts); a refusal comes back in the API's words. As for keys, a member
 * changes test data only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dbContext } from '../db/context.js';
import { getCustomer, type Customer } from '../modules/customers/index.js';
import { findPlan, listPlanCurrencies } from '../modules/plans/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { listSubscriptions } from '../modules/subscriptions/index.js';
import { createCreditGrant, CreateCreditGrantBody, getCreditGrant, voidCustomerCreditGrant } from '../modules/wallets/index.js';
import { customerName } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { attempt, checkBody, mayWrite, OWNER_ONLY } from './forms.js';
import { pageOf } from './paging.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, scopeOfSession, sessionOf, sessionHeader } from './support.js';
import { amountWords, instantWords } from './words.js';

const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
/** A customer's subscriptions offered to grant through, at most. */
const SUBSCRIPTIONS = 100;

interface GrantForm {
  subscription_id: string;
  name: string;
  amount: string;
  denomination: string;
  expires_at: string;
}

/** "2027-01-01T00:00" from a datetime-local field, read as UTC; anything else goes to the API as typed. */
function expiryOf(value: string): string | null {
  if (value === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00Z` : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(value) ? `${value}Z` : value;
}

/** POST /v1/subscriptions/{id}/credit-grants's body from the form. */
function grantBody(form: GrantForm): Record<string, unknown> {
  const [kind, code] = form.denomination.split(':');
  return {
    name: form.name,
    amount: form.amount,
    ...(kind === 'pricing_unit' ? { pricing_unit_code: code } : kind === 'currency' ? { currency_code: code } : {}),
    expires_at: expiryOf(form.expires_at),
  };
}

export function creditPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'customers', path);

  async function refuseMember(request: FastifyRequest, reply: FastifyReply, path: string) {
    return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, await header(request, path));
  }

  /** The customer of the path, or a 404; and who may write. */
  async function customerOf(request: FastifyRequest) {
    const session = sessionOf(request);
    const customer = await getCustomer({ db, scope: scopeOfSession(session) }, (request.params as { customerId: string }).customerId);
    return { session, customer, allowed: mayWrite(session) };
  }

  async function showGrantForm(request: FastifyRequest, reply: FastifyReply, status: number, customer: Customer, form: GrantForm, problems: string[]) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const [subscriptions, units, currencies] = await Promise.all([
      listSubscriptions({ db, scope: tenant }, pageOf(undefined, SUBSCRIPTIONS), { customerId: customer.id }),
      listPricingUnits({ db, scope: tenant }),
      listPlanCurrencies({ db, scope: tenant }),
    ]);
    const plans = await Promise.all([...new Set(subscriptions.items.map((s) => s.plan_id))].map((id) => findPlan({ db, scope: tenant }, id)));
    const planNames = new Map(plans.flatMap((plan) => (plan ? [[plan.id, plan.name] as const] : [])));
    const path = `${customerPath(customer.id)}/credit-grants/new`;
    return sendDashboardPage(reply, status, 'creditGrantForm', {
      title: `Grant credits · ${customerName(customer)} · Meterline`,
      header: await header(request, path),
      csrfToken: session.csrfToken,
      customer: { id: customer.id, name: customerName(customer) },
      action: `${customerPath(customer.id)}/credit-grants`,
      subscriptions: subscriptions.items.map((s) => ({ id: s.id, label: `${planNames.get(s.plan_id) ?? s.plan_code ?? s.plan_id} (${s.status}, since ${s.start_date.slice(0, 10)})` })),
      denominations: [
        ...units.map((u) => ({ value: `pricing_unit:${u.code}`, label: u.name && u.name !== u.code ? `${u.name} (${u.code})` : u.code })),
        ...currencies.map((c) => ({ value: `currency:${c}`, label: `${c.toUpperCase()} (amount in minor units, such as cents)` })),
      ],
      form,
      problems,
    });
  }

  scope.get('/customers/:customerId/credit-grants/new', HIDDEN, async (request, reply) => {
    const { customer, allowed } = await customerOf(request);
    if (!allowed) return refuseMember(request, reply, customerPath(customer.id));
    return showGrantForm(request, reply, 200, customer, { subscription_id: '', name: '', amount: '', denomination: '', expires_at: '' }, []);
  });

  scope.post('/customers/:customerId/credit-grants', HIDDEN, async (request, reply) => {
    const { session, customer, allowed } = await customerOf(request);
    if (!allowed) return refuseMember(request, reply, customerPath(customer.id));
    const fields = formFields(request.body);
    const form: GrantForm = {
      subscription_id: fields.subscription_id ?? '',
      name: (fields.name ?? '').trim(),
      amount: (fields.amount ?? '').trim(),
      denomination: fields.denomination ?? '',
      expires_at: (fields.expires_at ?? '').trim(),
    };
    const tenant = scopeOfSession(session);
    const mine = await listSubscriptions({ db, scope: tenant }, pageOf(undefined, SUBSCRIPTIONS), { customerId: customer.id });
    if (!mine.items.some((s) => s.id === form.subscription_id)) {
      return showGrantForm(request, reply, 400, customer, form, ['Pick one of this customer’s subscriptions: credits are granted through a subscription.']);
    }
    const result = await attempt(() => createCreditGrant(deps.store, deps.clock, tenant, form.subscription_id, checkBody(CreateCreditGrantBody, grantBody(form))));
    if (!result.ok) return showGrantForm(request, reply, result.status, customer, form, result.problems);
    return reply.redirect(`${customerPath(customer.id)}?saved=granted#credit-grants`, 303);
  });

  /** The grant of the path, when it is this customer's (else a 404, as the API answers an unknown one). */
  async function grantOf(request: FastifyRequest, customer: Customer) {
    const grantId = (request.params as { grantId: string }).grantId;
    const grant = await getCreditGrant(dbContext(db, scopeOfSession(sessionOf(request)), deps.clock.now()), grantId);
    if (grant.customer_id !== customer.id) return null;
    return grant;
  }

  scope.get('/customers/:customerId/credit-grants/:grantId/void', HIDDEN, async (request, reply) => {
    const { session, customer, allowed } = await customerOf(request);
    if (!allowed) return refuseMember(request, reply, customerPath(customer.id));
    const grant = await grantOf(request, customer);
    if (!grant) return sendDashboardMessage(reply, 404, 'Page not found', 'This customer has no such credit grant.', await header(request, customerPath(customer.id)));
    const denominated = { account_type: grant.account_type, currency_code: grant.currency_code ?? undefined };
    return sendDashboardPage(reply, 200, 'creditGrantVoid', {
      title: `Void ${grant.name} · ${customerName(customer)} · Meterline`,
      header: await header(request, `${customerPath(customer.id)}/credit-grants/${encodeURIComponent(grant.id)}/void`),
      csrfToken: session.csrfToken,
      customer: { id: customer.id, name: customerName(customer) },
      grant: { id: grant.id, name: grant.name, amount: amountWords(grant.amount, denominated), balance: amountWords(grant.balance, denominated), expires: instantWords(grant.expires_at) },
    });
  });

  scope.post('/customers/:customerId/credit-grants/:grantId/void', HIDDEN, async (request, reply) => {
    const { session, customer, allowed } = await customerOf(request);
    if (!allowed) return refuseMember(request, reply, customerPath(customer.id));
    const grant = await grantOf(request, customer);
    if (!grant) return sendDashboardMessage(reply, 404, 'Page not found', 'This customer has no such credit grant.', await header(request, customerPath(customer.id)));
    const result = await attempt(() => voidCustomerCreditGrant(deps.store, deps.clock, scopeOfSession(session), grant.id));
    if (!result.ok) return sendDashboardMessage(reply, result.status, 'The grant was not voided', result.problems.join(' '), await header(request, customerPath(customer.id)));
    return reply.redirect(`${customerPath(customer.id)}?saved=voided#credit-grants`, 303);
  });
}
