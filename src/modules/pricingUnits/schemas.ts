/** Pricing unit and conversion rate request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CurrencyCodeSchema, IsoDateTime, Nullable, named } from '../../http/schemas.js';

/** A decimal the contract lets callers send as a JSON number or a numeric string. */
export function NumberOrNumericString(description: string) {
  return Type.Union([Type.Number(), Type.String({ maxLength: 64 })], { description });
}

export const ConversionRate = named('ConversionRate', Type.Object({
  id: Type.String(),
  pricing_unit_id: Type.String(),
  customer_id: Nullable(Type.String()),
  settlement_currency_code: CurrencyCodeSchema,
  effective_from: Nullable(IsoDateTime),
  effective_to: Nullable(IsoDateTime),
  money_minor: Type.String({ description: 'Settlement currency amount in minor units (decimal string)' }),
  unit_amount: Type.String({ description: 'Pricing units that money_minor represents (decimal string)' }),
  created_at: IsoDateTime,
}));
export type ConversionRate = Static<typeof ConversionRate>;

export const PricingUnit = named('PricingUnit', Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Nullable(Type.String()),
  conversion_rates: Type.Array(ConversionRate, { description: 'Oldest first' }),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type PricingUnit = Static<typeof PricingUnit>;

export const PRICING_UNIT_CODE_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const CreatePricingUnitBody = named('CreatePricingUnitRequest', Body({
  code: Type.String({
    pattern: PRICING_UNIT_CODE_PATTERN,
    description: 'Stable code, unique per company and mode: letters, digits, "_" and "-" (case-sensitive)',
  }),
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
}));
export type CreatePricingUnitBody = Static<typeof CreatePricingUnitBody>;

export const CreateConversionRateBody = named('CreateConversionRateRequest', Body({
  settlement_currency_code: CurrencyCodeSchema,
  money_minor: NumberOrNumericString('Positive whole number of settlement currency minor units; number or numeric string'),
  unit_amount: NumberOrNumericString('Positive number of pricing units that money_minor buys; number or numeric string'),
  customer_id: Type.Optional(
    Nullable(Type.String({ minLength: 1, maxLength: 64, description: 'A customer-specific rate; omitted or null for the company default' })),
  ),
  effective_from: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 64,
        description:
          'ISO datetime. The first rate of a series may omit it (or send null): effective from the beginning. A later rate defaults to now and must start after the current one.',
      }),
    ),
  ),
}));
export type CreateConversionRateBody = Static<typeof CreateConversionRateBody>;
