/**
 * /subscribe/{token}: the hosted signup page of a subscription signup link. GET shows the plan,
 * its fees in words, what is due today and the payment step; POST (the form, urlencoded) confirms
 * through confirmSignup, then redirects (303) to success_url or shows a done page. In live mode with
 * Stripe the card is entered on a Stripe Checkout Session instead (303 there), which sends the
 * customer back here with `?session_id=`: the done page once the signup completed. Unknown tokens
 * get a 404 page, expired and used ones a 410 page; a declined card re-renders the form (402).
 */
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema.js';
import type { Store } from '../db/store.js';
import type { RouteDeps, RouteModule } from '../http/api.js';
import { Decimal } from '../money/decimal.js';
import { publicInvoiceUrl, readCreditBalance } from '../modules/invoices/index.js';
import { confirmSignup, quoteSignup, returnToSignup, sessionIdOf, type SignupDone, type SignupQuote } from '../api/links/index.js';
import { formatMinor, newAttemptId, signupLinkByToken, successUrlFor, type SignupLinkTable } from '../modules/links/index.js';
import { findPlan } from '../modules/plans/index.js';
import { companyProfile } from '../modules/platform/index.js';
import { findSubscription } from '../modules/subscriptions/index.js';
import type { CardField, PaymentProviders } from '../payments/provider.js';
import { cardFrom, companyNameOf, formFields, goneLink, paymentInProgress, prepareLinkPages, sendLinkDone, sendLinkMessage, tokenParam, unknownLink } from './linkPageSupport.js';
import { sendPage, type PageData } from './render.js';

const TEST_HINT = 'Test mode: pay with 4242 4242 4242 4242, any future expiry date and any CVC. 4000 0000 0000 0002 is declined.';

function day(instant: Date | string, zone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return DateTime.fromJSDate(date, { zone }).toFormat('d LLL yyyy');
}

function money(minor: number, quote: Pick<SignupQuote, 'currency'>): string {
  return formatMinor(new Decimal(minor), quote.currency);
}

interface FormState {
  action: string;
  error: string | null;
  errorField: CardField | null;
  cardPayments: boolean;
  /** The card is entered on the provider's own page (Stripe Checkout): no card fields here. */
  hostedPayment?: boolean;
}

/** Everything the subscribe template prints, formatted: the template only escapes and lays out. */
export function subscribeView(quote: SignupQuote, link: SignupLinkTable, form: FormState): PageData {
  const { change, plan } = quote;
  const total = quote.totalMinor;
  let heading = `Subscribe to ${plan.name}`;
  let intro = [`Confirm to start your subscription to ${plan.name} today.`, ...(quote.coupon ? [`Coupon ${quote.coupon.name}: ${quote.coupon.words}.`] : [])];
  if (change.kind === 'now') {
    heading = `Change your plan to ${plan.name}`;
    intro = [
      `Your subscription changes from ${change.fromPlan.name} to ${plan.name} as soon as you confirm.`,
      change.refundPolicy === 'refund_prorated_prepaid_fixed_fees'
        ? `The unused part of what you paid in advance for ${change.fromPlan.name} is credited below.`
        : `The unused part of what you prepaid for ${change.fromPlan.name} is not refunded.`,
      // Refund only what was paid: an unpaid invoice is reduced instead.
      ...quote.reduced.map(
        (r) => `Your unpaid invoice${r.invoiceNumber ? ` ${r.invoiceNumber}` : ''} is reduced by ${money(-r.minor, quote)} for the unused part, since it has not been paid.`,
      ),
    ];
  } else if (change.kind === 'end_of_period') {
    heading = `Change your plan to ${plan.name}`;
    intro = [
      `Your subscription changes from ${change.fromPlan.name} to ${plan.name} on ${day(change.transitionAt, quote.zone)}, when the current billing period ends.`,
    ];
  }
  const isChange = change.kind !== 'new';
  const payment = form.cardPayments && form.hostedPayment === true
    ? { mode: 'hosted', text: total > 0 ? 'You will enter your card on Stripe\u2019s secure payment page.' : 'You will enter your card on Stripe\u2019s secure page: nothing is charged today.' }
    : form.cardPayments
    ? { mode: 'card', errorField: form.errorField, testHint: link.mode === 'test' ? TEST_HINT : null }
    : {
        mode: 'invoice',
        text: isChange
          ? `Card payments are not set up yet: ${quote.companyName} will send you an invoice for any amount due.`
          : `Card payments are not set up yet: your subscription starts once a payment method is added, and ${quote.companyName} will send you an invoice for what is due.`,
      };
  // Awaiting a payment method, a new subscription is not billed until one is on file.
  const waitsForPaymentMethod = change.kind === 'new' && !form.cardPayments;
  const note =
    change.kind === 'end_of_period'
      ? 'Nothing is charged today.'
      : waitsForPaymentMethod
        ? `Nothing is charged now: ${quote.companyName} invoices this once your payment method is on file.`
      : quote.creditedToBalanceMinor > 0
        ? `${money(quote.creditedToBalanceMinor, quote)} is credited to your account balance and taken off your next invoices. Nothing is charged today.`
        : total === 0 && form.cardPayments
          ? 'Nothing is charged today; your card is kept for future invoices.'
          : null;
  const payLabel = total > 0 && form.cardPayments ? `Pay ${money(total, quote)} and ${isChange ? 'change plan' : 'subscribe'}` : isChange ? 'Confirm plan change' : 'Subscribe';
  return {
    title: `${heading} · ${quote.companyName}`,
    companyName: quote.companyName,
    heading,
    customerName: quote.customerName,
    intro,
    planName: plan.name,
    fees: quote.fees,
    due: {
      lines: quote.lines.map((l) => ({ description: l.description, amount: money(l.minor, quote) })),
      totalLabel: waitsForPaymentMethod ? 'Due at the start' : 'Due today',
      total: money(total, quote),
      note,
    },
    payment,
    attempt: newAttemptId(),
    quotedTotal: String(total),
    action: form.action,
    buttonLabel: payLabel,
    backUrl: link.back_url,
    error: form.error,
  };
}

