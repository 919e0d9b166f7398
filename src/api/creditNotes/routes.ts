/** /v1/credit-notes and /v1/invoices/{id}/credit-notes (issue 30): thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope, PdfFile } from '../../http/schemas.js';
import { CreateCreditNoteBody, CreditNote, getCreditNote, listCreditNotes, ListCreditNotesQuery, loadCreditNotePdf } from '../../modules/invoices/index.js';
import { appPayments } from '../../payments/index.js';
import { createCreditNote } from './createCreditNote.js';

const tags = ['credit notes'];

export const creditNoteRoutes: RouteModule = async (api, deps) => {
  const { store, clock } = deps;
  api.get(
    '/credit-notes',
    {
      schema: {
        tags,
        summary: 'List credit notes with their lines, newest first',
        description:
          "A page of the credit notes of the key's company and mode; `invoice_id` and `customer_id` each narrow it. `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`; a bad limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListCreditNotesQuery,
        response: { 200: listEnvelope('credit_notes', CreditNote), ...errorResponses },
      },
    },
    async (request) => {
      const page = parsePageQuery(request.query);
      const { invoice_id, customer_id } = request.query;
      const result = await listCreditNotes({ db: store.db, scope: scopeOf(request) }, page, { invoiceId: invoice_id, customerId: customer_id });
      return ok(request, { credit_notes: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/credit-notes/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a credit note with its lines',
        description: 'Amounts are integers in minor units of `currency`; `total_cents` is its lines and their tax. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('credit_note', CreditNote), ...errorResponses },
      },
    },
    async (request) => ok(request, { credit_note: await getCreditNote({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.get(
    '/credit-notes/:id/pdf',
    {
      schema: {
        tags,
        summary: 'Download a credit note as a PDF',
        description:
          "The credit note as a document (the company, the customer's billing and shipping addresses, its number, the number of the invoice it credits, the reason, where its amount went, its lines with the tax they carry back, the total), as `application/pdf` with `Content-Disposition: inline; filename=\"<number>.pdf\"`; a test-mode note is marked TEST, a void one VOID. The same note gives the same bytes. An unknown id, or another company's or mode's note, is 404 NOT_FOUND in the JSON error envelope.",
        params: IdParams,
        response: { 200: PdfFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await loadCreditNotePdf({ db: store.db, scope: scopeOf(request) }, request.params.id);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).send(pdf);
    },
  );

  api.post(
    '/invoices/:id/credit-notes',
    {
      schema: {
        tags: [...tags, 'invoices'],
        summary: 'Credit a finalized invoice: a numbered credit note, to the invoice, the credit balance or a refund',
        description:
          'A finalized invoice never changes: a credit note adjusts it. Give `lines` (an invoice line by `line_item_id`, whole or by `quantity` or `amount_cents`, its tax carried back in proportion; or a line of its own, `description` and `amount_cents`) or `amount_cents` (tax included, spread over the invoice lines in proportion, exact cents by the largest remainder), a `reason`, and `credited_to`: ' +
          '`invoice` (an open or uncollectible invoice, the only target there: its `amount_due_cents` drops, and an invoice that then asks nothing is paid), `credit_balance` (a paid invoice, the default there: the customer\'s credit balance, applied to their next invoices) or `refund` (a paid invoice a card paid through Meterline: the money goes back through that payment\'s provider, at once or by the next collection run). ' +
          'Never more than the invoice total less its earlier credit notes: 422 CREDIT_NOTE_TOO_LARGE. A draft or void invoice: 409 INVOICE_NOT_CREDITABLE. A `credited_to` the invoice does not allow: 422 CREDIT_NOTE_TARGET_NOT_ALLOWED. An unknown invoice: 404 NOT_FOUND. Records `credit_note.created`, and `invoice.updated` when the amount due changes.',
        params: IdParams,
        body: CreateCreditNoteBody,
        response: { 201: envelope('credit_note', CreditNote), ...errorResponses },
      },
    },
    async (request, reply) => {
      const providers = appPayments(deps);
      const note = await createCreditNote({ store, clock, providers, log: request.log }, scopeOf(request), request.params.id, request.body);
      reply.code(201);
      return ok(request, { credit_note: note });
    },
  );
};
