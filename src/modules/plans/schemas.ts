/** Plan request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CURRENCY_CODES, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';
import { PLAN_CODE_MAX_LENGTH, PLAN_CODE_PATTERN } from './planCode.js';
import { MAX_AMOUNT_MINOR } from '../../money/limits.js';

export const PLAN_TYPES = ['usage', 'credits'] as const;
export const INVOICING_CADENCES = ['monthly', 'quarterly', 'yearly'] as const;

/** Postgres `integer` is 32-bit. */
const MAX_INT32 = 2_147_483_647;

const MINIMUM_COMMITMENT_WORDS =
  "The least the plan bills per invoicing period, in minor units of the plan's currency; null: no minimum. When a period's recurring flat fees and usage in the plan's currency come to less, its closing invoice adds a line \"Minimum commitment\" for the difference, prorated by day for a partial period like a flat fee";

export const Plan = named('Plan', Type.Object({
  id: Type.String(),
  name: Type.String(),
  plan_code: Nullable(Type.String()),
  type: StringEnum(PLAN_TYPES),
  currency_code: Type.String(),
  invoicing_cadence: StringEnum(INVOICING_CADENCES),
  initial_credit_quantity: Nullable(Type.Integer()),
  minimum_commitment_cents: Nullable(Type.Integer({ description: MINIMUM_COMMITMENT_WORDS })),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  portal_visible: Type.Boolean({ description: 'Extension: the plan is offered on the customer portal, to subscriptions of its currency' }),
}));
export type Plan = Static<typeof Plan>;

const PlanName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const PlanCode = Type.String({
  minLength: 1,
  maxLength: PLAN_CODE_MAX_LENGTH,
  pattern: PLAN_CODE_PATTERN,
  description: 'Lowercase letters, numbers, underscores; unique per company and mode',
});

const planFields = {
  plan_code: Type.Optional(Nullable(PlanCode)),
  type: Type.Optional(StringEnum(PLAN_TYPES, { description: 'Default usage' })),
  currency_code: Type.Optional(StringEnum(CURRENCY_CODES, { description: 'Default usd' })),
  invoicing_cadence: Type.Optional(StringEnum(INVOICING_CADENCES, { description: 'Default monthly' })),
  initial_credit_quantity: Type.Optional(
    Nullable(Type.Integer({ minimum: 0, maximum: MAX_INT32, description: 'Credit-based plans only' })),
  ),
  minimum_commitment_cents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_MINOR.toNumber(), description: MINIMUM_COMMITMENT_WORDS }))),
  portal_visible: Type.Optional(
    Type.Boolean({ description: 'Extension: offer the plan on the customer portal, where customers with a subscription in its currency can change to it. Default false' }),
  ),
};

/** `plan_code` omitted: derived from the name; null: the plan has no code. */
export const CreatePlanBody = named('CreatePlanRequest', Body({ name: PlanName, ...planFields }));
export type CreatePlanBody = Static<typeof CreatePlanBody>;

/** Only provided fields change; null clears `plan_code` or `initial_credit_quantity`. */
export const UpdatePlanBody = named('UpdatePlanRequest', Body({ name: Type.Optional(PlanName), ...planFields }));
export type UpdatePlanBody = Static<typeof UpdatePlanBody>;

export const ListPlansQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
