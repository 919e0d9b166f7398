/** Customer request and response schemas, fields in the contract's order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, PageQuery, named } from '../../http/schemas.js';

const text = (maxLength: number) => Type.String({ maxLength });

export const Address = named('Address', Type.Object(
  {
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Two-letter ISO 3166-1 country code' })),
    state: Type.Optional(text(200)),
    city: Type.Optional(text(200)),
    street: Type.Optional(text(500)),
    street2: Type.Optional(text(500)),
    zip: Type.Optional(text(50)),
  },
  { additionalProperties: false },
));
export type Address = Static<typeof Address>;

/** An address in an update: only the given fields change, `""` clears one (null clears the whole address). */
const AddressUpdate = Type.Object(
  {
    country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$', description: 'Two-letter ISO 3166-1 country code; "" clears it' })),
    state: Type.Optional(text(200)),
    city: Type.Optional(text(200)),
    street: Type.Optional(text(500)),
    street2: Type.Optional(text(500)),
    zip: Type.Optional(text(50)),
  },
  { additionalProperties: false, description: 'Partial: only the given fields change; "" clears a field. null clears the whole address.' },
);

export const Customer = named('Customer', Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  url: Nullable(Type.String()),
  external_id: Nullable(Type.String()),
  billing_address: Nullable(Address),
  shipping_address: Nullable(Address),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
  tax_exempt: Type.Boolean({ description: 'Extension: true when no tax applies to its invoices' }),
  tax_rate_ids: Type.Array(Type.String(), { description: "Extension: the tax rates that tax its invoices instead of those of its billing address's country and state; [] by default" }),
}));
export type Customer = Static<typeof Customer>;

const customerFields = {
  name: Type.Optional(Nullable(text(500))),
  first_name: Type.Optional(Nullable(text(200))),
  last_name: Type.Optional(Nullable(text(200))),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 320 }))),
  phone: Type.Optional(Nullable(text(50))),
  url: Type.Optional(Nullable(text(2000))),
  external_id: Type.Optional(Nullable(text(255))),
  billing_address: Type.Optional(Nullable(Address)),
  shipping_address: Type.Optional(Nullable(Address)),
  tax_exempt: Type.Optional(Type.Boolean({ description: 'Extension: true exempts the customer from every tax (default false)' })),
  tax_rate_ids: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 10, uniqueItems: true, description: 'Extension: ids of tax rates that tax the customer instead of those of its billing address; [] goes back to the address (default [])' })),
};

export const CreateCustomerBody = named('CreateCustomerRequest', Body(customerFields));
export type CreateCustomerBody = Static<typeof CreateCustomerBody>;

/** Only provided fields change; an explicit null clears a nullable field. Addresses are partial too. */
export const UpdateCustomerBody = named('UpdateCustomerRequest', Body({
  ...customerFields,
  billing_address: Type.Optional(Nullable(AddressUpdate)),
  shipping_address: Type.Optional(Nullable(AddressUpdate)),
}));
export type UpdateCustomerBody = Static<typeof UpdateCustomerBody>;

export const ListCustomersQuery = Type.Object(
  { ...PageQuery, external_id: Type.Optional(text(255)) },
  { additionalProperties: false },
);
