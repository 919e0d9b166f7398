/** POST /v1/subscriptions/{id}/change-plan: the request, the quote a preview answers, and the answer. */
import { Type, type Static } from '@sinclair/typebox';
import { REFUND_POLICIES } from '../../billing/index.js';
import { Body, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';
import { PLAN_CHANGE_TIMINGS } from '../../kernel/planChangeTimings.js';
import { Invoice, UpcomingLineItem } from '../../modules/invoices/index.js';
import { Subscription } from '../../modules/subscriptions/index.js';

export const ChangePlanBody = named('ChangeSubscriptionPlanRequest', Body(
  {
    plan_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'The plan to move to (or plan_code)' })),
    plan_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'The plan to move to, by its code (or plan_id)' })),
    timing: StringEnum(PLAN_CHANGE_TIMINGS, {
      description:
        '`now`: the old plan closes now and the new one opens prorated, on one invoice charged to the default card; `end_of_period`: the change is scheduled for the end of the current period, nothing is billed today',
    }),
    refund_policy: Type.Optional(
      StringEnum(REFUND_POLICIES, {
        description:
          "What comes back of the old plan's prepaid flat fees on a change `now` (the signup link's cancel_now_prepaid_refund_policy): the unused part prorated (`refund_prorated_prepaid_fixed_fees`, the default) or nothing. Only with timing now",
      }),
    ),
    preview: Type.Optional(Type.Boolean({ description: 'true: answer the quote (what the change would invoice now) and change nothing. Default false' })),
  },
  { description: 'Give exactly one of plan_id and plan_code; the plan must bill in the subscription’s currency.' },
));
export type ChangePlanBody = Static<typeof ChangePlanBody>;

export const PlanChangeQuote = named('PlanChangeQuote', Type.Object({
  subscription_id: Type.String(),
  customer_id: Type.String(),
  from_plan_id: Type.String(),
  to_plan_id: Type.String(),
  timing: StringEnum(PLAN_CHANGE_TIMINGS),
  refund_policy: Nullable(StringEnum(REFUND_POLICIES, { description: 'The policy applied (timing now); null at period end' })),
  effective_at: IsoDateTime,
  currency: Type.String(),
  subtotal_cents: Type.Integer(),
  discount_cents: Type.Integer(),
  tax_cents: Type.Integer(),
  total_cents: Type.Integer({ description: "The change's invoice total (0 at period end); the customer's credit balance is already applied, as its finalization applies it" }),
  amount_due_cents: Type.Integer({ description: 'What is charged now: total_cents when positive, else 0' }),
  credited_to_balance_cents: Type.Integer({ description: "A net credit of the change, carried to the customer's credit balance (0 when none)" }),
  line_items: Type.Array(UpcomingLineItem),
  reduced_invoices: Type.Array(
    Type.Object({ invoice_number: Nullable(Type.String()), credit_cents: Type.Integer({ description: 'Negative: the credit note that reduces this unpaid invoice' }) }),
    { description: "Unpaid invoices of the old plan's prepaid time, reduced by a credit note instead of refunded" },
  ),
  payment_method_id: Nullable(Type.String({ description: 'The default card amount_due_cents is charged to; null when there is none (the invoice is left open) or nothing is due' })),
}));
export type PlanChangeQuote = Static<typeof PlanChangeQuote>;

export const PlanChangeAnswer = Type.Object({
  success: Type.Boolean(),
  subscription: Subscription,
  invoice: Type.Optional(Nullable(Invoice)),
  quote: Type.Optional(PlanChangeQuote),
  request_id: Type.String(),
}, { description: 'A preview answers the subscription as it is and the `quote`; a change answers the subscription as it is now and the `invoice` it issued (null when nothing was invoiced: at period end, or before the first period opened)' });
