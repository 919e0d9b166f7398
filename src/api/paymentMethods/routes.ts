/**
 * POST /v1/customers/{id}/payment-methods/{pmId}/default: the card renewals and auto top-ups
 * charge from now on. In the same transaction, the customer's subscriptions waiting for a payment
 * method start (src/api/subscriptions/awaitingPaymentMethod.ts); a failing collection of theirs
 * is tried on the new card by the next collection run (modules/collections).
 */
import { txContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses } from '../../http/schemas.js';
import { makeDefaultPaymentMethod, PaymentMethod, PaymentMethodParams } from '../../modules/paymentMethods/index.js';
import { startAwaitingSubscriptions } from '../subscriptions/index.js';

export const defaultPaymentMethodRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/customers/:id/payment-methods/:pmId/default',
    {
      schema: {
        tags: ['customers'],
        summary: "Make a saved card the customer's default",
        description:
          "No body. The card renewals and auto top-ups charge from now on; the previous default stays on file. The customer's subscriptions waiting in `pending_payment_method` start (active, or trialing before their trial end) and are billed from their start; an open `charge_automatically` invoice whose charge failed is tried on this card by the next collection run. A card that is not this customer's is 404 NOT_FOUND.",
        params: PaymentMethodParams,
        response: { 200: envelope('payment_method', PaymentMethod), ...errorResponses },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const now = clock.now();
      const card = await store.db.transaction().execute(async (trx) => {
        const tx = txContext(trx, scope, now);
        const made = await makeDefaultPaymentMethod(tx, request.params.id, request.params.pmId);
        await startAwaitingSubscriptions(tx, request.params.id);
        return made;
      });
      return ok(request, { payment_method: card });
    },
  );
};
