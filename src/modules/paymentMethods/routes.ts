/** /v1/customers/{id}/payment-methods: the cards a customer keeps on file. */
import { Type } from '@sinclair/typebox';
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { PaymentMethod, PaymentMethodParams } from './schemas.js';
import { listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod } from './service.js';

const tags = ['customers'];

export const paymentMethodRoutes: RouteModule = (api, { store, clock }) => {
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

  api.post(
    '/customers/:id/payment-methods/:pmId/default',
    {
      schema: {
        tags,
        summary: "Make a saved card the customer's default",
        description: 'No body. The card renewals and auto top-ups charge from now on; the previous default stays on file. A card that is not this customer\'s is 404 NOT_FOUND.',
        params: PaymentMethodParams,
        response: { 200: envelope('payment_method', PaymentMethod), ...errorResponses },
      },
    },
    async (request) => ok(request, { payment_method: await makeDefaultPaymentMethod(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.params.pmId) }),
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
