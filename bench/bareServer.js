// The yardstick: a bare Fastify server answering the ingest routes with constant bodies, so the
// benchmark can state Meterline's throughput as a ratio measured in the same run on this machine.
// POST /v1/events/ingest answers one ingest result; POST /v1/events/batch answers BATCH_SIZE
// (default 100) of them, the size of Meterline's answer to a batch of that many events.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
const result = {
  success: true,
  status: 'inserted',
  usage_id: 'cmi8w3k2a0001x7q9r2m5t1b',
  cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
  customer_balances: [{ balance: '997', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
};
const single = { ...result, request_id: 'req_bare' };
const batch = { success: true, results: Array.from({ length: Number(process.env.BATCH_SIZE ?? 100) }, () => result), request_id: 'req_bare' };
app.post('/v1/events/ingest', async () => single);
app.post('/v1/events/batch', async () => batch);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
