/** /v1/subscription-signup-links and /v1/credit-pack-checkout-links: thin handlers. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { getCheckoutLink, getSignupLink } from './readLink.js';
import { createCheckoutLink } from './createCheckoutLink.js';
import { createSignupLink } from './createSignupLink.js';
import { CheckoutLink, CheckoutLinkOutcome, CreateCheckoutLinkBody, CreateSignupLinkBody, SignupLink, SignupLinkOutcome } from './schemas.js';

const tags = ['links'];

export const linkRoutes: RouteModule = (api, { store, clock, config }) => {
  api.get(
    '/subscription-signup-links/:id',
    {
      schema: {
        tags,
        summary: 'Read a signup link back: open, completed or expired, and the subscription and invoice it produced',
        params: IdParams,
        response: { 200: envelope('subscription_signup_link', SignupLinkOutcome), ...errorResponses },
      },
    },
    async (request) => ok(request, { subscription_signup_link: await getSignupLink(store.db, clock, scopeOf(request), request.params.id) }),
  );

  api.get(
    '/credit-pack-checkout-links/:id',
    {
      schema: {
        tags,
        summary: 'Read a checkout link back: open, completed or expired, and the grant and invoice it produced',
        params: IdParams,
        response: { 200: envelope('credit_pack_checkout_link', CheckoutLinkOutcome), ...errorResponses },
      },
    },
    async (request) => ok(request, { credit_pack_checkout_link: await getCheckoutLink(store.db, clock, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/subscription-signup-links',
    {
      schema: {
        tags,
        summary: 'Create a 24-hour signup link: a customer subscribes to a plan, or changes plan',
        body: CreateSignupLinkBody,
        response: { 201: envelope('subscription_signup_link', SignupLink), ...errorResponses },
      },
    },
    async (request, reply) => {
      const link = await createSignupLink(store.db, clock, config.publicBaseUrl, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { subscription_signup_link: link });
    },
  );

  api.post(
    '/credit-pack-checkout-links',
    {
      schema: {
        tags,
        summary: "Create a 24-hour checkout link for a credit pack of the subscription's plan",
        body: CreateCheckoutLinkBody,
        response: { 201: envelope('credit_pack_checkout_link', CheckoutLink), ...errorResponses },
      },
    },
    async (request, reply) => {
      const link = await createCheckoutLink(store.db, clock, config.publicBaseUrl, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { credit_pack_checkout_link: link });
    },
  );
};
