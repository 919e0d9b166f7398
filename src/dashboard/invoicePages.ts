/**
 * /dashboard/invoices: the list (newest first, the API's cursors, filtered by status, customer and
 * subscription as GET /v1/invoices is; an unknown status is a 400 page) and an invoice's page with
 * its lines, totals and hosted page. Its actions (finalize, void, mark paid, mark uncollectible:
 * only those its status allows) each open a confirmation page whose form POSTs with the CSRF
 * token to the same invoices service the API's actions run, at the scope's clock (a test company's test clock in test mode). A move
 * the status machine refuses (the invoice changed meanwhile) is a 409 page that says why.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../errors/index.js';
import { applyInvoiceAction, getInvoice, INVOICE_STATUSES, invoiceCreditNotes, listInvoices, type Invoice } from '../modules/invoices/index.js';
import { customerNames } from './customerNames.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { actionWords, allowedActions, invoiceRow, invoiceView, type ActionWords } from './invoiceView.js';
import { pageOf, queryChoice, queryText, urlWith } from './paging.js';
import { pickCustomer, pickView } from './pickers.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { queryString, scopeOfSession, sessionOf, sessionHeader } from './support.js';

type Params = { invoiceId: string; action?: string };

interface Notice {
  kind: 'ok' | 'bad';
  text: string;
}

export function invoicePages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;
  const base = deps.config.publicBaseUrl;

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'invoices', path);

  async function showInvoice(request: FastifyRequest, reply: FastifyReply, status: number, invoice: Invoice, notice: Notice | null) {
    const tenant = scopeOfSession(sessionOf(request));
    const names = await customerNames({ db: db, scope: tenant }, [invoice.customer_id]);
    const notes = await invoiceCreditNotes({ db, scope: tenant }, invoice.id);
    const view = invoiceView(invoice, invoice.customer_id ? names.get(invoice.customer_id) : undefined, notes);
    const path = `/dashboard/invoices/${encodeURIComponent(invoice.id)}`;
    return sendDashboardPage(reply, status, 'invoice', { title: `Invoice ${view.number} · Meterline`, header: await header(request, path), invoice: view, notice });
  }

  function refusal(invoice: Invoice, words: ActionWords): Notice {
    return { kind: 'bad', text: `This invoice is ${invoice.status}, so it cannot be ${words.done}.` };
  }

  scope.get('/invoices', HIDDEN, async (request, reply) => {
    const tenant = scopeOfSession(sessionOf(request));
    const customer = await pickCustomer({ db, scope: tenant }, request);
    // Overdue: open invoices due before now (the overview's figure links here).
    const overdue = queryText(request, 'overdue') === '1' ? '1' : undefined;
    const filter = {
      status: overdue ? 'open' : queryChoice(request, 'status', INVOICE_STATUSES),
      customer_id: customer.id,
      subscription_id: queryText(request, 'subscription_id'),
      overdue,
    };
    const cursor = queryString(request, 'cursor');
    const result = customer.unresolved
      ? { items: [], pagination: { has_more: false, next_cursor: null } }
      : await listInvoices({ db: db, scope: tenant }, pageOf(cursor), { status: filter.status, customerId: filter.customer_id, subscriptionId: filter.subscription_id, dueBefore: overdue ? deps.clock.now().toISOString() : undefined }, base);
    const names = await customerNames({ db: db, scope: tenant }, result.items.map((i) => i.customer_id));
    const next = result.pagination.next_cursor;
    return sendDashboardPage(reply, 200, 'invoices', {
      title: 'Invoices · Meterline',
      header: await header(request, urlWith('/dashboard/invoices', filter)),
      filter: { status: filter.status ?? '', subscriptionId: filter.subscription_id ?? '', overdue: Boolean(overdue), any: Boolean(filter.status || customer.text || filter.subscription_id) },
      clearOverdueUrl: urlWith('/dashboard/invoices', { ...filter, overdue: undefined }),
      customer: pickView(customer, { idParam: 'customer_id', textParam: 'customer' }, '/dashboard/invoices', { status: filter.status, subscription_id: filter.subscription_id, overdue }),
      clearSubscriptionUrl: urlWith('/dashboard/invoices', { status: filter.status, customer_id: customer.id, overdue }),
      statuses: INVOICE_STATUSES,
      invoices: result.items.map((i) => invoiceRow(i, i.customer_id ? names.get(i.customer_id) : undefined)),
      nextUrl: next ? urlWith('/dashboard/invoices', filter, 'cursor', next) : null,
      firstUrl: cursor ? urlWith('/dashboard/invoices', filter) : null,
    });
  });

  scope.get('/invoices/:invoiceId', HIDDEN, async (request, reply) => {
    const tenant = scopeOfSession(sessionOf(request));
    const invoice = await getInvoice({ db: db, scope: tenant }, (request.params as Params).invoiceId, base);
    const done = actionWords(queryString(request, 'done') ?? '');
    const notice = done && invoice.status === done.to ? { kind: 'ok' as const, text: `Invoice ${done.done}.` } : null;
    return showInvoice(request, reply, 200, invoice, notice);
  });

  scope.get('/invoices/:invoiceId/:action', HIDDEN, async (request, reply) => {
    const params = request.params as Params;
    const words = actionWords(params.action ?? '');
    if (!words) return sendDashboardMessage(reply, 404, 'Page not found', 'There is no dashboard page at this address.');
    const session = sessionOf(request);
    const invoice = await getInvoice({ db: db, scope: scopeOfSession(session) }, params.invoiceId, base);
    if (!allowedActions(invoice.status).includes(words)) return showInvoice(request, reply, 409, invoice, refusal(invoice, words));
    const names = await customerNames({ db: db, scope: scopeOfSession(session) }, [invoice.customer_id]);
    const path = `/dashboard/invoices/${encodeURIComponent(invoice.id)}`;
    return sendDashboardPage(reply, 200, 'invoiceAction', {
      title: `${words.label} invoice · Meterline`,
      header: await header(request, path),
      invoice: invoiceView(invoice, invoice.customer_id ? names.get(invoice.customer_id) : undefined),
      words,
      csrfToken: session.csrfToken,
    });
  });

  scope.post('/invoices/:invoiceId/:action', HIDDEN, async (request, reply) => {
    const params = request.params as Params;
    const words = actionWords(params.action ?? '');
    if (!words) return sendDashboardMessage(reply, 404, 'Page not found', 'There is no dashboard page at this address.');
    const tenant = scopeOfSession(sessionOf(request));
    try {
      const moved = await applyInvoiceAction(deps.store, deps.clock, tenant, params.invoiceId, words.action, base);
      return reply.redirect(`/dashboard/invoices/${encodeURIComponent(moved.id)}?done=${words.action}`, 303);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'INVOICE_TRANSITION_NOT_ALLOWED') throw error;
      const invoice = await getInvoice({ db: db, scope: tenant }, params.invoiceId, base);
      return showInvoice(request, reply, 409, invoice, refusal(invoice, words));
    }
  });
}
