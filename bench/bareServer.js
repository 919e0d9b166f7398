// The yardstick: Fastify as Meterline builds it (src/app.ts: the same server options, the strict
// JSON body parser, the X-Request-Id hook, @fastify/swagger and @fastify/swagger-ui registered),
// and the ingest routes with their own body and response schemas, answering constant bodies:
// Meterline minus ingest, and minus the API key, rate limit and scope clock. What it costs per
// request is the floor the benchmark states Meterline's CPU per event against (`cpu_ratio`).
// POST /v1/events/ingest answers one ingest result; POST /v1/events/batch answers BATCH_SIZE
// (default 100) of them, the size of Meterline's answer to a batch of that many events.
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { newId } from '../dist/db/ids.js';
import { useStrictJsonBodies } from '../dist/http/jsonBody.js';
import { BatchIngestResult, BillableEvent, EventBatch, IngestResult } from '../dist/modules/ingest/schemas.js';

const app = Fastify({
  logger: false,
  bodyLimit: 1024 * 1024,
  genReqId: () => `req_${newId()}`,
  requestIdHeader: false,
  return503OnClosing: false,
  forceCloseConnections: 'idle',
  ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, useDefaults: false, allowUnionTypes: true } },
});
app.addHook('onRequest', async (request, reply) => {
  reply.header('X-Request-Id', request.id);
});
app.removeContentTypeParser('text/plain');
useStrictJsonBodies(app);
await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 'bare', version: '1.0.0' } } });
await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

const result = {
  success: true,
  status: 'inserted',
  usage_id: 'cmi8w3k2a0001x7q9r2m5t1b',
  cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
  customer_balances: [{ balance: '997', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
};
const results = Array.from({ length: Number(process.env.BATCH_SIZE ?? 100) }, () => result);
app.post('/v1/events/ingest', { schema: { body: BillableEvent, response: { 200: IngestResult } } }, async (request) => ({ ...result, request_id: request.id }));
app.post('/v1/events/batch', { schema: { body: EventBatch, response: { 200: BatchIngestResult } } }, async (request) => ({ success: true, results, request_id: request.id }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
