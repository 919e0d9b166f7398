/** Customer portal link request and response schemas, fields in the order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, named } from '../../http/schemas.js';

export const CustomerPortalLink = named('CustomerPortalLink', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  url: Type.String({ description: 'The portal page to hand to the customer: PUBLIC_BASE_URL/portal/{token}' }),
  token_expiration: IsoDateTime,
  return_url: Nullable(Type.String()),
  created_at: IsoDateTime,
}));
export type CustomerPortalLink = Static<typeof CustomerPortalLink>;

export const CreateCustomerPortalLinkBody = named('CreateCustomerPortalLinkRequest', Body(
  {
    customer_id: Type.String({ minLength: 1, maxLength: 64 }),
    return_url: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 2048, description: 'http(s) URL of the portal’s Return link' }))),
  },
  { description: 'A one-hour link to the customer portal of one customer; reusable within the hour.' },
));
export type CreateCustomerPortalLinkBody = Static<typeof CreateCustomerPortalLinkBody>;
