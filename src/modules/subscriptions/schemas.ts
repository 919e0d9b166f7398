/** Subscription request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';

export const SUBSCRIPTION_STATUSES = ['pending_payment_method', 'trialing', 'active', 'past_due', 'canceled'] as const;

export const Subscription = named('Subscription', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  plan_id: Type.String(),
  plan_code: Nullable(Type.String()),
  status: StringEnum(SUBSCRIPTION_STATUSES),
  start_date: IsoDateTime,
  billing_anchor_day: Type.Integer({ description: 'Day of month for billing anchor' }),
  next_renewal_date: Nullable(IsoDateTime),
  cancel_at_period_end: Type.Boolean(),
  cancel_at: Nullable(IsoDateTime),
  plan_transition_at_period_end: Type.Boolean(),
  plan_transition_at: Nullable(IsoDateTime),
  plan_transition_to_plan_id: Nullable(Type.String()),
  canceled_at: Nullable(IsoDateTime),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type Subscription = Static<typeof Subscription>;

const Id = Type.String({ minLength: 1, maxLength: 64 });
const anchorDay = (description: string) => Type.Integer({ minimum: 1, maximum: 31, description });
const dateText = (description: string) => Type.String({ minLength: 1, maxLength: 40, description });

export const CreateSubscriptionBody = named('CreateSubscriptionRequest', Body(
  {
    customer_id: Id,
    plan_id: Type.Optional(Id),
    plan_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    start_date: Type.Optional(
      Nullable(dateText("ISO 8601 date-time, or YYYY-MM-DD (local midnight in the company's time zone). Null or omitted: now")),
    ),
    billing_anchor_day: Type.Optional(anchorDay("1..31, clamped to short months. Default: the start's local day of month")),
    trial_end: Type.Optional(
      Nullable(dateText('ISO 8601 date-time (or YYYY-MM-DD) after start_date: the subscription is trialing until then. Null or omitted: no trial')),
    ),
    allow_duplicate: Type.Optional(
      Type.Boolean({
        description:
          'Extension. A customer may have one live (not canceled) subscription per plan: a second is 409 SUBSCRIPTION_ALREADY_EXISTS, because every subscription in force rates each event (a second one charges every event twice). true creates it anyway. Default false.',
      }),
    ),
  },
  {
    description:
      'Give exactly one of plan_id and plan_code. The first period opens in the same transaction when start_date is not in the future: the answer comes after its in-advance fees are invoiced and its initial credits and start grants are in the wallet.',
  },
));
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

export const UpdateSubscriptionBody = named('UpdateSubscriptionRequest', Body(
  {
    billing_anchor_day: Type.Optional(anchorDay('New anchor day; the current period then ends at the next boundary under it, prorated: prepaid days the new period would bill again are credited (credit balance when paid, credit note when unpaid), extra days of a longer period are invoiced at once')),
    status: Type.Optional(StringEnum(SUBSCRIPTION_STATUSES, { description: '`canceled` cancels now (sets canceled_at) and is final' })),
    next_renewal_date: Type.Optional(Nullable(dateText("ISO 8601 date-time, or YYYY-MM-DD (local midnight in the company's time zone), or null"))),
    cancel_at_period_end: Type.Optional(
      Type.Boolean({ description: 'Extension: true schedules cancellation at the end of the current period (clears cancel_at)' }),
    ),
    cancel_at: Type.Optional(
      Nullable(dateText('Extension: ISO 8601 date-time (or YYYY-MM-DD) at which to cancel (clears cancel_at_period_end); null unschedules')),
    ),
  },
  {
    description:
      'Only provided fields change. Besides the contract fields, cancel_at_period_end and cancel_at are documented extensions that schedule a cancellation the billing engine carries out.',
  },
));
export type UpdateSubscriptionBody = Static<typeof UpdateSubscriptionBody>;

export const ListSubscriptionsQuery = Type.Object(
  { ...PageQuery, customer_id: Type.Optional(Id), status: Type.Optional(StringEnum(SUBSCRIPTION_STATUSES)) },
  { additionalProperties: false },
);
