/**
 * Link payments taken on the provider's own page (Stripe Checkout, issue 29 item 4). The payment is
 * claimed as for a card form (payForLink.ts), then, instead of a charge, the customer is sent to
 * the provider with the payment's idempotency key; the claim stays `processing` until the
 * provider says the session is complete (its webhook, or the customer's return), and the payment
 * row is what makes that completion happen once.
 */
import type { ScopedDb } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import type { PaymentTarget } from './payForLink.js';
import * as repo from './repo.js';
import type { LinkPaymentTable } from './tables.js';

/** A link payment by id (any status). */
export async function findLinkPayment(ctx: ScopedDb, id: string): Promise<LinkPaymentTable | undefined> {
  return ctx.db.selectFrom('link_payments').selectAll().where('company_id', '=', ctx.scope.companyId).where('mode', '=', ctx.scope.mode).where('id', '=', id).executeTakeFirst();
}

/** The payment in progress for a target's subject, when it is this same link's (a customer back from the provider's page who submits again). */
export async function heldPaymentOfLink(store: Store, target: PaymentTarget): Promise<LinkPaymentTable | null> {
  const held = await repo.findProcessingPayment({ db: store.db, scope: target.scope }, target.subject);
  return held && held.link_kind === target.kind && held.link_id === target.linkId ? held : null;
}

/** Records what the customer is sent to pay; false when the payment was no longer processing. */
export async function recordHostedAmount(store: Store, payment: LinkPaymentTable, amount: { amountMinor: number; currency: CurrencyCode }, now: Date): Promise<boolean> {
  const scope: Scope = { companyId: payment.company_id, mode: payment.mode };
  return repo.updateLinkPayment({ db: store.db, scope }, payment.id, { amount_minor: amount.amountMinor, currency: amount.currency, updated_at: toIso(now) }, 'processing');
}
