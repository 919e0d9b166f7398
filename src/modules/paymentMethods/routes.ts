/**
 * /v1/customers/{id}/payment-methods: the cards a customer keeps on file (making one the default
 * starts subscriptions waiting for a card, so that route is the API layer's: src/api/paymentMethods).
 */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { errorResponses, IdParams } from '../../http/schemas.js';
import { PaymentMethod, PaymentMethodParams } from './schemas.js';
import { listPaymentMethods, removePaymentMethod } from './service.js';

const tags = ['customers'];

export const paymentMethodRoutes: RouteModule = (api, { store }) => {
  api.get(
    '/customers/:id/payment-methods',
    {
      schema: {
        tags,
        summary: "A customer's saved cards, newest first",
        description:
          'Cards a customer paid with on a hosted signup or checkout page, or added in the portal, kept by the payment provider: brand, last four digits and expiry, never the number. `default` marks the one renewals and auto top-ups charge. An unknown customer is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), payment_methods: Type.Array(PaymentMethod), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => ok(request, { payment_methods: await listPaymentMethods({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.delete(
    '/customers/:id/payment-methods/:pmId',
    {
      schema: {
        tags,
        summary: 'Remove a saved card',
        description:
          'Answers `{id, deleted: true}`. Removing the default leaves the customer without one (as Stripe does): renewals then wait for a card rather than charge one the customer did not choose. A card that is not this customer\'s is 404 NOT_FOUND.',
        params: PaymentMethodParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String(), deleted: Type.Boolean(), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      await removePaymentMethod({ db: store.db, scope: scopeOf(request) }, request.params.id, request.params.pmId);
      return ok(request, { id: request.params.pmId, deleted: true });
    },
  );
};
