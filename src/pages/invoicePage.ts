/**
 * GET /invoices/{token}: the hosted invoice page that `public_invoice_url` points at. No API key:
 * the unguessable token is the address. HTML escaped by the template engine, no JavaScript,
 * readable on a phone. An unknown token gets a plain 404 page. An open invoice with an amount due
 * has a Pay form when the mode has a payment provider (POST: invoicePay.ts; with Stripe, a button
 * to Stripe's page, which sends the customer back with `?session_id=`); any other has no form.
 * GET /invoices/{token}/pdf: the same invoice as a PDF (the page links to it), once finalized.
 */
import type { RouteModule } from '../http/api.js';
import type { PaymentProviders } from '../payments/index.js';
import { acceptForms, formFields, tokenParam } from './linkPageSupport.js';
import { payCsp, payForm, payOnInvoicePage, returnToInvoice } from './invoicePay.js';
import { sessionIdOf } from '../api/links/index.js';
import { invoicePdf, loadPublicInvoice } from '../modules/invoices/index.js';
import { invoiceView } from './invoiceView.js';
import { PAGE_CSP, pageErrorHandler, sendMessagePage, sendPage } from './render.js';

export { invoiceView } from './invoiceView.js';

/** A PDF is a document, not a page: not sniffed, never framed, its token never sent on, not cached (the status changes). */
const PDF_HEADERS = {
  'content-type': 'application/pdf',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The page of an invoice that cannot be paid on it has no forms at all. */
const INVOICE_CSP = `${PAGE_CSP}; form-action 'none'`;

const NOT_FOUND = ['Invoice not found', 'This link does not lead to an invoice. Check that you copied the whole address.'] as const;
const NO_PDF = ['No PDF yet', 'This invoice is still a draft: its PDF exists once it is issued.'] as const;

/** `{token}` or `{token}/pdf` from the wildcard; anything else nested is one more unknown token. */
function invoicePath(params: unknown): { token: string; pdf: boolean } {
  const path = tokenParam(params);
  return path.endsWith('/pdf') ? { token: path.slice(0, -'/pdf'.length), pdf: true } : { token: path, pdf: false };
}

export function invoicePages(payments: PaymentProviders): RouteModule {
  return async (app, { store, clock, config }) => {
    await app.register(
      async (pages) => {
        acceptForms(pages);
        pages.setErrorHandler(pageErrorHandler);
        pages.setNotFoundHandler((_request, reply) => {
          sendMessagePage(reply, 404, ...NOT_FOUND);
        });
        // A wildcard rather than `/:token`: an overlong or nested path is one more unknown token
        // (a 404 page), not the router's parameter-length error.
        pages.get('/*', { schema: { hide: true } }, async (request, reply) => {
          const { token, pdf } = invoicePath(request.params);
          const found = await loadPublicInvoice(store.db, token);
          if (!found) return sendMessagePage(reply, 404, ...NOT_FOUND);
          if (pdf) {
            const file = await invoicePdf(found);
            if (!file) return sendMessagePage(reply, 409, ...NO_PDF);
            return reply
              .headers({ ...PDF_HEADERS, 'content-disposition': `inline; filename="${file.fileName}"` })
              .send(file.pdf);
          }
          const sessionId = sessionIdOf(request.query);
          const back = sessionId === null ? null : await returnToInvoice(reply, { store, clock, payments }, found, token, sessionId);
          if (back) return back;
          const pay = payForm(found, payments, token, { error: null, errorField: null, keepCard: true });
          return sendPage(reply, 200, 'invoice', { ...invoiceView(found), pay }, { csp: pay ? payCsp(pay) : INVOICE_CSP });
        });
        pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
          const token = tokenParam(request.params);
          const found = await loadPublicInvoice(store.db, token);
          if (!found) return sendMessagePage(reply, 404, ...NOT_FOUND);
          return payOnInvoicePage(reply, { store, clock, payments, publicBaseUrl: config.publicBaseUrl }, found, token, formFields(request.body));
        });
      },
      { prefix: '/invoices' },
    );
  };
}
