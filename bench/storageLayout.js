// `npm run bench:storage`: what SQLite alone spends to store one ingested event, by layout (issue 33).
// No Meterline code runs: better-sqlite3 writes the rows one event of `npm run bench` writes (the
// event with its two charges inline, two ledger entries) into Meterline's migrated schema, then
// into variants of it, so a layout change can be judged before any code is moved for it.
//
// Each variant gets a fresh copy of a migrated SQLite file (WAL, synchronous FULL, foreign keys
// off: they made no difference), is pre-filled with PREFILL events (default 100,000) for 1,000
// customers, then measures 5 rounds of 22,000 events in transactions of 22 (the single-event
// leg's batches; PER_TRANSACTION=200 for the batch leg's), a passive checkpoint every 200 transactions, on this process's CPU (user +
// system: the log's writes, fsyncs and checkpoints are system time). Then, checkpoints off, it
// counts the log frames (pages of 4 KiB) 4,400 events append: a page an event's rows touch is
// written to the log once per commit, and again by the checkpoint, so a key that lands on a
// random page (a customer's, a subscription's, a wallet's) costs a page per event where an
// appended key shares its page with the batch.
//
// Run pinned, one variant at a time, nothing else on the core:
//   npm run build && taskset -c 0 node bench/storageLayout.js [variant ...]
// PAGE_SIZE=n rebuilds each copy with pages of n bytes first (the schema's default is 4,096).
// Variants: today (charges inline in the event row, 0135_charges_inline), inline_unindexed (the
// same without `events_charged_time`), charge_rows (the layout before it: two rows per event in
// an `event_charges` table with its indexes), no_charges, with_not_invoiced (charge rows also
// indexed by subscription while not invoiced, the layout before 0134_events_invoice_pending),
// without_charge_indexes (charge rows, none of their indexes), without_customer_time,
// pending_by_customer (the customer's pending-events index keyed without the company and mode
// before the customer: narrower entries, fewer splits), ledger_by_wallet_seq (a WITHOUT ROWID
// ledger keyed (wallet_id, seq); compare it with no_charges, since it writes no charges either).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The charges table and its indexes as they were before 0135_charges_inline. */
const CHARGE_ROWS_SQL =
  'drop index events_charged_time; drop view event_charges; create table event_charges (id text primary key, company_id text not null, mode text not null, ' +
  'event_id text not null references events (id), customer_id text not null, subscription_id text not null, plan_id text not null, fee_id text, plan_catalog_id text, ' +
  'catalog_entry_key text, product_id text, account_type text not null, currency_code text, pricing_unit_id text, quantity text not null, amount text not null, ' +
  'cost_amount text, cost_currency_code text, event_timestamp text not null, created_at text not null, invoice_id text); ' +
  'create index event_charges_event on event_charges (event_id); create index event_charges_invoice on event_charges (invoice_id) where invoice_id is not null; ' +
  'create index event_charges_scope_time on event_charges (company_id, mode, event_timestamp); ';

const VARIANTS = {
  today: { charges: 'inline' },
  inline_unindexed: { charges: 'inline', sql: 'drop index events_charged_time' },
  charge_rows: { charges: 'rows', sql: CHARGE_ROWS_SQL },
  no_charges: { charges: 'none' },
  with_not_invoiced: { charges: 'rows', sql: `${CHARGE_ROWS_SQL}; create index event_charges_not_invoiced on event_charges (subscription_id, event_timestamp) where invoice_id is null` },
  without_charge_indexes: { charges: 'rows', sql: `${CHARGE_ROWS_SQL}; drop index event_charges_scope_time; drop index event_charges_event` },
  without_customer_time: { charges: 'inline', sql: 'drop index events_customer_pending_time' },
  pending_by_customer: {
    charges: 'inline',
    sql: 'drop index events_customer_pending_time; create index events_customer_pending_time on events (customer_id, invoice_pending, timestamp)',
  },
  ledger_by_wallet_seq: {
    charges: 'none',
    sql: 'drop table ledger_entries; create table ledger_entries (id text not null, company_id text not null, mode text not null, wallet_id text not null, seq integer not null, ' +
      'grant_id text, event_id text, invoice_id text, kind text not null, amount text not null, balance_after text not null, created_at text not null, primary key (wallet_id, seq)) without rowid; ' +
      'create index ledger_entries_event on ledger_entries (event_id)',
  },
};

const PREFILL = Number(process.env.PREFILL ?? 100_000);
const PER_TRANSACTION = Number(process.env.PER_TRANSACTION ?? 22);
const CUSTOMERS = 1000;
/** A company id as long as src/db/ids.ts's. */
const COMPANY = 'cmi8w3k2a0001x7q9r2m5t1b';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-storage-'));
const migrated = path.join(dir, 'migrated.db');
execFileSync(process.execPath, ['dist/cli.js', 'migrate'], { env: { ...process.env, DATABASE_URL: `sqlite:${migrated}` }, stdio: 'ignore' });

let counter = 0;
/** Time-ordered ids, like src/db/ids.ts: new rows land at the end of their primary-key index. */
const newId = () => `c${Date.now().toString(36)}${(counter++).toString(36).padStart(5, '0')}${Math.random().toString(36).slice(2, 13)}`;

