/** /v1/products: thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { CreateProductBody, Product } from './schemas.js';
import { createProduct, getProduct } from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['products'];

export const productRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product with its billable and cost metrics',
        description: "The billable metric says which usage events the product bills and the quantity each contributes; the cost metric, needed for cost_plus prices, where an event's underlying cost comes from (the expression language is in the guide's Metrics section). A metric that breaks a rule, or a cost metric naming a catalog that is neither global nor the company's own in this mode, is 400 VALIDATION_ERROR naming the path. Answers 201; a fee (POST /v1/plans/{id}/fees) puts a price on the product.",
        body: CreateProductBody,
        response: { 201: envelope('product', Product), ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = await createProduct(dbContext(store.db, scopeOf(request), clock.now()), request.body);
      reply.code(201);
      return ok(request, { product });
    },
  );

  api.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Fetch a product',
        description: "The product's name and its metrics as stored (normalized), null when not set. An unknown id is 404 NOT_FOUND.",
        params: IdParams,
        response: { 200: envelope('product', Product), ...errorResponses },
      },
    },
    async (request) => ok(request, { product: await getProduct({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );
};
