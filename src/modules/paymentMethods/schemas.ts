/** A saved card as the API shows it: never its number. */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, named } from '../../http/schemas.js';

export const PaymentMethod = named('PaymentMethod', Type.Object({
  id: Type.String(),
  brand: Type.String({ description: 'visa, mastercard, ...' }),
  last4: Type.String({ description: "The card number's last four digits" }),
  exp_month: Type.Integer({ minimum: 1, maximum: 12 }),
  exp_year: Type.Integer(),
  default: Type.Boolean({ description: 'The card renewals and auto top-ups charge' }),
  created_at: IsoDateTime,
}));
export type PaymentMethod = Static<typeof PaymentMethod>;

export const PaymentMethodParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), pmId: Type.String({ minLength: 1, maxLength: 64 }) });
