/** /v1/invoices and /v1/subscriptions/{id}/upcoming-invoice: thin handlers, schema in, service call, schema out. */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope, PdfFile } from '../../http/schemas.js';
import { EmptyBody, Invoice, ListInvoicesQuery, UpcomingInvoice } from '../../modules/invoices/index.js';
import { upcomingInvoice } from './upcomingInvoice.js';
import * as invoices from '../../modules/invoices/index.js';

const tags = ['invoices'];

/** No body (or `{}`); another status than the move allows is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. */
const ACTIONS: { action: invoices.InvoiceAction; summary: string; description: string }[] = [
  {
    action: 'finalize',
    summary: 'Finalize a draft invoice: draft -> open, with its number and due date',
    description:
      "The invoice gets the company's next number (gap-free per company and mode), `finalized_at` now and `due_date` now plus `days_until_due` days, and the customer's credit balance in its currency is applied (an invoice below zero carries its credit to the balance and totals 0). Only a draft can be finalized: any other status is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.finalized` webhook event.",
  },
  {
    action: 'void',
    summary: 'Void an invoice: draft, open or uncollectible -> void (final)',
    description:
      'Nothing more is owed on it; an overdraft the invoice settled is written off in the wallet ledger (the wallet balance does not move). A paid or void invoice is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.voided` webhook event.',
  },
  {
    action: 'mark-paid',
    summary: 'Record payment: open or uncollectible -> paid (final)',
    description:
      'Sets `paid_at`; paying an uncollectible invoice settles again the overdraft its write-off had released. A draft must be finalized first: draft, paid or void is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.paid` webhook event.',
  },
  {
    action: 'mark-uncollectible',
    summary: 'Write an invoice off: open -> uncollectible',
    description:
      'An overdraft the invoice settled is written off in the wallet ledger; the invoice can still be marked paid or voided afterwards. Only an open invoice can move: any other status is 409 INVOICE_TRANSITION_NOT_ALLOWED, an unknown id 404 NOT_FOUND. Takes no body (or {}); records an `invoice.marked_uncollectible` webhook event.',
  },
];

export const invoiceRoutes: RouteModule = async (api, { store, clock, config }) => {
  api.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'List invoices with their line items, newest first',
        description:
          "A page of the invoices of the key's company and mode, each with its line items; `customer_id`, `subscription_id` and `status` each narrow it. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad status, limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListInvoicesQuery,
        response: { 200: listEnvelope('invoices', Invoice), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const { customer_id, subscription_id, status } = request.query;
      const filter = { customerId: customer_id, subscriptionId: subscription_id, status };
      const result = await invoices.listInvoices({ db: store.db, scope: scopeOf(request) }, page, filter, config.publicBaseUrl);
      return ok(request, { invoices: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/subscriptions/:id/upcoming-invoice',
    {
      schema: {
        tags: ['invoices', 'subscriptions'],
        summary: "Preview the next invoice the billing engine will issue for the subscription (the current period's close, a transition or end inside it, a trial end, or a later start)",
        description:
          'Computed by the engine\'s own rules over a forecast of the wallets, nothing written for the preview (steps already due are taken first, as the next run would). ' +
          'Usage is what has been charged so far. Marked `upcoming: true`, without id, number or status; `issued_at` says when the engine will issue it. ' +
          'A canceled subscription has none: 422 SUBSCRIPTION_CANCELED. 422 BILLING_BLOCKED when the engine cannot bill it now.',
        params: IdParams,
        response: { 200: envelope('invoice', UpcomingInvoice), ...errorResponses },
      },
    },
    async (request) => ok(request, { invoice: await upcomingInvoice(dbContext(store.db, scopeOf(request), clock.now()), request.params.id) }),
  );

  api.get(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Fetch an invoice with its line items',
        description:
          'Amounts are integers in minor units of `currency` (subtotal, discount, tax, total, and each line). `invoice_number`, `finalized_at` and `due_date` are set once the invoice is finalized; `public_invoice_url` is the hosted page to share with the customer. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('invoice', Invoice), ...errorResponses },
      },
    },
    async (request) => ok(request, { invoice: await invoices.getInvoice({ db: store.db, scope: scopeOf(request) }, request.params.id, config.publicBaseUrl) }),
  );

  api.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        summary: 'Download a finalized invoice as a PDF',
        description:
          "The invoice as its hosted page shows it (company, the customer's billing and shipping addresses, number, dates, lines, discount, tax, totals, amount due), as `application/pdf` with `Content-Disposition: inline; filename=\"<invoice_number>.pdf\"`; a test-mode invoice is marked TEST. The same invoice in the same status gives the same bytes. A draft (or a voided draft) has no number and no PDF: 409 INVOICE_NOT_FINALIZED. An unknown id, or another company's or mode's invoice, is 404 NOT_FOUND in the JSON error envelope. The customer's copy is the hosted page's `/invoices/{token}/pdf`, which needs no API key.",
        params: IdParams,
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoices.loadInvoicePdf({ db: store.db, scope: scopeOf(request) }, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );

  // The actions take no fields: no body, `{}`, or an empty body sent with
  // `Content-Type: application/json` (what many HTTP clients send for a bare POST; elsewhere in the
  // API that stays a 400 INVALID_JSON).
  await api.register(async (plugin) => {
    const actions = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const parseJson = actions.getDefaultJsonParser('error', 'error');
    actions.removeContentTypeParser('application/json');
    actions.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
    // No body at all reads as `{}`, so the schema (no fields allowed) checks one shape.
    actions.addHook('preValidation', async (request) => {
      if (request.body === undefined || request.body === null) request.body = {};
    });
    for (const { action, summary, description } of ACTIONS) {
      actions.post(
        `/invoices/:id/${action}`,
        {
          schema: { tags, summary, description, params: IdParams, body: EmptyBody, response: { 200: envelope('invoice', Invoice), ...errorResponses } },
        },
        async (request) =>
          ok(request, {
            invoice: await invoices.applyInvoiceAction(store, clock, scopeOf(request), request.params.id, action, config.publicBaseUrl),
          }),
      );
    }
  });
};
