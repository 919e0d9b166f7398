/** /v1/plans/{id}/fees: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { createFee, CreateFeeBody, FeeParams, getFee, listFees, PlanFee, UpdateFeeBody } from '../../modules/fees/index.js';
import { endFee } from './endFee.js';
import { dbContext } from '../../db/context.js';

const tags = ['plan fees'];

export const feeRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/plans/:id/fees',
    {
      schema: {
        tags,
        summary: 'Attach a flat or usage-based fee to a plan (product and price by id or inline)',
        description: "Give the product (product_id, or product inline) and an inline price, or only price_id, whose product the fee takes; dates are YYYY-MM-DD (midnight in the company time zone) or ISO 8601 date-times with offset, and unknown product, price or pricing unit ids are 400 VALIDATION_ERROR. Versions of one product's fee may not overlap (409 FEE_PERIOD_OVERLAP); a cost_plus price needs a product with a cost_metric (422 COST_METRIC_REQUIRED), a per_unit price one with a billable_metric (422 BILLABLE_METRIC_REQUIRED), and a currency price the plan's currency (422 CURRENCY_MISMATCH). Answers 201 with the fee; an unknown plan is 404 NOT_FOUND.\n\nWorked examples (the guide's Pricing models). Graduated with included usage, \"$49 a month including 100,000 API calls, then $0.40 per 1,000\": a flat fee of 4900 and {\"pricing_model\": \"graduated\", \"denominator\": 1000, \"tiers\": [{\"up_to\": 100000, \"unit_amount\": 0}, {\"up_to\": null, \"unit_amount\": 40}]}: a month of 132,000 calls bills (132,000 - 100,000) / 1,000 x 40 = 1,280, each event charged price(total after) - price(total before). Volume, {\"tiers\": [{\"up_to\": 100, \"unit_amount\": 100}, {\"up_to\": 1000, \"unit_amount\": 80}, {\"up_to\": null, \"unit_amount\": 50, \"flat_amount\": 1000}]}: 101 units in a period bill 101 x 80 = 8,080, 1,001 units 1,001 x 50 + 1,000 = 51,050, priced at the period's close. Package, \"$5 per block of 1,000 emails\": {\"pricing_model\": \"package\", \"amount\": 500, \"package_size\": 1000}: 2,000 emails bill 2 blocks, 1,000; 1,001 emails also bill 2 blocks (a started block is charged, 1,000), or 1 block, 500, with package_rounding down. A minimum per period is the plan's minimum_commitment_cents; rollover of granted credits is on credit-grant policies.",
        params: IdParams,
        body: CreateFeeBody,
        response: { 201: envelope('fee', PlanFee), ...errorResponses },
      },
    },
    async (request, reply) => {
      const fee = await createFee(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
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
        description: 'Every fee of the plan in one answer, without paging, each with its product (id, name), its price and its effective range as UTC instants; ended versions are listed too. An unknown plan is 404 NOT_FOUND.',
        params: IdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), fees: Type.Array(PlanFee), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { fees: await listFees({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.get(
    '/plans/:id/fees/:feeId',
    {
      schema: {
        tags,
        summary: 'Fetch one fee of a plan',
        description: 'The fee with its product (id, name), its price and its effective range [effective_from, effective_to) as UTC instants (null: from the beginning, open-ended). An unknown plan, or a fee that is not on this plan, is 404 NOT_FOUND.',
        params: FeeParams,
        response: { 200: envelope('fee', PlanFee), ...errorResponses },
      },
    },
    async (request) => ok(request, { fee: await getFee({ db: store.db, scope: scopeOf(request) }, request.params.id, request.params.feeId) }),
  );

  api.post(
    '/plans/:id/fees/:feeId',
    {
      schema: {
        tags,
        summary: "End a fee at a date (or move its end), so a new version of the product's fee can follow it",
        description:
          "Only `effective_to` can change (exclusive end; null makes the fee open-ended again). It must be after the fee's `effective_from`, must not overlap another version of the same product (409 FEE_PERIOD_OVERLAP), and may be in the past only back to what the fee already charged: an event it rated or a period it was invoiced for at or after the new end is 409 FEE_END_BEFORE_CHARGES. The next event rated on any node uses the new dates.",
        params: FeeParams,
        body: UpdateFeeBody,
        response: { 200: envelope('fee', PlanFee), ...errorResponses },
      },
    },
    async (request) => ok(request, { fee: await endFee({ db: store.db, scope: scopeOf(request) }, request.params.id, request.params.feeId, request.body) }),
  );
};
