// `npm run bench:pipeline`: the set-based ingest pipeline alone, without HTTP: the same world as
// `npm run bench` (1,000 customers on a credits plan with a per-unit and a cost-plus fee, grants in
// place) on a fresh SQLite file, events sent straight to the ingest
// service in batches of SIZE (default 32), one after another. Prints events/s, the process's CPU
// per event and SQL statements per event: what a batch costs before any request handling.
// BENCH_WAL_PAGES=1: the measured batches run with checkpoints off, and then the pages each event
// dirtied are counted by table and index from the log (support/walPages.js), the measure of what
// a layout costs SQLite's log and checkpoints. BENCH_DATABASE_URL=postgres://...: the same on a
// PostgreSQL database of its own (created and dropped); the CPU is this process's (Node) alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../dist/app.js';
import { openStore } from '../dist/db/store.js';
import { migrateToLatest } from '../dist/db/migrate.js';
import { loadConfig } from '../dist/config.js';
import { systemClock } from '../dist/clock.js';
import { createCompany, createApiKey } from '../dist/modules/platform/service.js';
import { IngestService } from '../dist/modules/ingest/service.js';
import { ingestStats } from '../dist/modules/ingest/stats.js';
import { walPagesByTable } from './support/walPages.js';
import { analyze, createDatabase, dropDatabase } from './support/postgres.js';
const PG_BASE = process.env.BENCH_DATABASE_URL || null;
const file = path.join(os.tmpdir(), `meterline-pipeline-${process.pid}.db`); for (const f of [file, file + '-wal', file + '-shm']) fs.rmSync(f, { force: true });
const database = PG_BASE ? await createDatabase(PG_BASE) : null;
const databaseUrl = database ? database.url : `sqlite:${file}`;
const store = openStore(databaseUrl); await migrateToLatest(store);
const app = await buildApp({ store, config: { ...loadConfig({}), databaseUrl }, clock: systemClock });
const company = await createCompany(store.db, systemClock, { name: 'M', rateLimitPerWindow: 1e9 });
const key = (await createApiKey(store.db, systemClock, { companyId: company.id, mode: 'test' })).key;
const call = async (url, body) => { const r = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${key}` }, payload: body }); const j = r.json(); if (r.statusCode >= 300) throw new Error(r.body); return j; };
const unit = (await call('/v1/pricing-units', { code: 'credits', name: 'Credits' })).pricing_unit;
await call(`/v1/pricing-units/${unit.id}/conversion-rates`, { settlement_currency_code: 'usd', money_minor: 100, unit_amount: 100 });
const plan = (await call('/v1/plans', { name: 'P', type: 'credits', currency_code: 'usd' })).plan;
await call(`/v1/plans/${plan.id}/fees`, { product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } }, price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id } });
await call(`/v1/plans/${plan.id}/fees`, { product: { name: 'Cost', cost_metric: { expression: { event_name: 'llm.completion', cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } } }, price: { pricing_model: 'cost_plus', pricing_unit_id: unit.id, cost_plus: { markup_mode: 'multiplier', multiplier: 1.2 } } });
const customers = [];
for (let i = 0; i < 1000; i++) { const c = (await call('/v1/customers', { name: `C${i}` })).customer; const s = (await call('/v1/subscriptions', { customer_id: c.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' })).subscription; await call(`/v1/subscriptions/${s.id}/credit-grants`, { name: 'g', amount: 1000000, pricing_unit_code: 'credits' }); customers.push(c.id); }
const svc = new IngestService(store, systemClock);
const scope = { companyId: company.id, mode: 'test' };
const SIZE = Number(process.env.SIZE ?? 32); let seq = 0;
const mk = () => { seq++; return { eventName: 'llm.completion', idempotencyKey: `k${seq}`, customerId: customers[(seq * 7919) % customers.length], timestamp: new Date(), sessionId: null, properties: { model: 'gpt-4o', tokens: 1000 + (seq % 500), cost_usd: 0.0125 } }; };
for (let i = 0; i < 50; i++) await svc.ingestMany(scope, Array.from({ length: SIZE }, mk));
if (database) await analyze(database.url, { vacuum: true });
const WAL_PAGES = !database && process.env.BENCH_WAL_PAGES === '1';
if (WAL_PAGES) { await store.sqlite.checkpointer.close(); store.sqlite.connection.pragma('wal_autocheckpoint = 0'); store.sqlite.connection.pragma('wal_checkpoint(TRUNCATE)'); }
import inspector from 'node:inspector'; const ses = new inspector.Session(); ses.connect(); const post = (m, p) => new Promise((res, rej) => ses.post(m, p, (e, r) => e ? rej(e) : res(r)));
await post('HeapProfiler.enable'); await post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
const before = { ...ingestStats }; const cpu0 = process.cpuUsage(); const t0 = performance.now();
const N = Number(process.env.N ?? 20000);
for (let i = 0; i < N / SIZE; i++) await svc.ingestMany(scope, Array.from({ length: SIZE }, mk));
{ const { profile } = await post('HeapProfiler.stopSampling'); fs.writeFileSync('/tmp/alloc.heapprofile', JSON.stringify(profile)); }
const ms = performance.now() - t0; const cpu = process.cpuUsage(cpu0);
const events = ingestStats.events - before.events;
console.log(`${database ? 'postgres' : 'sqlite'} batch ${SIZE}: ${(events / ms * 1000).toFixed(0)} events/s, cpu ${((cpu.user + cpu.system) / events).toFixed(1)} us/event, statements/event ${((ingestStats.statements - before.statements) / events).toFixed(2)}`);
if (WAL_PAGES) {
  const { commits, pagesPerEvent, perEvent } = walPagesByTable(file, store.sqlite.connection, SIZE);
  console.log(`log pages per event ${pagesPerEvent.toFixed(2)} over ${commits} commits of ${SIZE} events; by table and index:`);
  for (const { name, pages } of perEvent) console.log(`  ${pages.toFixed(2).padStart(6)}  ${name}`);
}
await app.close(); await store.close();
if (database) await dropDatabase(PG_BASE, database.name);
for (const f of [file, file + '-wal', file + '-shm']) fs.rmSync(f, { force: true });
