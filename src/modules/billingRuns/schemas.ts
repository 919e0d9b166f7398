/** POST /v1/billing/run: request and response schemas. */
import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime } from '../../http/schemas.js';

export const BillingRunBody = Body(
  {
    as_of: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'ISO 8601 date-time with an offset: bill this company\'s test data up to this instant, recorded as "now"',
    }),
  },
  { description: 'Test mode only: advances the billing engine for this company\'s test-mode subscriptions.' },
);
export type BillingRunBody = Static<typeof BillingRunBody>;

export const BillingRun = Type.Object({
  as_of: IsoDateTime,
  subscriptions_advanced: Type.Integer({ description: 'Subscriptions the run moved forward' }),
  invoices_created: Type.Integer(),
  grants_issued: Type.Integer(),
});
export type BillingRun = Static<typeof BillingRun>;
