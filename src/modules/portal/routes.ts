/** /v1/customer-portal-links: a thin handler. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses } from '../../http/schemas.js';
import { createPortalLink } from './createPortalLink.js';
import { CreateCustomerPortalLinkBody, CustomerPortalLink } from './schemas.js';

const tags = ['links'];

export const portalRoutes: RouteModule = (api, { store, clock, config }) => {
  api.post(
    '/customer-portal-links',
    {
      schema: {
        tags,
        summary: "Create a one-hour link to a customer's portal: balances, grants, usage, subscriptions, invoices and credit packs to buy",
        body: CreateCustomerPortalLinkBody,
        response: { 201: envelope('customer_portal_link', CustomerPortalLink), ...errorResponses },
      },
    },
    async (request, reply) => {
      const link = await createPortalLink(store.db, clock, config.publicBaseUrl, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { customer_portal_link: link });
    },
  );
};
