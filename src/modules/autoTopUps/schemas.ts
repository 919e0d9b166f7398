/** Auto top-up schemas: the settings in, the stored auto top-up out. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CurrencyCodeSchema, IsoDateTime, StringEnum, named } from '../../http/schemas.js';

const DecimalInput = (description: string) => Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description });

export const SetAutoTopUpBody = named('SetAutoTopUpRequest', Body({
  pricing_unit_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The wallet's pricing unit; give this or currency_code" })),
  currency_code: Type.Optional(CurrencyCodeSchema),
  threshold: DecimalInput('A draw that takes the available balance from above this to at or below it starts one top-up'),
  credit_pack_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "A pricing-unit wallet's top-up: the credit pack bought (of the unit), with quantity" })),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Packs bought per top-up' })),
  amount: Type.Optional(DecimalInput("A currency wallet's top-up: the amount of the currency bought")),
  monthly_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Top-ups per calendar month (UTC) at most; default 10' })),
}));
export type SetAutoTopUpBody = Static<typeof SetAutoTopUpBody>;

export const AutoTopUp = named('AutoTopUp', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  account_type: StringEnum(['pricing_unit', 'currency'] as const),
  pricing_unit_code: Type.Optional(Type.String()),
  currency_code: Type.Optional(Type.String()),
  threshold: Type.String(),
  credit_pack_id: Type.Optional(Type.String()),
  quantity: Type.Optional(Type.Integer()),
  amount: Type.Optional(Type.String()),
  monthly_limit: Type.Integer(),
  status: StringEnum(['active', 'failed', 'disabled'] as const),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type AutoTopUp = Static<typeof AutoTopUp>;
