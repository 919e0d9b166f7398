/** Credit-grant policy request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CURRENCY_CODES, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';
import { ExpirationIntervalCount, ExpirationIntervalUnit } from '../creditPacks/index.js';
import { INTERVAL_UNITS, MAX_INTERVAL_COUNT } from '../creditPacks/index.js';
import { MAX_AMOUNT_MINOR } from '../../money/limits.js';
import { NumberOrNumericString } from '../pricingUnits/index.js';
import { GRANT_CADENCES } from './tables.js';

export const ACCOUNT_TYPES = ['pricing_unit', 'currency'] as const;

const ROLLOVER_WORDS =
  "What happens to the unused part of each grant when it expires: it is granted again, up to max_amount and max_percent of the grant's amount (both when both are set), as a new grant named \"Rollover of <grant name>\" that expires expiration_interval_count expiration_interval_unit after the expiry. A rollover grant never rolls over again. null: unused credits expire";

export const CreditRollover = named('CreditRollover', Type.Object({
  max_amount: Nullable(Type.Integer({ description: 'At most this much rolls over, in units of the grant (minor units for currency grants); null: no cap' })),
  max_percent: Nullable(Type.Number({ description: "At most this percent (0-100) of the grant's amount rolls over; null: no cap" })),
  expiration_interval_count: Type.Integer({ description: 'The rollover grant expires this many interval units after the expiry it rolled over at' }),
  expiration_interval_unit: StringEnum(INTERVAL_UNITS),
}, { description: ROLLOVER_WORDS }));
export type CreditRollover = Static<typeof CreditRollover>;

export const CreditRolloverInput = named('CreditRolloverInput', Body({
  max_amount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_MINOR.toNumber(), description: 'At most this much rolls over, in units of the grant (minor units for currency grants); omitted or null: no cap' }))),
  max_percent: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100, description: "At most this percent (0-100) of the grant's amount rolls over; omitted or null: no cap" }))),
  expiration_interval_count: Type.Integer({ minimum: 1, maximum: MAX_INTERVAL_COUNT, description: 'The rollover grant expires this many interval units after the expiry it rolled over at' }),
  expiration_interval_unit: StringEnum(INTERVAL_UNITS),
}, { description: ROLLOVER_WORDS }));
export type CreditRolloverInput = Static<typeof CreditRolloverInput>;

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
  rollover: Nullable(CreditRollover),
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
  rollover: Type.Optional(Nullable(CreditRolloverInput)),
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
