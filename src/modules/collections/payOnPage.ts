/**
 * The Pay button of the hosted invoice page (issue 29, item 3): the customer pays an open invoice's
 * amount due (its total less its credit notes) with a card typed on the page, optionally kept as their default. It goes through the invoice's
 * collection row like an off-session attempt: the lease first (a second tab, a double click, or a
 * collection run at the same moment finds it held and charges nothing), then a charge under the
 * next attempt's key (`invoice:{id}:attempt:{n}`), then paid in one transaction with the card kept.
 * So an invoice is paid at most once, whoever charges it. A decline uses up the attempt's key and
 * changes nothing else (the dunning schedule, if any, goes on).
 */
import crypto from 'node:crypto';
import type { TxContext } from '../../db/context.js';
import type { Db, Scope } from '../../db/scope.js';
import { isCurrencyCode } from '../../money/currency.js';
import type { CardField, CardInput, PaymentProvider } from '../../payments/index.js';
import { toIso } from '../../time.js';
import { findInvoice, type InvoiceTable } from '../invoices/index.js';
import { saveDefaultPaymentMethod } from '../paymentMethods/index.js';
import { recordPaid, type Held } from './outcome.js';
import * as repo from './repo.js';
import { refundOwed } from './refunds.js';
import { attemptKey, LEASE_MS } from './schedule.js';

export type PagePayment =
  /** `customerId` and `cardKept`: the card is now that customer's default. */
  | { kind: 'paid'; customerId: string | null; cardKept: boolean }
  | { kind: 'declined'; message: string; field: CardField | null }
  /** Another payment of this invoice is under way (another tab, a collection run). */
  | { kind: 'busy' }
  /** Not open (paid, void, ...) or unknown. */
  | { kind: 'not_open' };

export interface PagePaymentInput {
  scope: Scope;
  invoiceId: string;
  card: CardInput;
  keepCard: boolean;
  /** The scope's time, and the wall clock leases are measured on. */
  now: Date;
  real: Date;
}

export async function payInvoiceOnPage(db: Db, provider: PaymentProvider, input: PagePaymentInput): Promise<PagePayment> {
  const { scope, now } = input;
  const invoice = await findInvoice({ db, scope }, input.invoiceId);
  if (!invoice || invoice.status !== 'open' || !isCurrencyCode(invoice.currency) || Number(invoice.amount_due_cents) <= 0) return { kind: 'not_open' };
  const amountMinor = Number(invoice.amount_due_cents);
  await ensurePageCollection(db, scope, invoice, now);
  const row = await repo.findCollection(db, invoice.id);
  const owner = crypto.randomUUID();
  const lease = { owner, until: new Date(input.real.getTime() + LEASE_MS).toISOString(), realIso: input.real.toISOString() };
  if (!row || !(await repo.claimCollection(db, row, lease))) return { kind: 'busy' };
  const held: Held = { scope, now, owner, row };
  const attempt = row.attempts + 1;
  try {
    const customerId = invoice.customer_id;
    const keep = input.keepCard && customerId !== null;
    const result = await provider.charge(
      { amountMinor, currency: invoice.currency, card: input.card, description: `Invoice ${invoice.invoice_number ?? invoice.id}`, idempotencyKey: attemptKey(invoice.id, attempt), saveCard: keep },
      now,
    );
    if (!result.ok) {
      // A decline moves to the next attempt's key; no answer (the charge may have been made) keeps this one.
      await repo.finishCollection(db, invoice.id, owner, result.code === 'provider_error' ? {} : { attempts: attempt, updated_at: toIso(now) });
      return { kind: 'declined', message: result.message, field: result.field };
    }
    const saved = result.savedCard;
    const keepCard = keep && saved ? async (tx: TxContext) => (await saveDefaultPaymentMethod(tx, customerId, provider.name, saved)).id : undefined;
    const end = await recordPaid(db, held, { attempt, paymentMethodId: null, provider: provider.name, paymentId: result.paymentId, amountMinor, currency: invoice.currency }, keepCard ? { keepCard } : {});
    if (end === 'refund_owed') {
      // Paid another way while this card was charged: the charge goes back (now, or on the next collection run).
      const owed = await repo.findCollection(db, invoice.id);
      if (owed) await refundOwed(db, { forMode: () => provider }, owed, now, input.real);
      return { kind: 'declined', message: 'This invoice was settled while you were paying: your payment is refunded in full.', field: null };
    }
    return { kind: 'paid', customerId, cardKept: keepCard !== undefined };
  } catch (error) {
    await repo.finishCollection(db, invoice.id, owner, {});
    throw error;
  }
}

/** The invoice's collection row, made when no run started one (so a page payment takes its lease too). */
export async function ensurePageCollection(db: Db, scope: Scope, invoice: InvoiceTable, now: Date): Promise<void> {
  const nowIso = toIso(now);
  const automatic = invoice.collection_method === 'charge_automatically' && invoice.customer_id !== null;
  // A send_invoice invoice's row is `closed` from the start: it is never charged off-session.
  // Due only once the customer has a default card (repo.dueCollections), as a run would have started it.
  const collected = { id: invoice.id, company_id: scope.companyId, mode: scope.mode, customer_id: invoice.customer_id ?? '', subscription_id: invoice.subscription_id };
  await repo.ensureCollection(db, repo.newCollection(collected, { status: automatic ? 'pending' : 'closed', nextAttemptAt: null, nowIso }));
}
