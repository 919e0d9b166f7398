/** Overdraft limit schemas: `{ pricing_unit_code | currency_code, overdraft_limit }` in, the stored limit out. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CurrencyCodeSchema, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';

export const SetOverdraftLimitBody = named('SetOverdraftLimitRequest', Body({
  pricing_unit_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "The wallet's pricing unit; give this or currency_code" })),
  currency_code: Type.Optional(CurrencyCodeSchema),
  overdraft_limit: Nullable(
    Type.Union([Type.String({ maxLength: 40 }), Type.Number()], {
      description: 'The debt allowed, a decimal zero or more ("0" stops at zero); null removes the limit (no limit, the default)',
    }),
  ),
}));
export type SetOverdraftLimitBody = Static<typeof SetOverdraftLimitBody>;

export const OverdraftLimit = named('OverdraftLimit', Type.Object({
  plan_id: Type.Optional(Type.String({ description: "Present on a plan's limit" })),
  customer_id: Type.Optional(Type.String({ description: "Present on a customer's limit" })),
  account_type: StringEnum(['pricing_unit', 'currency'] as const),
  pricing_unit_code: Type.Optional(Type.String()),
  currency_code: Type.Optional(Type.String()),
  overdraft_limit: Nullable(Type.String({ description: 'The debt allowed; null once removed' })),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type OverdraftLimit = Static<typeof OverdraftLimit>;
