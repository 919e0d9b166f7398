// The yardstick: a bare Fastify server answering the ingest route with a constant body, so the
// benchmark can state Meterline's throughput as a ratio measured in the same run on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
const body = {
  success: true,
  status: 'inserted',
  request_id: 'req_bare',
  usage_id: 'bare',
  cost: [{ amount: '3', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
  customer_balances: [{ balance: '997', account_type: 'pricing_unit', pricing_unit_code: 'credits' }],
};
app.post('/v1/events/ingest', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
