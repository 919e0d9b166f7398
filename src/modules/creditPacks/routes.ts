/** Credit packs: /v1/plans/{id}/credit-packs and /v1/credit-packs/{creditPackId} (read, end). Thin handlers. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { createCreditPack } from './createCreditPack.js';
import { CreateCreditPackBody, CreditPack, CreditPackParams, CreditPackStateEnvelope, UpdateCreditPackBody } from './schemas.js';
import { updateCreditPack } from './updateCreditPack.js';
import * as creditPacks from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['credit packs'];

export const creditPackRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/plans/:id/credit-packs',
    {
      schema: {
        tags,
        summary: 'Create a credit pack on a plan (code unique per plan)',
        description: "A pack sells `unit_amount` units of a pricing unit for `money_minor` minor units of the plan's currency; the units bought expire after `expiration_interval_count` intervals of `expiration_interval_unit` (default month; count null: never). An unknown plan is 404 NOT_FOUND, an unknown pricing_unit_id 400 VALIDATION_ERROR, a code the plan already has 409 CODE_TAKEN. Answers 201; checkout links (POST /v1/credit-pack-checkout-links) sell it.",
        params: IdParams,
        body: CreateCreditPackBody,
        response: { 201: envelope('credit_pack', CreditPack), ...errorResponses },
      },
    },
    async (request, reply) => {
      const creditPack = await createCreditPack(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
      reply.code(201);
      return ok(request, { credit_pack: creditPack });
    },
  );

  api.get(
    '/plans/:id/credit-packs',
    {
      schema: {
        tags,
        summary: "List a plan's credit packs, newest first",
        description: 'Every pack of the plan in one answer, without paging, each with its pricing unit; packs ended with POST /v1/credit-packs/{creditPackId} are listed too. An unknown plan is 404 NOT_FOUND.',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), credit_packs: Type.Array(CreditPack), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { credit_packs: await creditPacks.listPlanCreditPacks({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.get(
    '/credit-packs/:creditPackId',
    {
      schema: {
        tags,
        summary: 'Fetch a credit pack with its pricing unit',
        description: "The pack's price (`money_minor`, in the plan's currency) and units (`unit_amount`) with its pricing unit's id, code and name. An id that is not a pack of the key's company and mode is 404 NOT_FOUND.",
        params: CreditPackParams,
        response: { 200: envelope('credit_pack', CreditPack), ...errorResponses },
      },
    },
    async (request) => ok(request, { credit_pack: await creditPacks.getCreditPack({ db: store.db, scope: scopeOf(request) }, request.params.creditPackId) }),
  );

  api.post(
    '/credit-packs/:creditPackId',
    {
      schema: {
        tags,
        summary: 'End a credit pack (active: false) so no new checkout link sells it, or put it back on sale (active: true)',
        description:
          "Only the sale state changes: a pack's price, units and expiry are what its links sell (a new price is a new pack). Links made before the end still sell it until they expire. Credits already bought are untouched. The answer carries `active` and `ended_at` beside the pack.",
        params: CreditPackParams,
        body: UpdateCreditPackBody,
        response: { 200: CreditPackStateEnvelope, ...errorResponses },
      },
    },
    async (request) => ok(request, await updateCreditPack(dbContext(store.db, scopeOf(request), clock.now()), request.params.creditPackId, request.body)),
  );
};
