import type { RefundPolicy } from '../../kernel/refundPolicies.js';
import type { Mode } from '../../kernel/mode.js';

export const CHANGE_TIMING_MODES = ['now', 'end_of_period'] as const;
export type ChangeTimingMode = (typeof CHANGE_TIMING_MODES)[number];

/** The refund policies of a change now are the billing engine's rule. */
export { REFUND_POLICIES, type RefundPolicy } from '../../kernel/refundPolicies.js';

/** The checkout link statuses (the contract leaves them open): `expired` is computed on read. */
export const CHECKOUT_LINK_STATUSES = ['open', 'completed', 'expired'] as const;
export type CheckoutLinkStatus = (typeof CHECKOUT_LINK_STATUSES)[number];

/**
 * A tokenised signup link. Only the token's SHA-256 (hex) is stored; the raw token appears once,
 * in the `url` of the create response. Used once: `used_at` is set in the transaction that
 * creates or changes the subscription.
 */
export interface SignupLinkTable {
  id: string;
  company_id: string;
  mode: Mode;
  token_hash: string;
  customer_id: string;
  plan_id: string;
  /** The plan's code when the link was made (the contract's `plan_code`). */
  plan_code: string | null;
  success_url: string | null;
  back_url: string | null;
  previous_subscription_id: string | null;
  change_timing_mode: ChangeTimingMode | null;
  cancel_now_prepaid_refund_policy: RefundPolicy | null;
  expires_at: string;
  used_at: string | null;
  /** The form attempt that used the link: a resubmit of that same form shows the result again. */
  used_attempt: string | null;
  /** The subscription created or changed through the link. */
  result_subscription_id: string | null;
  /** The coupon the subscription it creates gets (issue 30, item 3); checked to exist when the link is made. */
  coupon_code: string | null;
  created_at: string;
}

/** A tokenised credit-pack checkout link; completed once, in the transaction that grants the credits. */
export interface CheckoutLinkTable {
  id: string;
  company_id: string;
  mode: Mode;
  token_hash: string;
  subscription_id: string;
  credit_pack_id: string;
  /** Decimal text, or null when the customer chooses. */
  quantity: string | null;
  success_url: string | null;
  back_url: string | null;
  /** `open` or `completed`; `expired` is derived from `expires_at` when read. */
  status: 'open' | 'completed';
  expires_at: string;
  completed_at: string | null;
  completed_attempt: string | null;
  /** The quantity bought (the fixed one, or the customer's choice). */
  completed_quantity: string | null;
  created_at: string;
}

export const LINK_PAYMENT_STATUSES = ['processing', 'failed', 'succeeded', 'refunded', 'refund_failed'] as const;
/**
 * processing: claimed, the provider may be charging now (one per subject at a time);
 * failed: nothing was taken (declined, or the page gave up before charging, or a 0 check);
 * succeeded: charged, and the link did what it says in the same transaction that recorded it;
 * refunded: charged, the link could not do it, the charge was refunded in full;
 * refund_failed: charged, could not do it, and the refund failed: `failure` says why (logged at error).
 */
export type LinkPaymentStatus = (typeof LINK_PAYMENT_STATUSES)[number];

/** One card payment a hosted page took or tried to take (links/payForLink.ts). */
export interface LinkPaymentTable {
  id: string;
  company_id: string;
  mode: Mode;
  link_kind: 'signup' | 'checkout';
  link_id: string;
  /** What one payment at a time is held for: `link:<kind>:<id>`, or `subscription:<id>` for a change now. */
  subject: string;
  /** 1, 2, ... per link: each try after a decline or a refund is a new payment with a new key. */
  sequence: number;
  /** The form attempt that claimed it. */
  attempt: string;
  status: LinkPaymentStatus;
  /** Set just before the provider is called. */
  amount_minor: number | null;
  currency: string | null;
  /** `<kind>_link:<link id>:<sequence>`: a retry of the same payment (a crash, a takeover) charges once. */
  idempotency_key: string;
  provider: string;
  provider_payment_id: string | null;
  provider_refund_id: string | null;
  /** The invoice the payment paid (when succeeded). */
  invoice_id: string | null;
  subscription_id: string | null;
  failure: string | null;
  created_at: string;
  updated_at: string;
}

export interface LinkTables {
  signup_links: SignupLinkTable;
  checkout_links: CheckoutLinkTable;
  link_payments: LinkPaymentTable;
}
