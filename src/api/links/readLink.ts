/**
 * Links tell their outcome (issue 15, item 7): `GET /v1/subscription-signup-links/{id}` and
 * `GET /v1/credit-pack-checkout-links/{id}` answer the link with its status (`open`, `completed`,
 * `expired`) and what it produced. The raw token is never stored, so a read has no `url`.
 */
import { notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { findInvoiceBySourceRef } from '../../modules/invoices/index.js';
import { findSubscription } from '../../modules/subscriptions/index.js';
import { grantIdWithSourceRef } from '../../modules/wallets/index.js';
import { checkoutRef } from './completeCheckout.js';
import { linkRepo as repo } from '../../modules/links/index.js';
import type { CheckoutLinkOutcome, SignupLinkOutcome } from '../../modules/links/index.js';
import type { DbContext } from '../../db/context.js';

type LinkStatus = 'open' | 'completed' | 'expired';

function statusOf(usedAt: string | null, expiresAt: string, now: Date): LinkStatus {
  if (usedAt !== null) return 'completed';
  return toIso(now) >= expiresAt ? 'expired' : 'open';
}

export async function getSignupLink(ctx: DbContext, id: string): Promise<SignupLinkOutcome> {
  const { db, scope } = ctx;
  const link = await repo.findSignupLink({ db, scope }, id);
  if (!link) throw notFound('Subscription signup link', id);
  const paid = (await repo.listLinkPayments({ db, scope }, 'signup', id)).find((p) => p.status === 'succeeded');
  return {
    id: link.id,
    customer_id: link.customer_id,
    plan_id: link.plan_id,
    plan_code: link.plan_code,
    status: statusOf(link.used_at, link.expires_at, ctx.now),
    token_expiration: link.expires_at,
    success_url: link.success_url,
    back_url: link.back_url,
    previous_subscription_id: link.previous_subscription_id,
    change_timing_mode: link.change_timing_mode,
    subscription_id: link.result_subscription_id,
    invoice_id: paid?.invoice_id ?? null,
    completed_at: link.used_at,
    created_at: link.created_at,
  };
}

export async function getCheckoutLink(ctx: DbContext, id: string): Promise<CheckoutLinkOutcome> {
  const { db, scope } = ctx;
  const link = await repo.findCheckoutLink({ db, scope }, id);
  if (!link) throw notFound('Credit pack checkout link', id);
  let grantId: string | null = null;
  let invoiceId: string | null = null;
  if (link.completed_at !== null) {
    const subscription = await findSubscription({ db, scope }, link.subscription_id);
    grantId = subscription ? await grantIdWithSourceRef({ db, scope }, subscription.customer_id, checkoutRef(link.id)) : null;
    invoiceId = (await findInvoiceBySourceRef({ db, scope }, checkoutRef(link.id)))?.id ?? null;
  }
  return {
    id: link.id,
    subscription_id: link.subscription_id,
    credit_pack_id: link.credit_pack_id,
    quantity: link.completed_quantity ?? link.quantity,
    status: statusOf(link.completed_at, link.expires_at, ctx.now),
    token_expiration: link.expires_at,
    success_url: link.success_url,
    back_url: link.back_url,
    credit_grant_id: grantId,
    invoice_id: invoiceId,
    completed_at: link.completed_at,
    created_at: link.created_at,
  };
}
