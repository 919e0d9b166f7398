/**
 * Create and edit a customer from the dashboard (issue 32, item 1): /dashboard/customers/new (linked
 * from the customers list) posts to /dashboard/customers, and /dashboard/customers/:id/edit (linked
 * from the customer's page) posts to /dashboard/customers/:id, as the API's POST /v1/customers and
 * POST /v1/customers/{id} do. Each action is the customers module's own use case (createCustomer,
 * updateCustomer), its body checked first against the API route's schema (forms.ts); a refusal
 * comes back on the form, with what was typed, in the API's words. As for keys, a member changes
 * test data only.
 *
 * The form's fields as the API's body: on create, an empty field is left out; on edit, an empty
 * field clears it (null), and an emptied address field is "" (cleared), the whole address null
 * when every field of it is empty.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dbContext } from '../db/context.js';
import { createCustomer, CreateCustomerBody, getCustomer, updateCustomer, UpdateCustomerBody, type Customer } from '../modules/customers/index.js';
import { customerName } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { attempt, checkBody, mayWrite, OWNER_ONLY } from './forms.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, scopeOfSession, sessionOf, sessionHeader } from './support.js';

const LIST = '/dashboard/customers';
const customerPath = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

const FIELDS = ['name', 'email', 'external_id', 'phone'] as const;
const ADDRESS = ['street', 'street2', 'city', 'state', 'zip', 'country'] as const;
type FormValues = Record<(typeof FIELDS)[number] | (typeof ADDRESS)[number], string>;

function valuesOf(fields: Record<string, string>): FormValues {
  const values = {} as FormValues;
  for (const name of [...FIELDS, ...ADDRESS]) values[name] = (fields[name] ?? '').trim();
  return values;
}

function valuesOfCustomer(customer: Customer): FormValues {
  const values = {} as FormValues;
  for (const name of FIELDS) values[name] = customer[name] ?? '';
  for (const name of ADDRESS) values[name] = customer.billing_address?.[name] ?? '';
  return values;
}

/** POST /v1/customers's body: the filled fields only. */
function createBody(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of FIELDS) if (values[name] !== '') body[name] = values[name];
  const address = Object.fromEntries(ADDRESS.filter((name) => values[name] !== '').map((name) => [name, values[name]]));
  if (Object.keys(address).length) body.billing_address = address;
  return body;
}

/** POST /v1/customers/{id}'s body: every field, an empty one cleared. */
function updateBody(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of FIELDS) body[name] = values[name] === '' ? null : values[name];
  const anyAddress = ADDRESS.some((name) => values[name] !== '');
  body.billing_address = anyAddress ? Object.fromEntries(ADDRESS.map((name) => [name, values[name]])) : null;
  return body;
}

export function customerForms(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'customers', path);

  async function refuseMember(request: FastifyRequest, reply: FastifyReply, path: string) {
    return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, await header(request, path));
  }

  async function showForm(request: FastifyRequest, reply: FastifyReply, status: number, view: { customer: { id: string; name: string } | null; values: FormValues; problems: string[] }) {
    const path = view.customer ? `${customerPath(view.customer.id)}/edit` : `${LIST}/new`;
    return sendDashboardPage(reply, status, 'customerForm', {
      title: `${view.customer ? `Edit ${view.customer.name}` : 'New customer'} · Customers · Meterline`,
      header: await header(request, path),
      csrfToken: sessionOf(request).csrfToken,
      heading: view.customer ? `Edit ${view.customer.name}` : 'New customer',
      action: view.customer ? customerPath(view.customer.id) : LIST,
      back: view.customer ? customerPath(view.customer.id) : LIST,
      button: view.customer ? 'Save customer' : 'Create customer',
      values: view.values,
      problems: view.problems,
    });
  }

  scope.get('/customers/new', HIDDEN, async (request, reply) => {
    if (!mayWrite(sessionOf(request))) return refuseMember(request, reply, LIST);
    return showForm(request, reply, 200, { customer: null, values: valuesOf({}), problems: [] });
  });

  scope.post('/customers', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply, LIST);
    const values = valuesOf(formFields(request.body));
    const result = await attempt(() => createCustomer(dbContext(db, scopeOfSession(session), deps.clock.now()), checkBody(CreateCustomerBody, createBody(values))));
    if (!result.ok) return showForm(request, reply, result.status, { customer: null, values, problems: result.problems });
    return reply.redirect(`${customerPath(result.value.id)}?saved=created`, 303);
  });

  scope.get('/customers/:customerId/edit', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const customer = await getCustomer({ db, scope: scopeOfSession(session) }, (request.params as { customerId: string }).customerId);
    if (!mayWrite(session)) return refuseMember(request, reply, customerPath(customer.id));
    return showForm(request, reply, 200, { customer: { id: customer.id, name: customerName(customer) }, values: valuesOfCustomer(customer), problems: [] });
  });

  scope.post('/customers/:customerId', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const customer = await getCustomer({ db, scope: tenant }, (request.params as { customerId: string }).customerId);
    if (!mayWrite(session)) return refuseMember(request, reply, customerPath(customer.id));
    const values = valuesOf(formFields(request.body));
    const result = await attempt(() => updateCustomer(dbContext(db, tenant, deps.clock.now()), customer.id, checkBody(UpdateCustomerBody, updateBody(values))));
    if (!result.ok) return showForm(request, reply, result.status, { customer: { id: customer.id, name: customerName(customer) }, values, problems: result.problems });
    return reply.redirect(`${customerPath(customer.id)}?saved=1`, 303);
  });
}
