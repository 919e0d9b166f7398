/** /v1/subscription-signup-links and /v1/credit-pack-checkout-links: thin handlers. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { getCheckoutLink, getSignupLink } from './readLink.js';
import { createCheckoutLink } from '../../modules/links/index.js';
import { createSignupLink } from '../../modules/links/index.js';
import { CheckoutLink, CheckoutLinkOutcome, CreateCheckoutLinkBody, CreateSignupLinkBody, SignupLink, SignupLinkOutcome } from '../../modules/links/index.js';
import { dbContext } from '../../db/context.js';

const tags = ['links'];

export const linkRoutes: RouteModule = (api, { store, clock, config }) => {
  api.get(
    '/subscription-signup-links/:id',
    {
      schema: {
        tags,
        summary: 'Read a signup link back: open, completed or expired, and the subscription and invoice it produced',
        description: '`status` is open, completed (with `subscription_id`, `completed_at`, and `invoice_id` when a payment was taken) or expired once its 24 hours are over. The token is never stored, so the answer has no `url`: keep the one the create answer gave. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('subscription_signup_link', SignupLinkOutcome), ...errorResponses },
      },
    },
    async (request) => ok(request, { subscription_signup_link: await getSignupLink(dbContext(store.db, scopeOf(request), clock.now()), request.params.id) }),
  );

  api.get(
    '/credit-pack-checkout-links/:id',
    {
      schema: {
        tags,
        summary: 'Read a checkout link back: open, completed or expired, and the grant and invoice it produced',
        description: '`status` is open, completed (with `credit_grant_id`, `invoice_id`, `completed_at` and the quantity bought) or expired once its 24 hours are over. The token is never stored, so the answer has no `url`: keep the one the create answer gave. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('credit_pack_checkout_link', CheckoutLinkOutcome), ...errorResponses },
      },
    },
    async (request) => ok(request, { credit_pack_checkout_link: await getCheckoutLink(dbContext(store.db, scopeOf(request), clock.now()), request.params.id) }),
  );

  api.post(
    '/subscription-signup-links',
    {
      schema: {
        tags,
        summary: 'Create a 24-hour signup link: a customer subscribes to a plan, or changes plan',
        description: 'The `url` (/subscribe/{token}, shown only in this answer) lets the customer subscribe once to the plan named by plan_code, or, with previous_subscription_id, move that subscription to it now or at period end (change_timing_mode). Unknown ids or plan code, a field in the wrong combination and non-http(s) URLs are 400 VALIDATION_ERROR; a change that cannot be made is 422 PREVIOUS_SUBSCRIPTION_MISMATCH, SUBSCRIPTION_CANCELED, PLAN_UNCHANGED or CURRENCY_MISMATCH (an immediate change across currencies), and a customer already live on the plan is 409 SUBSCRIPTION_ALREADY_EXISTS. Success is 201.',
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
        description: "The `url` (/checkout/{token}, shown only in this answer) lets the subscription's customer buy the pack once, at the fixed `quantity` or at one they choose when it is null. Unknown subscription or pack ids, a quantity not above 0 and non-http(s) URLs are 400 VALIDATION_ERROR; a pack of another plan is 422 CREDIT_PACK_NOT_ON_PLAN, an ended pack 422 CREDIT_PACK_ENDED, a canceled subscription 422 SUBSCRIPTION_CANCELED. Success is 201.",
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
