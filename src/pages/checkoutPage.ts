/**
 * /checkout/{token}: the hosted page of a credit pack checkout link. GET shows the pack, its
 * price per pack, a quantity field when the link leaves it open ("Update total" recomputes without
 * JavaScript), the total and the card form; POST pays through completeCheckout, then redirects
 * (303) to success_url or shows a done page. Live mode without a payment provider explains that
 * card payments are not configured. Unknown tokens: 404 page; expired or used: 410 page.
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RouteDeps, RouteModule } from '../http/api.js';
import { Decimal } from '../money/decimal.js';
import { isCurrencyCode } from '../money/currency.js';
import { completeCheckout, returnFromProvider, sessionIdOf, type CheckoutDone } from '../api/links/index.js';
import { publicInvoiceUrl } from '../modules/invoices/index.js';
import {
  checkoutLinkByToken,
  checkoutTotals,
  expiryWords,
  formatMinor,
  formatNumber,
  MAX_CHOSEN_QUANTITY,
  newAttemptId,
  parseChosenQuantity,
  quoteCheckout,
  type CheckoutLinkTable,
  type CheckoutQuote,
  successUrlFor,
} from '../modules/links/index.js';
import { companyProfile } from '../modules/platform/index.js';
import type { CardField, PaymentProviders } from '../payments/provider.js';
import { cardFrom, companyNameOf, formFields, goneLink, paymentInProgress, prepareLinkPages, sendLinkDone, sendLinkMessage, tokenParam, unknownLink } from './linkPageSupport.js';
import { sendPage, type PageData } from './render.js';

const TEST_HINT = 'Test mode: pay with 4242 4242 4242 4242, any future expiry date and any CVC. 4000 0000 0000 0002 is declined.';

interface FormState {
  action: string;
  quantityText: string;
  error: string | null;
  errorField: CardField | 'quantity' | null;
  cardPayments: boolean;
  /** The card is entered on the provider's own page (Stripe Checkout): no card fields here. */
  hostedPayment?: boolean;
}

/** Everything the checkout template prints, formatted. */
export function checkoutView(quote: CheckoutQuote, link: CheckoutLinkTable, form: FormState): PageData {
  const quantity = quote.fixedQuantity ?? parseChosenQuantity(form.quantityText) ?? new Decimal(1);
  const totals = checkoutTotals(quote, quantity);
  const price = formatMinor(quote.priceMinor, quote.currency);
  const total = formatMinor(new Decimal(totals.totalMinor), quote.currency);
  const heading = `Buy ${quote.unitLabel}`;
  return {
    title: `${heading} · ${quote.companyName}`,
    companyName: quote.companyName,
    heading,
    pack: {
      perPack: `${formatNumber(quote.unitsPerPack)} ${quote.unitLabel} for ${price} per pack`,
      expiry: expiryWords(quote.pack),
    },
    quantity: {
      fixed: quote.fixedQuantity !== null,
      value: quote.fixedQuantity !== null ? formatNumber(quote.fixedQuantity) : (form.quantityText.trim() || '1'),
      max: MAX_CHOSEN_QUANTITY,
    },
    totals: { units: `${formatNumber(totals.units)} ${quote.unitLabel}`, total },
    unavailable: form.cardPayments
      ? null
      : `Card payments are not configured for ${quote.companyName} yet, so this purchase cannot be completed online. Please contact ${quote.companyName} to buy credits.`,
    testHint: link.mode === 'test' ? TEST_HINT : null,
    hostedPayment: form.hostedPayment === true,
    errorField: form.errorField,
    error: form.error,
    attempt: newAttemptId(),
    action: form.action,
    buttonLabel: `Pay ${total}`,
    backUrl: link.back_url,
  };
}

async function doneView(db: Kysely<Database>, link: CheckoutLinkTable, done: CheckoutDone, publicBaseUrl: string): Promise<PageData> {
  const companyName = (await companyProfile(db, link.company_id))?.name ?? '';
  const heading = `${formatNumber(new Decimal(done.units))} ${done.unitLabel} added`;
  const invoice = done.invoice;
  return {
    title: `${heading} · ${companyName}`,
    companyName,
    heading,
    notice: 'Payment received. Thank you!',
    paragraphs: ['The credits are in your balance now.'],
    invoice: invoice
      ? {
          number: invoice.number,
          totalLabel: 'Paid',
          total: formatMinor(new Decimal(invoice.totalMinor), isCurrencyCode(invoice.currency) ? invoice.currency : 'usd'),
          url: publicInvoiceUrl(publicBaseUrl, invoice.publicToken),
        }
      : null,
    backUrl: link.back_url,
  };
}

