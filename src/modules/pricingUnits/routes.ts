/** /v1/pricing-units: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { addConversionRate } from './addConversionRate.js';
import { CreateConversionRateBody, CreatePricingUnitBody, PricingUnit } from './schemas.js';
import * as pricingUnits from './service.js';

const tags = ['pricing units'];

export const pricingUnitRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/pricing-units',
    {
      schema: {
        tags,
        summary: 'Create a pricing unit (code unique per company and mode)',
        body: CreatePricingUnitBody,
        response: { 201: envelope('pricing_unit', PricingUnit), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pricingUnit = await pricingUnits.createPricingUnit(store.db, clock, scopeOf(request), request.body);
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
        response: {
          200: Type.Object({ success: Type.Boolean(), pricing_units: Type.Array(PricingUnit), request_id: Type.String() }),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { pricing_units: await pricingUnits.listPricingUnits(store.db, scopeOf(request)) }),
  );

  api.get(
    '/pricing-units/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a pricing unit with its conversion rates',
        params: IdParams,
        response: { 200: envelope('pricing_unit', PricingUnit), ...errorResponses },
      },
    },
    async (request) => ok(request, { pricing_unit: await pricingUnits.getPricingUnit(store.db, scopeOf(request), request.params.id) }),
  );

  api.post(
    '/pricing-units/:id/conversion-rates',
    {
      schema: {
        tags,
        summary:
          'Add a conversion rate (company default or per customer); ends the series\' current rate where the new one starts. Answers with the pricing unit and all its rates.',
        params: IdParams,
        body: CreateConversionRateBody,
        response: { 201: envelope('pricing_unit', PricingUnit), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pricingUnit = await addConversionRate(store.db, clock, scopeOf(request), request.params.id, request.body);
      reply.code(201);
      return ok(request, { pricing_unit: pricingUnit });
    },
  );
};
