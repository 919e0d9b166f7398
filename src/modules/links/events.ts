/**
 * checkout.completed and signup.completed (issue 15): recorded in the transaction that uses the
 * link, with what it produced. The raw token is never stored, so the object carries the link's
 * id and outcome, not its `url`.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { toIso } from '../../time.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import type { CheckoutLinkTable, SignupLinkTable } from './tables.js';

export async function recordCheckoutCompleted(
  trx: Transaction<Database>,
  scope: Scope,
  link: CheckoutLinkTable,
  outcome: { quantity: string; grantId: string; invoiceId: string },
  now: Date,
): Promise<void> {
  const object = {
    id: link.id,
    status: 'completed',
    subscription_id: link.subscription_id,
    credit_pack_id: link.credit_pack_id,
    quantity: outcome.quantity,
    credit_grant_id: outcome.grantId,
    invoice_id: outcome.invoiceId,
    success_url: link.success_url,
    completed_at: toIso(now),
    created_at: link.created_at,
  };
  await recordWebhookEvent(trx, scope, 'checkout.completed', object, now);
}

export async function recordSignupCompleted(
  trx: Transaction<Database>,
  scope: Scope,
  link: SignupLinkTable,
  outcome: { subscriptionId: string; invoiceId: string | null },
  now: Date,
): Promise<void> {
  const object = {
    id: link.id,
    status: 'completed',
    customer_id: link.customer_id,
    plan_id: link.plan_id,
    plan_code: link.plan_code,
    previous_subscription_id: link.previous_subscription_id,
    change_timing_mode: link.change_timing_mode,
    subscription_id: outcome.subscriptionId,
    invoice_id: outcome.invoiceId,
    success_url: link.success_url,
    completed_at: toIso(now),
    created_at: link.created_at,
  };
  await recordWebhookEvent(trx, scope, 'signup.completed', object, now);
}
