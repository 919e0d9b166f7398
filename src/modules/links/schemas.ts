/** Link request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';
import { CHANGE_TIMING_MODES, CHECKOUT_LINK_STATUSES, REFUND_POLICIES } from './tables.js';

const Id = Type.String({ minLength: 1, maxLength: 64 });
const RedirectUrl = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });

export const SignupLink = named('SubscriptionSignupLink', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  plan_id: Type.String(),
  plan_code: Nullable(Type.String()),
  url: Type.String({ description: 'The subscribe page to share with the customer: PUBLIC_BASE_URL/subscribe/{token}' }),
  token_expiration: IsoDateTime,
  success_url: Nullable(Type.String()),
  back_url: Nullable(Type.String()),
  previous_subscription_id: Nullable(Type.String()),
  change_timing_mode: Nullable(StringEnum(CHANGE_TIMING_MODES)),
  cancel_now_prepaid_refund_policy: Nullable(StringEnum(REFUND_POLICIES)),
  coupon_code: Nullable(Type.String({ description: 'The coupon the new subscription gets (POST /v1/coupons); shown on the subscribe page' })),
  created_at: IsoDateTime,
}));
export type SignupLink = Static<typeof SignupLink>;

export const CreateSignupLinkBody = named('CreateSubscriptionSignupLinkRequest', Body(
  {
    customer_id: Id,
    plan_code: Type.String({ minLength: 1, maxLength: 100, description: 'Identifies the plan' }),
    success_url: Type.Optional(Nullable(RedirectUrl('http(s) URL the customer is sent to after signing up'))),
    back_url: Type.Optional(Nullable(RedirectUrl('http(s) URL of the Back link'))),
    previous_subscription_id: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 64, description: "The customer's subscription to change; omitted: a new subscription" })),
    ),
    change_timing_mode: Type.Optional(
      Nullable(StringEnum(CHANGE_TIMING_MODES, { description: 'Required exactly when previous_subscription_id is given' })),
    ),
    cancel_now_prepaid_refund_policy: Type.Optional(
      Nullable(
        StringEnum(REFUND_POLICIES, {
          description:
            'Only with change_timing_mode now: what happens to the unused part of prepaid fixed fees. Omitted: refund_prorated_prepaid_fixed_fees',
        }),
      ),
    ),
    coupon_code: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 64, description: "A coupon's code: the subscription the link creates gets its discount (a new subscription only, not with previous_subscription_id)" })),
    ),
  },
  { description: 'A link for one customer to subscribe to a plan, or to change plan. Lives 24 hours; used once.' },
));
export type CreateSignupLinkBody = Static<typeof CreateSignupLinkBody>;

export const CheckoutLink = named('CreditPackCheckoutLink', Type.Object({
  id: Type.String(),
  subscription_id: Type.String(),
  credit_pack_id: Type.String(),
  quantity: Nullable(Type.String({ description: 'Fixed quantity (decimal), or null when the customer chooses' })),
  url: Type.String({ description: 'The checkout page to share with the customer: PUBLIC_BASE_URL/checkout/{token}' }),
  token_expiration: IsoDateTime,
  success_url: Nullable(Type.String()),
  back_url: Nullable(Type.String()),
  status: StringEnum(CHECKOUT_LINK_STATUSES, { description: 'open, then completed once paid; expired 24 hours after creation if not completed' }),
  created_at: IsoDateTime,
}));
export type CheckoutLink = Static<typeof CheckoutLink>;

export const CreateCheckoutLinkBody = named('CreateCreditPackCheckoutLinkRequest', Body(
  {
    subscription_id: Id,
    credit_pack_id: Id,
    quantity: Type.Optional(Nullable(Type.Number({ description: 'Fixed quantity, greater than 0; omitted or null lets the customer choose' }))),
    success_url: Type.Optional(Nullable(RedirectUrl('http(s) URL the customer is sent to after paying'))),
    back_url: Type.Optional(Nullable(RedirectUrl('http(s) URL of the Back link'))),
  },
  { description: 'A 24-hour link for the subscription’s customer to buy a credit pack of the subscription’s plan.' },
));
export type CreateCheckoutLinkBody = Static<typeof CreateCheckoutLinkBody>;

const LinkStatus = Type.Union([Type.Literal('open'), Type.Literal('completed'), Type.Literal('expired')]);

/** A signup link read back: its status and what it produced (no `url`: the token is never stored). */
export const SignupLinkOutcome = named('SubscriptionSignupLinkOutcome', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  plan_id: Type.String(),
  plan_code: Type.Union([Type.String(), Type.Null()]),
  status: LinkStatus,
  token_expiration: Type.String({ format: 'date-time' }),
  success_url: Type.Union([Type.String(), Type.Null()]),
  back_url: Type.Union([Type.String(), Type.Null()]),
  previous_subscription_id: Type.Union([Type.String(), Type.Null()]),
  change_timing_mode: Type.Union([Type.String(), Type.Null()]),
  subscription_id: Type.Union([Type.String(), Type.Null()], { description: 'The subscription created or changed' }),
  invoice_id: Type.Union([Type.String(), Type.Null()], { description: 'The invoice paid on the page, if any' }),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
}));
export type SignupLinkOutcome = Static<typeof SignupLinkOutcome>;

/** A checkout link read back: its status and the grant and invoice it produced. */
export const CheckoutLinkOutcome = named('CreditPackCheckoutLinkOutcome', Type.Object({
  id: Type.String(),
  subscription_id: Type.String(),
  credit_pack_id: Type.String(),
  quantity: Type.Union([Type.String(), Type.Null()], { description: 'The quantity bought once completed; the fixed quantity (or null: chosen) before' }),
  status: LinkStatus,
  token_expiration: Type.String({ format: 'date-time' }),
  success_url: Type.Union([Type.String(), Type.Null()]),
  back_url: Type.Union([Type.String(), Type.Null()]),
  credit_grant_id: Type.Union([Type.String(), Type.Null()]),
  invoice_id: Type.Union([Type.String(), Type.Null()]),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
}));
export type CheckoutLinkOutcome = Static<typeof CheckoutLinkOutcome>;
