/** /v1/pricing-units: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { addConversionRate } from './addConversionRate.js';
import { CreateConversionRateBody, CreatePricingUnitBody, PricingUnit } from './schemas.js';
import * as pricingUnits from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['pricing units'];

export const pricingUnitRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/pricing-units',
    {
      schema: {
        tags,
        summary: 'Create a pricing unit (code unique per company and mode)',
        description: "`code` (letters, digits, _ and -, case-sensitive) is unique among the company's pricing units of this mode: a taken one is 409 CODE_TAKEN. Answers 201 with the unit and no conversion rates yet; add them with POST /v1/pricing-units/{id}/conversion-rates.",
        body: CreatePricingUnitBody,
        response: { 201: envelope('pricing_unit', PricingUnit), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pricingUnit = await pricingUnits.createPricingUnit(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { pricing_unit: pricingUnit });
    },
  );

  api.get(
    '/pricing-units',
    {
      schema: {
        tags,
        summary: 'List pricing units with their conversion rates, newest first',
        description: "Every pricing unit of the key's company and mode in one answer, without paging, each with all its conversion rates (company defaults and per-customer rates, ended ones included), oldest first.",
        response: {
          200: Type.Object({ success: Type.Boolean(), pricing_units: Type.Array(PricingUnit), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { pricing_units: await pricingUnits.listPricingUnits({ db: store.db, scope: scopeOf(request) }) }),
  );

  api.get(
    '/pricing-units/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a pricing unit with its conversion rates',
        description: 'The rates come oldest first: an ended rate has its exclusive `effective_to`, the current rate of each series has null. An unknown id is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('pricing_unit', PricingUnit), ...errorResponses },
      },
    },
    async (request) => ok(request, { pricing_unit: await pricingUnits.getPricingUnit({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.post(
    '/pricing-units/:id/conversion-rates',
    {
      schema: {
        tags,
        summary: 'Add a conversion rate to a pricing unit (company default or per customer)',
        description:
          "A series is the pricing unit, the customer (or none: the company default) and the settlement currency. The new rate ends the series' current rate where it starts (`effective_from`, default now, strictly after the current rate's start; only a series' first rate may start from the beginning), else 409 RATE_PERIOD_OVERLAP. Answers 201 with the pricing unit and all its rates; an unknown pricing unit is 404 NOT_FOUND, an unknown customer_id 400 VALIDATION_ERROR.",
        params: IdParams,
        body: CreateConversionRateBody,
        response: { 201: envelope('pricing_unit', PricingUnit), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pricingUnit = await addConversionRate(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
      reply.code(201);
      return ok(request, { pricing_unit: pricingUnit });
    },
  );
};
