/** Balance alert schemas: `{ threshold, pricing_unit_code | currency_code }` in, the alert out. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CurrencyCodeSchema, IsoDateTime, Nullable, PageQuery, named } from '../../http/schemas.js';

export const CreateBalanceAlertBody = named('CreateBalanceAlertRequest', Body({
  threshold: Type.Union([Type.String({ maxLength: 40 }), Type.Number()], { description: 'A decimal, zero or more: the balance at or below which wallet.balance_low fires' }),
  pricing_unit_code: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  currency_code: Type.Optional(CurrencyCodeSchema),
}));
export type CreateBalanceAlertBody = Static<typeof CreateBalanceAlertBody>;

export const BalanceAlert = named('BalanceAlert', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  threshold: Type.String(),
  pricing_unit_code: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
  created_at: IsoDateTime,
}));
export type BalanceAlert = Static<typeof BalanceAlert>;

export const AlertParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), alertId: Type.String({ minLength: 1, maxLength: 64 }) });
export const ListAlertsQuery = Type.Object(PageQuery, { additionalProperties: false });