async function doneView(db: Kysely<Database>, link: SignupLinkTable, done: SignupDone, publicBaseUrl: string): Promise<PageData> {
  const scope = { companyId: link.company_id, mode: link.mode };
  const company = await companyProfile(db, link.company_id);
  const plan = await findPlan({ db, scope }, link.plan_id);
  const subscription = await findSubscription({ db, scope }, done.subscriptionId);
  const companyName = company?.name ?? '';
  const zone = company?.timezone ?? 'UTC';
  const planName = plan?.name ?? 'your new plan';
  let heading = `You're subscribed to ${planName}`;
  const paragraphs: string[] = [];
  if (link.change_timing_mode === 'now') heading = `Your plan is now ${planName}`;
  if (link.change_timing_mode === 'end_of_period') {
    const at = subscription?.plan_transition_at;
    heading = at ? `Your plan changes to ${planName} on ${day(at, zone)}` : `Your plan change to ${planName} is scheduled`;
    paragraphs.push('You keep your current plan until the end of this billing period.');
  }
  const invoiceId = done.invoice?.id;
  if (invoiceId && subscription) {
    // A net credit went to the customer's credit balance (invoices/creditBalance.ts): say where.
    const balance = await readCreditBalance({ db, scope }, subscription.customer_id);
    const carried = balance.entries.filter((e) => e.invoice_id === invoiceId && e.kind === 'carried').reduce((sum, e) => sum + e.amount_cents, 0);
    if (carried > 0) paragraphs.push(`${formatMinor(new Decimal(carried), plan?.currency_code ?? 'usd')} is credited to your account balance and taken off your next invoices.`);
  }
  if (subscription?.status === 'pending_payment_method') {
    paragraphs.push(`Your subscription starts once a payment method is on file. ${companyName} will send you an invoice.`);
  }
  const invoice = done.invoice;
  const currency = plan?.currency_code ?? 'usd';
  return {
    title: `${heading} · ${companyName}`,
    companyName,
    heading,
    notice: invoice?.status === 'paid' && invoice.totalMinor > 0 ? 'Payment received. Thank you!' : 'All set. Thank you!',
    paragraphs,
    invoice: invoice
      ? {
          number: invoice.number,
          totalLabel: invoice.status === 'paid' ? (invoice.totalMinor < 0 ? 'Credited' : 'Paid') : 'Amount due',
          total: formatMinor(new Decimal(Math.abs(invoice.totalMinor)), currency),
          url: publicInvoiceUrl(publicBaseUrl, invoice.publicToken),
        }
      : null,
    backUrl: link.back_url,
  };
}

