/** /v1/plans/{id}/credit-grant-policies and /v1/credit-grant-policies/{id}: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { createGrantPolicy } from './createGrantPolicy.js';
import { endGrantPolicy } from './endGrantPolicy.js';
import { CreateGrantPolicyBody, CreditGrantPolicy, UpdateGrantPolicyBody } from './schemas.js';
import { listPlanGrantPolicies } from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['credit grant policies'];

export const grantPolicyRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/plans/:id/credit-grant-policies',
    {
      schema: {
        tags,
        summary: 'Create an automated credit-grant policy on a plan (a pricing unit, or the plan currency)',
        description: "While the policy is in force on [effective_from, effective_to) (ISO date-times), the billing engine grants `amount` to each subscription of the plan every `cadence`, or once at its start for one_off_subscription_start; the credits expire after the interval (count null: never). Name the denomination with exactly one of pricing_unit_id and currency_code (account_type currency alone means the plan's currency), else 400 VALIDATION_ERROR; a currency other than the plan's is 422 CURRENCY_MISMATCH. `rollover` (or null) carries the unused part of each grant over when it expires: it is granted again, capped by max_amount (units of the grant) and by max_percent of the grant's amount (both when both are set), as a new grant \"Rollover of <grant name>\" expiring expiration_interval_count expiration_interval_unit after that expiry; the ledger shows the expiry and the rollover grant, and a rollover grant never rolls over again. Only expiring credits roll over: rollover without expiration_interval_count is 400 VALIDATION_ERROR naming rollover, as is a cap out of range. An unknown plan is 404 NOT_FOUND.",
        params: IdParams,
        body: CreateGrantPolicyBody,
        response: { 201: envelope('credit_grant_policy', CreditGrantPolicy), ...errorResponses },
      },
    },
    async (request, reply) => {
      const policy = await createGrantPolicy(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
      reply.code(201);
      return ok(request, { credit_grant_policy: policy });
    },
  );

  api.post(
    '/credit-grant-policies/:id',
    {
      schema: {
        tags,
        summary: 'End a credit-grant policy at effective_to: it grants nothing from then on; grants it made are untouched',
        description: 'Only `effective_to` changes (a date is midnight in the company time zone). Not before now, after effective_from; null makes the policy open-ended again.',
        params: IdParams,
        body: UpdateGrantPolicyBody,
        response: { 200: envelope('credit_grant_policy', CreditGrantPolicy), ...errorResponses },
      },
    },
    async (request) => ok(request, { credit_grant_policy: await endGrantPolicy(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body) }),
  );

  api.get(
    '/plans/:id/credit-grant-policies',
    {
      schema: {
        tags,
        summary: "List a plan's credit-grant policies, newest first",
        description: 'Every policy of the plan in one answer, without paging; ended policies are listed too, with their `effective_to`. An unknown plan is 404 NOT_FOUND.',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), credit_grant_policies: Type.Array(CreditGrantPolicy), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { credit_grant_policies: await listPlanGrantPolicies({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );
};
