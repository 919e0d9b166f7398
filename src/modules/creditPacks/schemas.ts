/** Credit pack request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';
import { NumberOrNumericString } from '../pricingUnits/index.js';
import { INTERVAL_UNITS } from './tables.js';

/** Expiration intervals: generous, but small enough for date arithmetic and a 32-bit column. */
export const MAX_INTERVAL_COUNT = 1000;

export const ExpirationIntervalCount = Type.Integer({
  minimum: 1,
  maximum: MAX_INTERVAL_COUNT,
  description: 'Granted credits expire after this many interval units; null: never',
});
export const ExpirationIntervalUnit = StringEnum(INTERVAL_UNITS, { description: 'Default month' });

export const CreditPack = named('CreditPack', Type.Object({
  id: Type.String(),
  plan_id: Type.String(),
  code: Type.String(),
  pricing_unit_id: Type.String(),
  pricing_unit: Type.Object({ id: Type.String(), code: Type.String(), name: Nullable(Type.String()) }),
  money_minor: Type.String({ description: 'Price in the plan currency minor unit (decimal string)' }),
  unit_amount: Type.String({ description: 'Pricing units granted for money_minor (decimal string)' }),
  expiration_interval_count: Nullable(Type.Integer()),
  expiration_interval_unit: StringEnum(INTERVAL_UNITS),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type CreditPack = Static<typeof CreditPack>;

export const CREDIT_PACK_CODE_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const CreateCreditPackBody = named('CreateCreditPackRequest', Body({
  code: Type.String({ pattern: CREDIT_PACK_CODE_PATTERN, description: 'Unique per plan: letters, digits, "_" and "-"' }),
  pricing_unit_id: Type.String({ minLength: 1, maxLength: 64 }),
  money_minor: NumberOrNumericString('Positive whole number of the plan currency minor units; number or numeric string'),
  unit_amount: NumberOrNumericString('Positive number of pricing units granted per pack; number or numeric string'),
  expiration_interval_count: Type.Optional(Nullable(ExpirationIntervalCount)),
  expiration_interval_unit: Type.Optional(ExpirationIntervalUnit),
}));
export type CreateCreditPackBody = Static<typeof CreateCreditPackBody>;

export const UpdateCreditPackBody = named('UpdateCreditPackRequest', Body({
  active: Type.Optional(Type.Boolean({ description: 'false ends the pack: no new checkout link can sell it; true puts it back on sale. Omitted: no change' })),
}));
export type UpdateCreditPackBody = Static<typeof UpdateCreditPackBody>;

export const CreditPackStateEnvelope = Type.Object({
  success: Type.Boolean(),
  credit_pack: CreditPack,
  active: Type.Boolean({ description: 'On sale: new checkout links can sell it' }),
  ended_at: Nullable(IsoDateTime),
  request_id: Type.String(),
});

export const CreditPackParams = Type.Object({ creditPackId: Type.String({ minLength: 1, maxLength: 64 }) });
