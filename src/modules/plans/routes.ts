/** /v1/plans: thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { createPlan } from './createPlan.js';
import { CreatePlanBody, ListPlansQuery, Plan, UpdatePlanBody } from './schemas.js';
import { getPlan, listPlans } from './service.js';
import { updatePlan } from './updatePlan.js';
import { dbContext } from '../../db/context.js';

const tags = ['plans'];

export const planRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/plans',
    {
      schema: {
        tags,
        summary: 'Create a plan (plan_code derived from the name when omitted)',
        description: 'Defaults: type usage, currency_code usd, invoicing_cadence monthly. An omitted plan_code is derived from the name ("Pro Plan (2026)" gives pro_plan_2026, then pro_plan_2026_2, ... when taken), null leaves the plan without one, and a given code already in use is 409 CODE_TAKEN; initial_credit_quantity is for credits plans only (400 VALIDATION_ERROR on a usage plan). The extension `portal_visible: true` (default false) offers the plan on the customer portal to subscriptions of its currency. minimum_commitment_cents (a whole number of minor units of the plan\'s currency, 0 to 10^15, or null) is the least each invoicing period bills: the period\'s closing invoice adds a "Minimum commitment" line for what its recurring flat fees and usage in the plan\'s currency fell short of it, prorated by day for a partial period (docs/guide.md, Minimum commitment); anything else is 400 VALIDATION_ERROR naming body.minimum_commitment_cents. Answers 201 with the plan; its fees, catalogs, credit packs and credit-grant policies are added under /v1/plans/{id}.',
        body: CreatePlanBody,
        response: { 201: envelope('plan', Plan), ...errorResponses },
      },
    },
    async (request, reply) => {
      const plan = await createPlan(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { plan });
    },
  );

  api.get(
    '/plans',
    {
      schema: {
        tags,
        summary: 'List plans, newest first',
        description: "A page of the plans of the key's company and mode: `limit` 1..100 (default 50), `cursor` from the previous page's `pagination.next_cursor`. A bad limit or cursor is 400 VALIDATION_ERROR.",
        querystring: ListPlansQuery,
        response: { 200: listEnvelope('plans', Plan), ...errorResponses },
      },
    },
    async (request) => {
      const result = await listPlans({ db: store.db, scope: scopeOf(request) }, parsePageQuery(request.query));
      return ok(request, { plans: result.items, pagination: result.pagination });
    },
  );

  api.get(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a plan',
        description: "The plan's own fields; its fees, catalogs, credit packs and credit-grant policies have their own lists under /v1/plans/{id}. An unknown id is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: envelope('plan', Plan), ...errorResponses },
      },
    },
    async (request) => ok(request, { plan: await getPlan({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.post(
    '/plans/:id',
    {
      schema: {
        tags,
        summary: 'Update a plan: only provided fields change; billing fields are fixed once subscribed',
        description: 'Once the plan has subscriptions, changing `type`, `currency_code` or `invoicing_cadence` is 409 PLAN_IMMUTABLE_FIELD (sending the current value is fine); `name`, `plan_code`, `initial_credit_quantity` , `minimum_commitment_cents` and `portal_visible` (offered on the customer portal) stay editable (a new minimum applies to every period that closes after the change, the whole period). A plan_code another plan uses is 409 CODE_TAKEN, and a usage plan cannot have an initial_credit_quantity (400 VALIDATION_ERROR: set it to null in the same request). An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        body: UpdatePlanBody,
        response: { 200: envelope('plan', Plan), ...errorResponses },
      },
    },
    async (request) => ok(request, { plan: await updatePlan(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body) }),
  );
};