async function showForm(reply: FastifyReply, db: Kysely<Database>, link: CheckoutLinkTable, form: FormState, status: number): Promise<FastifyReply> {
  const quoted = await quoteCheckout(db, link);
  if (!quoted.ok) {
    return sendLinkMessage(reply, 409, { companyName: await companyNameOf(db, link), heading: 'This purchase is no longer possible', message: quoted.message, backUrl: link.back_url });
  }
  return sendPage(reply, status, 'checkout', checkoutView(quoted.quote, link, form));
}

/** The checkout pages, paying through `payments` (test mode: the built-in test provider). */
export function checkoutPages(payments: PaymentProviders): RouteModule {
  return async (app, deps: RouteDeps) => {
    const { store, clock, config } = deps;
    await app.register(
      async (pages) => {
        prepareLinkPages(pages, 'checkout');

        pages.get('/*', { schema: { hide: true } }, async (request, reply) => {
          const token = tokenParam(request.params);
          const found = await checkoutLinkByToken(store.db, token, clock.now());
          if (found.state === 'unknown') return unknownLink(reply, 'checkout');
          const link = found.link;
          const provider = payments.forMode(link.mode);
          const sessionId = sessionIdOf(request.query);
          if (provider && sessionId !== null) {
            const back = await returnFromProvider(store, clock, provider, link, sessionId);
            if (back.kind === 'done') return sendLinkDone(reply, successUrlFor(link.success_url, link.id), () => doneView(store.db, back.link, back.done, config.publicBaseUrl));
            if (found.state === 'open') return sendLinkMessage(reply, 202, { companyName: await companyNameOf(store.db, link), heading: 'Confirming your payment', message: 'Your payment is being confirmed. Reload this page in a moment.', backUrl: link.back_url });
          }
          if (found.state !== 'open') return goneLink(reply, found.state, await companyNameOf(store.db, link), link.back_url);
          const form = { action: `/checkout/${token}`, quantityText: '1', error: null, errorField: null, cardPayments: provider !== null, hostedPayment: provider?.startHostedCheckout !== undefined };
          return showForm(reply, store.db, link, form, 200);
        });

        pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
          const token = tokenParam(request.params);
          const found = await checkoutLinkByToken(store.db, token, clock.now());
          if (found.state === 'unknown') return unknownLink(reply, 'checkout');
          const link = found.link;
          const fields = formFields(request.body);
          const provider = payments.forMode(link.mode);
          const base = { action: `/checkout/${token}`, quantityText: fields.quantity ?? '1', cardPayments: provider !== null, hostedPayment: provider?.startHostedCheckout !== undefined };
          if (fields.intent === 'update' && found.state === 'open') {
            const valid = link.quantity !== null || parseChosenQuantity(fields.quantity) !== null;
            const error = valid ? null : `Choose a whole number of packs from 1 to ${MAX_CHOSEN_QUANTITY.toLocaleString('en-US')}.`;
            return showForm(reply, store.db, link, { ...base, error, errorField: valid ? null : 'quantity' }, valid ? 200 : 400);
          }
          const form = { attempt: fields.attempt ?? '', card: cardFrom(fields), pageUrl: `${config.publicBaseUrl}/checkout/${token}` };
          const outcome = await completeCheckout(store, clock, payments, link, { ...form, ...(fields.quantity === undefined ? {} : { quantity: fields.quantity }) });
          switch (outcome.kind) {
            case 'redirect':
              return reply.header('cache-control', 'no-store').redirect(outcome.url, 303);
            case 'done':
              return sendLinkDone(reply, successUrlFor(link.success_url, link.id), () => doneView(store.db, link, outcome, config.publicBaseUrl));
            case 'declined':
              return sendPage(
                reply,
                outcome.field === 'quantity' ? 400 : 402,
                'checkout',
                checkoutView(outcome.quote, link, { ...base, quantityText: outcome.quantityText || base.quantityText, error: outcome.message, errorField: outcome.field }),
              );
            case 'unavailable':
              return sendPage(reply, 503, 'checkout', checkoutView(outcome.quote, link, { ...base, error: null, errorField: null, cardPayments: false }));
            case 'gone':
              return goneLink(reply, outcome.state, await companyNameOf(store.db, link), link.back_url);
            case 'busy':
              return paymentInProgress(reply, await companyNameOf(store.db, link), link.back_url);
            case 'impossible':
              return sendLinkMessage(reply, 409, {
                companyName: await companyNameOf(store.db, link),
                heading: 'This purchase is no longer possible',
                message: outcome.message,
                backUrl: link.back_url,
              });
          }
        });
      },
      { prefix: '/checkout' },
    );
  };
}

