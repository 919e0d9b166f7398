/** POST /v1/billing/run: request and response schemas. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, named } from '../../http/schemas.js';

/** Engine steps one POST /v1/billing/run takes at most; a longer catch-up takes several calls. */
export const BILLING_RUN_MAX_STEPS = 200;

export const BillingRunBody = named('RunBillingRequest', Body(
  {
    as_of: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'ISO 8601 date-time with an offset: move this company\'s test clock to this instant (never back) and bill its test data up to it, recorded as "now"',
    }),
  },
  { description: 'Test mode only: advances the billing engine for this company\'s test-mode subscriptions.' },
));
export type BillingRunBody = Static<typeof BillingRunBody>;

export const BillingRun = named('BillingRun', Type.Object({
  as_of: IsoDateTime,
  test_clock: Type.String({
    format: 'date-time',
    description: "Where the company's test clock stands after the run: as_of, or a later instant it was already moved to (it never moves back). Test mode lives at the later of this and real time.",
  }),
  subscriptions_advanced: Type.Integer({ description: 'Subscriptions the run moved forward' }),
  invoices_created: Type.Integer(),
  grants_issued: Type.Integer(),
  grants_expired: Type.Integer({ description: 'Grants whose expiry (at or before as_of) the run recorded' }),
  problems: Type.Array(
    Type.Object({
      subscription_id: Type.String(),
      code: Type.String({ description: 'CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE, BILLING_STEP_FAILED, ...' }),
      message: Type.String(),
    }),
    { description: 'Subscriptions this run could not bill, and why; each is retried by the next run and listed by GET /v1/billing/problems until billed' },
  ),
  held: Type.Array(
    Type.Object({
      subscription_id: Type.String(),
      billed_through: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'How far it is billed (null: not started)' }),
      reason: Type.String(),
    }),
    {
      description:
        'Subscriptions this call did not advance to as_of because another billing run (or the server\'s own run, or a plan change) held them for the whole bounded wait; complete is then false and the next call bills them',
    },
  ),
  complete: Type.Boolean({
    description: `Whether everything due up to as_of is billed. False when the run reached its bound (${BILLING_RUN_MAX_STEPS} steps per call) or left a subscription held: call again with the same as_of to go on`,
  }),
  steps_taken: Type.Integer({ description: `Billing steps this call took (a period close, a policy grant, an end, ...), at most ${BILLING_RUN_MAX_STEPS}` }),
  stopped_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Null when complete, or when only held subscriptions are left (each with its billed_through). Otherwise how far the subscription the run stopped on is billed (null if it has not started); the next call goes on from there',
  }),
}));
export type BillingRun = Static<typeof BillingRun>;

export const BillingProblem = named('BillingProblem', Type.Object({
  subscription_id: Type.String(),
  code: Type.String({ description: 'Why the engine cannot bill it: CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE, BILLING_STEP_FAILED, ...' }),
  message: Type.String(),
  first_failed_at: IsoDateTime,
  last_failed_at: IsoDateTime,
  attempts: Type.Integer({ description: 'Runs that tried and failed since first_failed_at' }),
}));
export type BillingProblem = Static<typeof BillingProblem>;
