/** Credit grant and balance schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, CURRENCY_CODES, IsoDateTime, Nullable, PageQuery, StringEnum, named } from '../../http/schemas.js';

const AccountTypeSchema = StringEnum(['pricing_unit', 'currency'] as const);

export const CreditGrant = named('CreditGrant', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  subscription_id: Nullable(Type.String()),
  account_type: AccountTypeSchema,
  pricing_unit_id: Nullable(Type.String()),
  currency_code: Nullable(Type.String()),
  name: Type.String(),
  amount: Type.String({ description: 'Total granted amount, a decimal string' }),
  balance: Type.String({ description: 'What is left of the grant, a decimal string; "0" once spent, expired or voided' }),
  status: StringEnum(['pending', 'active', 'voided'] as const, { description: 'An expired grant stays active with balance "0"' }),
  expires_at: Nullable(IsoDateTime),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}));
export type CreditGrant = Static<typeof CreditGrant>;

export const BalanceItem = named('BalanceItem', Type.Object({
  balance: Type.String({ description: 'Current wallet balance, a decimal string; negative is overdraft' }),
  account_type: AccountTypeSchema,
  pricing_unit_code: Type.Optional(Type.String({ description: 'Present for pricing_unit balances' })),
  currency_code: Type.Optional(Type.String({ description: 'Present for currency balances' })),
  held: Type.Optional(Type.String({ description: 'What live reservations hold of the balance, a decimal string. present, with available, only where a reservation holds something' })),
  available: Type.Optional(Type.String({ description: 'The balance less what is held: what overdraft limits, POST /v1/customers/{id}/check and new reservations see' })),
}));

export const CreateCreditGrantBody = named('CreateCreditGrantRequest', Body({
  name: Type.String({ minLength: 1, maxLength: 500, description: 'Display name' }),
  amount: Type.Unsafe<number | string>({ type: ['number', 'string'], description: 'Positive; a number or a numeric string, at most 30 digits' }),
  pricing_unit_code: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Required when granting pricing-unit credits' })),
  currency_code: Type.Optional(StringEnum(CURRENCY_CODES, { description: 'Required when granting currency credits (amount in minor units)' })),
  expires_at: Type.Optional(Nullable(Type.String({ maxLength: 64, description: 'ISO 8601 date-time in the future; null = no expiry' }))),
}));
export type CreateCreditGrantBody = Static<typeof CreateCreditGrantBody>;

export const ListCreditGrantsQuery = Type.Object(PageQuery, { additionalProperties: false });

/** The void action takes no fields: no body, or `{}`. */
export const VoidCreditGrantBody = Body({}, { description: 'No fields: send no body or {}' });