async function showForm(reply: FastifyReply, store: Store, clock: Clock, link: SignupLinkTable, form: FormState, status: number): Promise<FastifyReply> {
  const db = store.db;
  const quoted = await quoteSignup(store, link, clock.now());
  if (!quoted.ok) {
    return sendLinkMessage(reply, 409, { companyName: await companyNameOf(db, link), heading: 'This change is no longer possible', message: quoted.message, backUrl: link.back_url });
  }
  return sendPage(reply, status, 'subscribe', subscribeView(quoted.quote, link, form));
}

/** The subscribe pages, paying through `payments` (test mode: the built-in test provider). */
export function subscribePages(payments: PaymentProviders): RouteModule {
  return async (app, deps: RouteDeps) => {
    const { store, clock, config } = deps;
    await app.register(
      async (pages) => {
        prepareLinkPages(pages, 'signup');

        pages.get('/*', { schema: { hide: true } }, async (request, reply) => {
          const token = tokenParam(request.params);
          const found = await signupLinkByToken(store.db, token, clock.now());
          if (found.state === 'unknown') return unknownLink(reply, 'signup');
          const link = found.link;
          const provider = payments.forMode(link.mode);
          const sessionId = sessionIdOf(request.query);
          if (provider && sessionId !== null) {
            // Back from the provider's page: the signup completes here if its webhook has not come yet.
            const back = await returnToSignup(store, clock, provider, link, sessionId);
            if (back.kind === 'done') return sendLinkDone(reply, successUrlFor(link.success_url, link.id), () => doneView(store.db, back.link, back.done, config.publicBaseUrl));
            if (found.state === 'open') return sendLinkMessage(reply, 202, { companyName: await companyNameOf(store.db, link), heading: 'Confirming your payment', message: 'Your payment is being confirmed. Reload this page in a moment.', backUrl: link.back_url });
          }
          if (found.state !== 'open') return goneLink(reply, found.state, await companyNameOf(store.db, link), link.back_url);
          const form = { action: `/subscribe/${token}`, error: null, errorField: null, cardPayments: provider !== null, hostedPayment: provider?.startHostedCheckout !== undefined };
          return showForm(reply, store, clock, link, form, 200);
        });

        pages.post('/*', { schema: { hide: true } }, async (request, reply) => {
          const token = tokenParam(request.params);
          const found = await signupLinkByToken(store.db, token, clock.now());
          if (found.state === 'unknown') return unknownLink(reply, 'signup');
          const link = found.link;
          const fields = formFields(request.body);
          const quotedTotal = /^-?\d{1,15}$/.test(fields.quoted_total ?? '') ? Number(fields.quoted_total) : undefined;
          const outcome = await confirmSignup(store, clock, payments, link, {
            attempt: fields.attempt ?? '',
            card: cardFrom(fields),
            ...(quotedTotal === undefined ? {} : { quotedTotal }),
            pageUrl: `${config.publicBaseUrl}/subscribe/${token}`,
          });
          switch (outcome.kind) {
            case 'redirect':
              return reply.header('cache-control', 'no-store').redirect(outcome.url, 303);
            case 'done':
              return sendLinkDone(reply, successUrlFor(link.success_url, link.id), () => doneView(store.db, link, outcome, config.publicBaseUrl));
            case 'declined':
              return sendPage(
                reply,
                402,
                'subscribe',
                subscribeView(outcome.quote, link, {
                  action: `/subscribe/${token}`,
                  error: outcome.message,
                  errorField: outcome.field,
                  cardPayments: true,
                  hostedPayment: payments.forMode(link.mode)?.startHostedCheckout !== undefined,
                }),
              );
            case 'gone':
              return goneLink(reply, outcome.state, await companyNameOf(store.db, link), link.back_url);
            case 'busy':
              return paymentInProgress(reply, await companyNameOf(store.db, link), link.back_url);
            case 'impossible':
              return sendLinkMessage(reply, 409, {
                companyName: await companyNameOf(store.db, link),
                heading: 'This change is no longer possible',
                message: outcome.message,
                backUrl: link.back_url,
              });
          }
        });
      },
      { prefix: '/subscribe' },
    );
  };
}
