/**
 * The Pay button of the hosted invoice page when the provider takes cards on its own page (Stripe
 * Checkout, live mode; issue 29 item 4). It goes through the invoice's collection row like any
 * other payment of it (payOnPage.ts):
 *
 * Start: a session still open for the invoice (same amount, same "keep this card") is offered
 * again; otherwise the collection's lease is taken (a collection run charging the invoice, or
 * another tab starting a session at the same moment, finds it held), the provider opens a session
 * in `payment` mode for the invoice's amount due under the next attempt's key with `:checkout` (a key no
 * off-session charge ever uses), the session is recorded (hosted_sessions) and the attempt used up,
 * and the lease given back: the customer may take a day on the provider's page.
 *
 * Completion (the provider's webhook, or the customer's return, in any order and any number of
 * times): under the collection's lease again, `recordPaid` in one transaction with the session
 * moved from `open` (so one completion acts): the invoice paid (`invoice.paid`), its subscription
 * recovered, the card kept as the default when asked; or, when the invoice was settled another way
 * meanwhile (paid through the API, by an off-session charge, voided) or its amount due changed (a credit note), the
 * payment owed back (`refund_owed`) and refunded at once or by the next collection run.
 */
import crypto from 'node:crypto';
import type { Db, Scope } from '../../db/scope.js';
import { isCurrencyCode } from '../../money/currency.js';
import type { HostedCheckoutState, PaymentProvider } from '../../payments/index.js';
import { toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { finishHostedSession, hostedSessionReference, openHostedSessionOf, recordHostedSession, type HostedSessionTable } from '../hostedSessions/index.js';
import { findInvoice } from '../invoices/index.js';
import { saveDefaultPaymentMethod } from '../paymentMethods/index.js';
import { recordPaid, type Held } from './outcome.js';
import { ensurePageCollection } from './payOnPage.js';
import { refundOwed } from './refunds.js';
import * as repo from './repo.js';
import { attemptKey, LEASE_MS } from './schedule.js';

export type InvoiceCheckoutStart = { kind: 'redirect'; url: string } | { kind: 'busy' } | { kind: 'not_open' } | { kind: 'failed'; message: string };

export interface InvoiceCheckoutInput {
  scope: Scope;
  invoiceId: string;
  keepCard: boolean;
  /** The invoice's page: the provider sends the customer back there (with `?session_id=`). */
  pageUrl: string;
  /** The scope's time, and the wall clock leases are measured on. */
  now: Date;
  real: Date;
}

/** How long a completion waits for a collection run (or another completion) to give the lease back. */
const LEASE_WAIT_MS = 5_000;

async function takeLease(db: Db, invoiceId: string, waitMs: number): Promise<{ owner: string; row: NonNullable<Awaited<ReturnType<typeof repo.findCollection>>> } | null> {
  const deadline = Date.now() + waitMs;
  const owner = crypto.randomUUID();
  for (;;) {
    const row = await repo.findCollection(db, invoiceId);
    const real = new Date();
    if (row && (await repo.claimCollection(db, row, { owner, until: new Date(real.getTime() + LEASE_MS).toISOString(), realIso: real.toISOString() }))) return { owner, row };
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startInvoiceCheckout(db: Db, provider: PaymentProvider, input: InvoiceCheckoutInput): Promise<InvoiceCheckoutStart> {
  const { scope, now } = input;
  if (!provider.startHostedCheckout) throw new Error(`Provider ${provider.name} cannot take payments on its own page`);
  const invoice = await findInvoice({ db, scope }, input.invoiceId);
  if (!invoice || invoice.status !== 'open' || !isCurrencyCode(invoice.currency) || Number(invoice.amount_due_cents) <= 0 || invoice.customer_id === null) return { kind: 'not_open' };
  const amountMinor = Number(invoice.amount_due_cents);
  const keep = input.keepCard ? 1 : 0;
  const open = await openHostedSessionOf(db, scope, 'invoice', invoice.id, now);
  if (open && open.amount_minor === amountMinor && open.keep_card === keep && (await provider.readHostedCheckout?.(open.session_id))?.status === 'open') return { kind: 'redirect', url: open.url };

  await ensurePageCollection(db, scope, invoice, now);
  const lease = await takeLease(db, invoice.id, 0);
  if (!lease) return { kind: 'busy' };
  const { owner, row } = lease;
  const attempt = row.attempts + 1;
  try {
    const customer = await findCustomer({ db, scope }, invoice.customer_id);
    const started = await provider.startHostedCheckout(
      {
        amountMinor,
        currency: invoice.currency,
        description: `Invoice ${invoice.invoice_number ?? invoice.id}`,
        customer: { companyId: scope.companyId, mode: scope.mode, id: invoice.customer_id, name: customer?.name ?? invoice.customer_id, email: customer?.email ?? null },
        successUrl: `${input.pageUrl}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: input.pageUrl,
        idempotencyKey: `${attemptKey(invoice.id, attempt)}:checkout`,
        reference: hostedSessionReference(scope, 'invoice', invoice.id),
      },
      now,
    );
    if (!started.ok) {
      await repo.finishCollection(db, invoice.id, owner, {});
      return { kind: 'failed', message: started.message };
    }
    const nowIso = toIso(now);
    // Recorded whatever happens to the lease: the session's completion needs it to act.
    await recordHostedSession(db, {
      session_id: started.sessionId,
      company_id: scope.companyId,
      mode: scope.mode,
      purpose: 'invoice',
      subject_id: invoice.id,
      customer_id: invoice.customer_id,
      keep_card: keep,
      url: started.url,
      status: 'open',
      amount_minor: amountMinor,
      currency: invoice.currency,
      created_at: nowIso,
      updated_at: nowIso,
    });
    await repo.finishCollection(db, invoice.id, owner, { attempts: attempt, updated_at: nowIso });
    return { kind: 'redirect', url: started.url };
  } catch (error) {
    await repo.finishCollection(db, invoice.id, owner, {});
    throw error;
  }
}

export type InvoiceCheckoutCompletion =
  | { outcome: 'completed'; customerId: string; cardKept: boolean }
  | { outcome: 'already' | 'pending' | 'refunded' | 'busy' };

class SessionSettled extends Error {}

/** Completes an invoice's session (see the header), once; `busy` when the collection stays held (try again later). */
export async function completeInvoiceCheckout(db: Db, provider: PaymentProvider, session: HostedSessionTable, state: HostedCheckoutState, now: Date): Promise<InvoiceCheckoutCompletion> {
  if (session.status !== 'open') return { outcome: 'already' };
  if (state.status === 'expired') await finishHostedSession(db, session.session_id, 'expired', now);
  if (state.status !== 'complete') return { outcome: 'pending' };
  const scope: Scope = { companyId: session.company_id, mode: session.mode };
  const providers = { forMode: () => provider };
  const invoice = await findInvoice({ db, scope }, session.subject_id);
  if (!invoice) throw new Error(`Invoice ${session.subject_id} of hosted session ${session.session_id} is gone`);
  await ensurePageCollection(db, scope, invoice, now);
  // A refund still owed by this collection goes first: its row has room for one.
  const before = await repo.findCollection(db, invoice.id);
  if (before?.status === 'refund_owed' && !(await refundOwed(db, providers, before, now, new Date()))) return { outcome: 'busy' };
  const lease = await takeLease(db, invoice.id, LEASE_WAIT_MS);
  if (!lease) return { outcome: 'busy' };
  const held: Held = { scope, now, owner: lease.owner, row: lease.row };
  const saved = state.savedCard;
  const customerId = session.customer_id;
  const keepCard = session.keep_card === 1 && saved ? async (tx: Parameters<typeof saveDefaultPaymentMethod>[0]) => (await saveDefaultPaymentMethod(tx, customerId, provider.name, saved)).id : undefined;
  let end: 'paid' | 'refund_owed';
  try {
    end = await recordPaid(
      db,
      held,
      { attempt: lease.row.attempts + 1, paymentMethodId: null, provider: provider.name, paymentId: state.paymentId ?? session.session_id, amountMinor: state.amountMinor, currency: state.currency },
      {
        ...(keepCard ? { keepCard } : {}),
        settle: async (tx, outcome) => {
          if (!(await finishHostedSession(tx.trx, session.session_id, outcome === 'paid' ? 'completed' : 'refund_owed', now))) throw new SessionSettled();
        },
      },
    );
  } catch (error) {
    await repo.finishCollection(db, invoice.id, lease.owner, {});
    if (error instanceof SessionSettled) return { outcome: 'already' };
    throw error;
  }
  if (end === 'refund_owed') {
    const owed = await repo.findCollection(db, invoice.id);
    if (owed) await refundOwed(db, providers, owed, now, new Date());
    return { outcome: 'refunded' };
  }
  return { outcome: 'completed', customerId, cardKept: keepCard !== undefined };
}
