/** The link resources as the contract shows them. The raw token exists only here, in `url`. */
import { toIso } from '../../time.js';
import type { CheckoutLink, SignupLink } from './schemas.js';
import type { CheckoutLinkStatus, CheckoutLinkTable, SignupLinkTable } from './tables.js';

export function subscribeUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/subscribe/${token}`;
}

export function checkoutUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}/checkout/${token}`;
}

export function toSignupLink(row: SignupLinkTable, url: string): SignupLink {
  return {
    id: row.id,
    customer_id: row.customer_id,
    plan_id: row.plan_id,
    plan_code: row.plan_code,
    url,
    token_expiration: row.expires_at,
    success_url: row.success_url,
    back_url: row.back_url,
    previous_subscription_id: row.previous_subscription_id,
    change_timing_mode: row.change_timing_mode,
    cancel_now_prepaid_refund_policy: row.cancel_now_prepaid_refund_policy,
    coupon_code: row.coupon_code,
    created_at: row.created_at,
  };
}

/** `completed` once paid; an open link past its expiry reads as `expired`. */
export function checkoutStatusAt(row: Pick<CheckoutLinkTable, 'status' | 'expires_at'>, at: Date): CheckoutLinkStatus {
  if (row.status === 'completed') return 'completed';
  return toIso(at) >= row.expires_at ? 'expired' : 'open';
}

export function toCheckoutLink(row: CheckoutLinkTable, url: string, at: Date): CheckoutLink {
  return {
    id: row.id,
    subscription_id: row.subscription_id,
    credit_pack_id: row.credit_pack_id,
    quantity: row.quantity,
    url,
    token_expiration: row.expires_at,
    success_url: row.success_url,
    back_url: row.back_url,
    status: checkoutStatusAt(row, at),
    created_at: row.created_at,
  };
}
