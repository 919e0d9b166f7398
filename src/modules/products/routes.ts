/** /v1/products: thin handlers, schema in, service call, schema out. */
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { CreateProductBody, Product } from './schemas.js';
import { createProduct, getProduct } from './service.js';

const tags = ['products'];

export const productRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product with its billable and cost metrics',
        body: CreateProductBody,
        response: { 201: envelope('product', Product), ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = await createProduct(store.db, clock, scopeOf(request), request.body);
      reply.code(201);
      return ok(request, { product });
    },
  );

  api.get(
    '/products/:id',
    { schema: { tags, summary: 'Fetch a product', params: IdParams, response: { 200: envelope('product', Product), ...errorResponses } } },
    async (request) => ok(request, { product: await getProduct(store.db, scopeOf(request), request.params.id) }),
  );
};
