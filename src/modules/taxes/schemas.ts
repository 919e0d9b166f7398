/** Tax rate request and response schemas. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, PageQuery, named } from '../../http/schemas.js';

export const TaxRate = named('TaxRate', Type.Object({
  id: Type.String(),
  name: Type.String(),
  percentage: Type.String({ description: 'Decimal string, more than 0 and at most 100, up to 4 decimals ("20", "8.875")' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2, uppercase' }),
  state: Nullable(Type.String({ description: 'State or province; null: the whole country' })),
  inclusive: Type.Boolean({ description: 'true: the tax is inside the amounts; false: added on top' }),
  created_at: IsoDateTime,
}));
export type TaxRate = Static<typeof TaxRate>;

export const CreateTaxRateBody = named('CreateTaxRateRequest', Body({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  percentage: Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,4})?$', description: 'Decimal string, more than 0 and at most 100, up to 4 decimals' }),
  country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2, uppercase' }),
  state: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  inclusive: Type.Boolean(),
}));
export type CreateTaxRateBody = Static<typeof CreateTaxRateBody>;

export const ListTaxRatesQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
