/** Customer portal link request and response schemas, fields in the order. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Nullable, StringEnum, named } from '../../http/schemas.js';
import { PLAN_CHANGE_TIMINGS } from '../../kernel/planChangeTimings.js';

export const CustomerPortalLink = named('CustomerPortalLink', Type.Object({
  id: Type.String(),
  customer_id: Type.String(),
  url: Type.String({ description: 'The portal page to hand to the customer: PUBLIC_BASE_URL/portal/{token}' }),
  token_expiration: IsoDateTime,
  return_url: Nullable(Type.String()),
  created_at: IsoDateTime,
  plan_change_timing: StringEnum(PLAN_CHANGE_TIMINGS, { description: 'When a plan change the customer makes on this portal takes effect' }),
}));
export type CustomerPortalLink = Static<typeof CustomerPortalLink>;

export const CreateCustomerPortalLinkBody = named('CreateCustomerPortalLinkRequest', Body(
  {
    customer_id: Type.String({ minLength: 1, maxLength: 64 }),
    return_url: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 2048, description: 'http(s) URL of the portal’s Return link' }))),
    plan_change_timing: Type.Optional(
      StringEnum(PLAN_CHANGE_TIMINGS, {
        description:
          'When a plan change the customer makes on this portal (to a plan with portal_visible) takes effect: `now` (the default: prorated, the amount due charged to their card) or `end_of_period` (scheduled, nothing charged today)',
      }),
    ),
  },
  { description: 'A one-hour link to the customer portal of one customer; reusable within the hour.' },
));
export type CreateCustomerPortalLinkBody = Static<typeof CreateCustomerPortalLinkBody>;