function measure(name) {
  const variant = VARIANTS[name];
  if (!variant) throw new Error(`No variant ${name}: ${Object.keys(VARIANTS).join(', ')}`);
  const file = path.join(dir, `${name}.db`);
  fs.copyFileSync(migrated, file);
  const db = new Database(file);
  if (process.env.PAGE_SIZE) {
    // Another page size: set, then the file rebuilt with it (only outside WAL mode).
    db.pragma('journal_mode = DELETE');
    db.pragma(`page_size = ${Number(process.env.PAGE_SIZE)}`);
    db.exec('vacuum');
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -65536');
  db.pragma('wal_autocheckpoint = 0');
  if (variant.sql) db.exec(variant.sql);

  const inline = variant.charges === 'inline';
  const insertEvent = db.prepare(
    'insert into events (id, company_id, mode, idempotency_key, customer_id, event_name, timestamp, session_id, properties, cost, created_at, invoice_pending, charges) ' +
      `values (${'?, '.repeat(12)}?) on conflict (company_id, mode, idempotency_key) do nothing returning id`,
  );
  const insertCharge = variant.charges !== 'rows' ? null : db.prepare(
    'insert into event_charges (id, company_id, mode, event_id, customer_id, subscription_id, plan_id, fee_id, plan_catalog_id, catalog_entry_key, product_id, account_type, ' +
      'currency_code, pricing_unit_id, quantity, amount, cost_amount, cost_currency_code, event_timestamp, created_at) values (' + '?, '.repeat(19) + '?)',
  );
  const insertEntry = db.prepare(
    'insert into ledger_entries (id, company_id, mode, wallet_id, seq, grant_id, event_id, invoice_id, kind, amount, balance_after, created_at) values (' + '?, '.repeat(11) + '?)',
  );
  // Ids as long as src/db/ids.ts's (24 characters): an index's entry width decides how often it splits.
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => `cmi8w3k2a${String(i).padStart(15, '0')}`);
  const lastSeq = new Map();
  let instant = Date.parse('2026-01-01T00:00:00Z');

  function storeEvent() {
    const c = Math.floor(Math.random() * CUSTOMERS);
    const customer = customers[c];
    const timestamp = new Date((instant += 7)).toISOString();
    const id = newId();
    const now = new Date().toISOString();
    // Pending an invoice while a charge of it is on none (0134_events_invoice_pending), as ingest writes it.
    const row = [id, COMPANY, 'test', `run-${counter}`, customer, 'llm.completion', timestamp, null, '{"model":"gpt-4o","tokens":1234,"cost_usd":0.0125}', '[{"amount":"2.468"}]', now, variant.charges === 'none' ? 0 : 1];
    // The lines ingest writes (modules/ingest/chargeLines.ts): two fees, the second cost-plus.
    const lines = inline
      ? JSON.stringify([0, 1].map((line) => ({ id: newId(), subscription_id: `sub-${customer}`, plan_id: 'plan1', fee_id: `fee${line}`, account_type: 'pricing_unit', pricing_unit_id: 'pu1', quantity: '1234', amount: '2.468', ...(line ? { cost_amount: '1.25', cost_currency_code: 'usd' } : {}) })))
      : null;
    if (!insertEvent.get(...row, lines)) return;
    if (variant.charges === 'rows') {
      for (let line = 0; line < 2; line++) {
        insertCharge?.run(newId(), COMPANY, 'test', id, customer, `sub-${customer}`, 'plan1', `fee${line}`, null, null, null, 'pricing_unit', null, 'pu1', '1234', '2.468', line ? '1.25' : null, line ? 'usd' : null, timestamp, now);
      }
    }
    for (let line = 0; line < 2; line++) {
      const wallet = `wallet-${customer}-${line}`;
      const seq = (lastSeq.get(wallet) ?? 0) + 1;
      lastSeq.set(wallet, seq);
      insertEntry.run(newId(), COMPANY, 'test', wallet, seq, `grant-${wallet}`, id, null, 'usage', '-2.468', '1000', now);
    }
  }
  const transaction = (events) => db.transaction(() => { for (let i = 0; i < events; i++) storeEvent(); });

  db.pragma('synchronous = OFF');
  const prefill = transaction(5000);
  for (let i = 0; i < PREFILL / 5000; i++) prefill();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('synchronous = FULL');

  const batch = transaction(PER_TRANSACTION);
  const rounds = [];
  for (let round = 0; round < 5; round++) {
    const cpu = process.cpuUsage();
    for (let i = 0; i < 1000; i++) {
      batch();
      if (i % 200 === 199) db.pragma('wal_checkpoint(PASSIVE)');
    }
    const used = process.cpuUsage(cpu);
    rounds.push({ user: used.user / (1000 * PER_TRANSACTION), system: used.system / (1000 * PER_TRANSACTION) });
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  for (let i = 0; i < 200; i++) batch();
  const [log] = db.pragma('wal_checkpoint(PASSIVE)');
  db.close();
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const totals = rounds.map((r) => r.user + r.system);
  return {
    variant: name,
    cpu_us_per_event: Math.round(median(totals)),
    user_us: Math.round(median(rounds.map((r) => r.user))),
    system_us: Math.round(median(rounds.map((r) => r.system))),
    rounds_us: totals.map(Math.round),
    log_frames_per_event: Number((log.log / (200 * PER_TRANSACTION)).toFixed(2)),
  };
}

const names = process.argv.length > 2 ? process.argv.slice(2) : Object.keys(VARIANTS);
try {
  for (const name of names) console.log(JSON.stringify(measure(name)));
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
