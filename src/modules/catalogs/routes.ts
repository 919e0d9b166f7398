/** /v1/catalogs and /v1/plans/{id}/catalogs: thin handlers, schema in, use case, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { parsePageQuery } from '../../http/pagination.js';
import { Body, envelope, errorResponses, IdParams, listEnvelope } from '../../http/schemas.js';
import { attachCatalog, listPlanCatalogs } from './attachCatalog.js';
import { detachCatalog } from './detachCatalog.js';
import { addEntries, createCatalog } from './createCatalog.js';
import { getCatalog, listCatalogEntries, listCatalogs } from './readCatalogs.js';
import { AddEntriesBody, AttachCatalogBody, Catalog, CatalogDetail, CatalogEntry, CreateCatalogBody, ListEntriesQuery, PlanCatalog } from './schemas.js';
import { dbContext } from '../../db/context.js';

const tags = ['catalogs'];

const EmptyBody = Body({}, { description: 'No fields: send no body or {}' });

export const catalogRoutes: RouteModule = (api, { store, clock }) => {
  api.get(
    '/catalogs',
    {
      schema: {
        tags,
        summary: 'List the catalogs that can be attached to plans: every global catalog plus the company catalogs of this mode, newest first',
        description: 'The whole list in one answer, without paging. Global catalogs (`global: true`) are maintained by the operator and read-only over the API; each catalog gives its `entry_count`, and its entries are at GET /v1/catalogs/{id}/entries.',
        response: { 200: envelope('catalogs', Type.Array(Catalog)), ...errorResponses },
      },
    },
    async (request) => ok(request, { catalogs: await listCatalogs({ db: store.db, scope: scopeOf(request) }) }),
  );

  api.post(
    '/catalogs',
    {
      schema: {
        tags,
        summary: 'Create a company catalog, optionally with its first entries',
        description: "`name` must be unique among the company's catalogs of this mode (409 CATALOG_NAME_TAKEN). Up to 1,000 entries may come with it, all stored or none: an entry's dimensions share one currency and a key may not repeat (400 VALIDATION_ERROR with the path at fault). Answers 201 with the catalog; attach it to a plan with POST /v1/plans/{id}/catalogs.",
        body: CreateCatalogBody,
        response: { 201: envelope('catalog', Catalog), ...errorResponses },
      },
    },
    async (request, reply) => {
      const catalog = await createCatalog(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { catalog });
    },
  );

  api.get(
    '/catalogs/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a global catalog or one of the company catalogs, with what it matches: event_name, key_property, as_of',
        description: "Once the catalog is attached to a plan, events named `event_name` are priced by the entry whose `key` equals the event's `key_property` value. `as_of` and `source_note` come from an imported catalog file and are null for catalogs made over the API. A catalog of another company or of the other mode is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: envelope('catalog', CatalogDetail), ...errorResponses },
      },
    },
    async (request) => ok(request, { catalog: await getCatalog({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.get(
    '/catalogs/:id/entries',
    {
      schema: {
        tags,
        summary: "List a catalog's entries with their unit costs, by key, a page at a time (global catalogs and the company's own)",
        description: 'Each entry costs the sum over its dimensions of property x amount / per (amount in minor units of the currency); `price`, when set, is what the customer pays instead of the attachment rule. `limit` 1..100 (default 50), `cursor` from the previous page.',
        params: IdParams,
        querystring: ListEntriesQuery,
        response: { 200: listEnvelope('entries', CatalogEntry), ...errorResponses },
      },
    },
    async (request) => {
      const result = await listCatalogEntries({ db: store.db, scope: scopeOf(request) }, request.params.id, parsePageQuery(request.query));
      return ok(request, { entries: result.items, pagination: result.pagination });
    },
  );

  api.post(
    '/catalogs/:id/entries',
    {
      schema: {
        tags,
        summary: 'Add entries to a company catalog',
        description: 'Adds 1 to 1,000 entries, all or none, and answers 201 with the catalog and its new `entry_count`. A global catalog is read-only: 422 CATALOG_READ_ONLY. A key the catalog already has is 409 ENTRY_KEY_TAKEN, `details` naming each clash; a key repeated within the request is 400 VALIDATION_ERROR.',
        params: IdParams,
        body: AddEntriesBody,
        response: { 201: envelope('catalog', Catalog), ...errorResponses },
      },
    },
    async (request, reply) => {
      const catalog = await addEntries(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
      reply.code(201);
      return ok(request, { catalog });
    },
  );

  api.post(
    '/plans/:id/catalogs',
    {
      schema: {
        tags: ['catalogs', 'plans'],
        summary: 'Attach a catalog to a plan with a pass_through or cost_plus rule',
        description: "From the next event on, the plan's events named the catalog's `event_name` are billed at the matched entry's cost (pass_through) or at cost x `multiplier` in the given currency or pricing unit (cost_plus); an entry with its own `price` is billed at that price. The catalog must be global or the company's own in this mode, and a cost_plus pricing unit one of the company's (else 400 VALIDATION_ERROR). An unknown plan is 404 NOT_FOUND; a catalog already attached to the plan is 409 CATALOG_ALREADY_ATTACHED.",
        params: IdParams,
        body: AttachCatalogBody,
        response: { 201: envelope('plan_catalog', PlanCatalog), ...errorResponses },
      },
    },
    async (request, reply) => {
      const planCatalog = await attachCatalog(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
      reply.code(201);
      return ok(request, { plan_catalog: planCatalog });
    },
  );

  api.post(
    '/plans/:id/catalogs/:catalogId/detach',
    {
      schema: {
        tags: ['catalogs', 'plans'],
        summary: 'Detach a catalog from a plan: events from now on are no longer priced by it; what it already charged stays charged',
        description: 'No body (or {}). Answers the attachment as it was. A catalog not attached to the plan is 404. The catalog can be attached again later.',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), catalogId: Type.String({ minLength: 1, maxLength: 64 }) }),
        body: EmptyBody,
        response: { 200: envelope('plan_catalog', PlanCatalog), ...errorResponses },
      },
      // No body at all reads as `{}`, so the schema (no fields allowed) checks one shape.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request) => ok(request, { plan_catalog: await detachCatalog({ db: store.db, scope: scopeOf(request) }, request.params.id, request.params.catalogId) }),
  );

  api.get(
    '/plans/:id/catalogs',
    {
      schema: {
        tags: ['catalogs', 'plans'],
        summary: 'List the catalogs attached to a plan with their pricing rules, newest first',
        description: 'Each attachment carries its catalog (id, name, global, entry_count) and its rule: {mode: pass_through} or {mode: cost_plus, multiplier, denomination}. Detached catalogs are no longer listed. An unknown plan is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: envelope('plan_catalogs', Type.Array(PlanCatalog)), ...errorResponses },
      },
    },
    async (request) => ok(request, { plan_catalogs: await listPlanCatalogs({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );
};
