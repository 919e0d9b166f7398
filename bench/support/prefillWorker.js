// The pre-fill, in a process of its own (bench/support/prefill.js starts it): BENCH_EVENTS events
// sent straight to Meterline's own ingest pipeline (IngestService.ingestMany, what both ingest
// routes call), without HTTP. So the store holds exactly the rows ingest writes (events, charges,
// ledger entries, wallet and grant balances, usage totals), whatever the layout of the day is.
// Events are stamped in order over the last PREFILL_DAYS days, customers in turn, in lanes
// of disjoint customers so concurrent batches do not wait on each other's wallets.
import { openStore } from '../../dist/db/store.js';
import { systemClock } from '../../dist/clock.js';
import { acceptEvent, IngestService } from '../../dist/modules/ingest/index.js';
import { vacuumLikeAutovacuum } from './postgres.js';
import pg from 'pg';

const PREFILL_DAYS = 7;
const CHUNK = 1000;
/** On PostgreSQL, autovacuum's work is done by hand every this many events (postgres.js). */
const VACUUM_EVERY = 20_000;

const { databaseUrl, companyId, customers, events, keyPrefix, lanes } = JSON.parse(process.argv[2]);
const store = openStore(databaseUrl, { poolSize: lanes + 2 });
const service = new IngestService(store, systemClock);
const scope = { companyId, mode: 'test' };
const now = Date.now();
const first = now - PREFILL_DAYS * 86_400_000;
const step = (now - 60_000 - first) / Math.max(1, events);
const started = performance.now();
let next = 0;
let done = 0;
let reported = 0;
let vacuumedAt = 0;
const vacuumer = databaseUrl.startsWith('postgres') ? new pg.Client({ connectionString: databaseUrl }) : null;
await vacuumer?.connect();
let vacuuming = null;

function eventOf(n, lane) {
  const ownCustomers = Math.ceil((customers.length - lane) / lanes);
  const customer = customers[lane + lanes * (n % ownCustomers)];
  const body = {
    event_name: 'llm.completion',
    idempotency_key: `${keyPrefix}-${n}`,
    customer_id: customer,
    timestamp: new Date(first + n * step).toISOString(),
    properties: { model: 'gpt-4o', tokens: 1000 + (n % 500), cost_usd: 0.0125 },
  };
  return acceptEvent(body, new Date());
}

async function lane(index) {
  for (;;) {
    const start = next;
    const count = Math.min(CHUNK, events - start);
    if (count <= 0) return;
    next += count;
    const batch = Array.from({ length: count }, (_, i) => eventOf(start + i, index));
    const answers = await service.ingestMany(scope, batch);
    const refused = answers.find((a) => a.status !== 'inserted' && a.status !== 'duplicate');
    if (refused) throw new Error(`pre-fill event refused: ${JSON.stringify(refused)}`);
    done += count;
    if (vacuumer && !vacuuming && done - vacuumedAt >= VACUUM_EVERY) {
      vacuumedAt = done;
      // Beside the lanes, as autovacuum runs beside the server: the lanes do not wait for it.
      vacuuming = vacuumLikeAutovacuum(vacuumer).finally(() => (vacuuming = null));
    }
    if (done - reported >= 100_000) {
      reported = done;
      process.stdout.write(`  pre-filled ${done.toLocaleString('en-US')} events, ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    }
  }
}

try {
  await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
  process.stdout.write(`PREFILL_DONE ${JSON.stringify({ events: done, seconds: (performance.now() - started) / 1000 })}\n`);
} finally {
  await vacuuming;
  await vacuumer?.end();
  await store.close();
}
