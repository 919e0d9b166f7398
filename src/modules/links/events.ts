/**
 * checkout.completed and signup.completed (issue 15): recorded in the transaction that uses the
 * link, with what it produced: the object is the link as its GET returns it (the raw token is
 * never stored, so neither has a `url`).
 */
import type { TxContext } from '../../db/context.js';
import { toIso } from '../../time.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import type { CheckoutLinkTable, SignupLinkTable } from './tables.js';

export async function recordCheckoutCompleted(tx: TxContext, link: CheckoutLinkTable, outcome: { quantity: string; grantId: string; invoiceId: string }): Promise<void> {
  // The same fields, in the same order, as GET /v1/credit-pack-checkout-links/{id} (readLink.ts).
  const object = {
    id: link.id,
    subscription_id: link.subscription_id,
    credit_pack_id: link.credit_pack_id,
    quantity: outcome.quantity,
    status: 'completed',
    token_expiration: link.expires_at,
    success_url: link.success_url,
    back_url: link.back_url,
    credit_grant_id: outcome.grantId,
    invoice_id: outcome.invoiceId,
    completed_at: toIso(tx.now),
    created_at: link.created_at,
  };
  await recordWebhookEvent(tx, 'checkout.completed', object);
}

export async function recordSignupCompleted(tx: TxContext, link: SignupLinkTable, outcome: { subscriptionId: string; invoiceId: string | null }): Promise<void> {
  // The same fields, in the same order, as GET /v1/subscription-signup-links/{id} (readLink.ts).
  const object = {
    id: link.id,
    customer_id: link.customer_id,
    plan_id: link.plan_id,
    plan_code: link.plan_code,
    status: 'completed',
    token_expiration: link.expires_at,
    success_url: link.success_url,
    back_url: link.back_url,
    previous_subscription_id: link.previous_subscription_id,
    change_timing_mode: link.change_timing_mode,
    subscription_id: outcome.subscriptionId,
    invoice_id: outcome.invoiceId,
    completed_at: toIso(tx.now),
    created_at: link.created_at,
  };
  await recordWebhookEvent(tx, 'signup.completed', object);
}
