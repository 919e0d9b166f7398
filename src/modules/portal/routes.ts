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
        summary: "Create a one-hour link to a customer's portal: balances, grants, usage, invoices, credit packs to buy, cards, and their subscriptions to change",
        description: "The `url` (/portal/{token}, shown only in this answer) can be opened again and again until it expires an hour after creation. There the customer sees their account, buys credit packs, keeps their cards, cancels at period end or resumes, and changes plan to one the company offers (`portal_visible`, in the subscription's currency), quoted first, taking effect at `plan_change_timing` (`now` by default, or `end_of_period`). `return_url` must be an absolute http(s) URL (400 VALIDATION_ERROR); a customer not in the key's company and mode is 404 NOT_FOUND. Success is 201.",
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
