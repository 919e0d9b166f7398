/** /v1/plans/{id}/fees: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { createFee } from './createFee.js';
import { CreateFeeBody, FeeParams, PlanFee } from './schemas.js';
import { getFee, listFees } from './service.js';

const tags = ['plan fees'];

export const feeRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/plans/:id/fees',
    {
      schema: {
        tags,
        summary: 'Attach a flat or usage-based fee to a plan (product and price by id or inline)',
        params: IdParams,
        body: CreateFeeBody,
        response: { 201: envelope('fee', PlanFee), ...errorResponses },
      },
    },
    async (request, reply) => {
      const fee = await createFee(store.db, clock, scopeOf(request), request.params.id, request.body);
      reply.code(201);
      return ok(request, { fee });
    },
  );

  api.get(
    '/plans/:id/fees',
    {
      schema: {
        tags,
        summary: "List a plan's fees (every version), in the order they were attached",
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), fees: Type.Array(PlanFee), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { fees: await listFees(store.db, scopeOf(request), request.params.id) }),
  );

  api.get(
    '/plans/:id/fees/:feeId',
    { schema: { tags, summary: 'Fetch one fee of a plan', params: FeeParams, response: { 200: envelope('fee', PlanFee), ...errorResponses } } },
    async (request) => ok(request, { fee: await getFee(store.db, scopeOf(request), request.params.id, request.params.feeId) }),
  );
};
