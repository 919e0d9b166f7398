/**
 * Links from the customer's page (issue 32, item 1): /dashboard/customers/:id/links creates a
 * subscription signup link (a plan picked by name), a credit-pack checkout link (one of the
 * customer's subscriptions and a pack of its plan) and a customer portal link, each through the
 * module's own use case behind the API's route (createSignupLink, createCheckoutLink,
 * createPortalLink), its body checked first against that route's schema (forms.ts). The created
 * URL is shown once, in a read-only field with a Copy button (it is never stored: the API cannot
 * show it again either); a refusal comes back on its form in the API's words. As for keys, a
 * member changes test data only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { listPlanCreditPacks } from '../modules/creditPacks/index.js';
import { getCustomer, type Customer } from '../modules/customers/index.js';
import { createCheckoutLink, CreateCheckoutLinkBody, createSignupLink, CreateSignupLinkBody } from '../modules/links/index.js';
import { listPlans } from '../modules/plans/index.js';
import { createPortalLink, CreateCustomerPortalLinkBody } from '../modules/portal/index.js';
import { listSubscriptions } from '../modules/subscriptions/index.js';
import { customerName } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { attempt, checkBody, mayWrite, optionalField, OWNER_ONLY } from './forms.js';
import { pageOf } from './paging.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, scopeOfSession, sessionOf, sessionHeader } from './support.js';
import { instantWords } from './words.js';

const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;
const CHOICES = 100;
type LinkKind = 'signup' | 'checkout' | 'portal';
const KIND_WORDS: Record<LinkKind, string> = { signup: 'Signup link', checkout: 'Credit-pack checkout link', portal: 'Customer portal link' };

interface LinksView {
  values: Record<string, string>;
  problems: Partial<Record<LinkKind, string[]>>;
  created: { kind: LinkKind; words: string; id: string; url: string; expires: string } | null;
}

/** A number field as the API's body holds it: a number when it reads as one, else the text (the schema says why). */
function numberOrText(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

function linkBody(kind: LinkKind, customerId: string, fields: Record<string, string>): Record<string, unknown> {
  const optional = (name: string, as: string = name) => (optionalField(fields, name) === undefined ? {} : { [as]: optionalField(fields, name) });
  if (kind === 'signup') return { customer_id: customerId, plan_code: fields.plan_code ?? '', ...optional('signup_success_url', 'success_url') };
  if (kind === 'checkout') {
    const quantity = numberOrText(optionalField(fields, 'quantity'));
    return { subscription_id: fields.subscription_id ?? '', credit_pack_id: fields.credit_pack_id ?? '', ...(quantity === undefined ? {} : { quantity }), ...optional('checkout_success_url', 'success_url') };
  }
  return { customer_id: customerId, ...optional('return_url'), plan_change_timing: fields.plan_change_timing ?? 'now' };
}

export function linkPages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'customers', path);

  async function showLinks(request: FastifyRequest, reply: FastifyReply, status: number, customer: Customer, view: LinksView) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const [plans, subscriptions] = await Promise.all([
      listPlans({ db, scope: tenant }, pageOf(undefined, CHOICES)),
      listSubscriptions({ db, scope: tenant }, pageOf(undefined, CHOICES), { customerId: customer.id }),
    ]);
    const planNames = new Map(plans.items.map((p) => [p.id, p.name]));
    const planIds = [...new Set(subscriptions.items.map((s) => s.plan_id))];
    const packs = (await Promise.all(planIds.map((id) => listPlanCreditPacks({ db, scope: tenant }, id)))).flat();
    const path = `${customerPath(customer.id)}/links`;
    return sendDashboardPage(reply, status, 'customerLinks', {
      title: `Links · ${customerName(customer)} · Meterline`,
      header: await header(request, path),
      csrfToken: session.csrfToken,
      customer: { id: customer.id, name: customerName(customer) },
      action: path,
      plans: plans.items.map((p) => ({ value: p.plan_code, label: `${p.name} (${p.currency_code.toUpperCase()})` })),
      subscriptions: subscriptions.items.map((s) => ({ value: s.id, label: `${planNames.get(s.plan_id) ?? s.plan_code ?? s.plan_id} (${s.status}, since ${s.start_date.slice(0, 10)})` })),
      packs: packs.map((p) => ({ value: p.id, label: `${p.code}: ${p.unit_amount} ${p.pricing_unit.name ?? p.pricing_unit.code} (${planNames.get(p.plan_id) ?? p.plan_id})` })),
      ...view,
    });
  }

  scope.get('/customers/:customerId/links', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const customer = await getCustomer({ db, scope: scopeOfSession(session) }, (request.params as { customerId: string }).customerId);
    if (!mayWrite(session)) return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, await header(request, customerPath(customer.id)));
    return showLinks(request, reply, 200, customer, { values: {}, problems: {}, created: null });
  });

  scope.post('/customers/:customerId/links/:kind', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const customer = await getCustomer({ db, scope: tenant }, (request.params as { customerId: string }).customerId);
    if (!mayWrite(session)) return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, await header(request, customerPath(customer.id)));
    const named = (request.params as { kind: string }).kind;
    if (named !== 'signup' && named !== 'checkout' && named !== 'portal') return sendDashboardMessage(reply, 404, 'Page not found', 'There is no dashboard page at this address.');
    const kind: LinkKind = named;
    const fields = formFields(request.body);
    const body = linkBody(kind, customer.id, fields);
    const base = deps.config.publicBaseUrl;
    const result = await attempt(async () => {
      if (kind === 'signup') return createSignupLink(db, deps.clock, base, tenant, checkBody(CreateSignupLinkBody, body));
      if (kind === 'checkout') return createCheckoutLink(db, deps.clock, base, tenant, checkBody(CreateCheckoutLinkBody, body));
      return createPortalLink(db, deps.clock, base, tenant, checkBody(CreateCustomerPortalLinkBody, body));
    });
    if (!result.ok) return showLinks(request, reply, result.status, customer, { values: fields, problems: { [kind]: result.problems }, created: null });
    const link = result.value;
    const created = { kind, words: KIND_WORDS[kind], id: link.id, url: link.url, expires: instantWords(link.token_expiration) };
    return showLinks(request, reply, 201, customer, { values: {}, problems: {}, created });
  });
}
