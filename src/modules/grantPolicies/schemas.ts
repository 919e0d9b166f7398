/** Credit-grant policy request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CURRENCY_CODES, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';
import { ExpirationIntervalCount, ExpirationIntervalUnit } from '../creditPacks/index.js';
import { INTERVAL_UNITS } from '../creditPacks/index.js';
import { NumberOrNumericString } from '../pricingUnits/index.js';
import { GRANT_CADENCES } from './tables.js';

export const ACCOUNT_TYPES = ['pricing_unit', 'currency'] as const;

export const CreditGrantPolicy = named('CreditGrantPolicy', Type.Object({
  id: Type.String(),
  plan_id: Type.String(),
  account_type: StringEnum(ACCOUNT_TYPES),
  pricing_unit_id: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
  amount: Type.Integer({ description: 'Minor currency units for currency grants, whole units for pricing_unit grants' }),
  cadence: StringEnum(GRANT_CADENCES),
  expiration_interval_count: Nullable(Type.Integer()),
  expiration_interval_unit: StringEnum(INTERVAL_UNITS),
  effective_from: Nullable(IsoDateTime),
  effective_to: Nullable(IsoDateTime),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type CreditGrantPolicy = Static<typeof CreditGrantPolicy>;

const Instant = (description: string) => Type.Optional(Nullable(Type.String({ maxLength: 64, description })));

export const CreateGrantPolicyBody = named('CreateCreditGrantPolicyRequest', Body({
  account_type: Type.Optional(
    StringEnum(ACCOUNT_TYPES, {
      description:
        "The resource's own field: pricing_unit (then pricing_unit_id is required) or currency (currency_code, the plan's; omitted, the plan's currency). Omitted: implied by which of the two is given",
    }),
  ),
  pricing_unit_id: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64, description: 'Grant pricing units; exactly one of pricing_unit_id and currency_code' }))),
  currency_code: Type.Optional(Nullable(StringEnum(CURRENCY_CODES, { description: "Grant currency (the plan's); exactly one of pricing_unit_id and currency_code" }))),
  amount: NumberOrNumericString('Positive whole number: minor units for currency, whole units for pricing units'),
  cadence: StringEnum(GRANT_CADENCES),
  expiration_interval_count: Type.Optional(Nullable(ExpirationIntervalCount)),
  expiration_interval_unit: Type.Optional(ExpirationIntervalUnit),
  effective_from: Instant('ISO datetime the policy starts granting; null or omitted: from the start'),
  effective_to: Instant('ISO datetime the policy stops granting (exclusive), after effective_from; null or omitted: open-ended'),
}));
export type CreateGrantPolicyBody = Static<typeof CreateGrantPolicyBody>;

export const UpdateGrantPolicyBody = named('UpdateCreditGrantPolicyRequest', Body({
  effective_to: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 64,
        description: 'When the policy stops granting (exclusive): YYYY-MM-DD (midnight in the company time zone) or ISO datetime with offset; not before now, after effective_from. null: open-ended again',
      }),
    ),
  ),
}));
export type UpdateGrantPolicyBody = Static<typeof UpdateGrantPolicyBody>;
