// What the store holds after a run, read straight from the database (SQLite read-only beside the
// running server, or PostgreSQL):
// - every acknowledged usage_id is a stored event;
// - every idempotency key of the leg is stored once;
// - no event is drawn from a wallet more (or less) than it was charged: per event, the sum of its
//   ledger `usage` entries equals minus the sum of its event_charges (a key charged twice would
//   show twice the draws). The totals over the leg are reported as well.
import Database from 'better-sqlite3';
import pg from 'pg';

/** Runs `work` with a `query(sql, params)` on the store; `?` placeholders, `{num}` the decimal cast type. */
async function withDb(databaseUrl, work) {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new Database(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      return await work((text, params) => db.prepare(text.replaceAll('{num}', 'real')).all(...params));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(async (text, params) => {
      let n = 0;
      return (await client.query(text.replaceAll('{num}', 'numeric').replace(/\?/g, () => `$${++n}`), params)).rows;
    });
  } finally {
    await client.end();
  }
}

/** The run's events: its keys start with the run's key (an index range of the company's keys, read through). */
const RUN_EVENTS = 'e.company_id = ? and e.mode = ? and substr(e.idempotency_key, 1, ?) = ?';

// Charges and draws read by event id for the run's events only: the store holds BENCH_EVENTS more.
const DRAWS_VS_CHARGES = `
  with run as (select e.id from events e where ${RUN_EVENTS})
  select count(*) as events,
         sum(case when abs(coalesce(u.total, 0) + coalesce(c.total, 0)) > 0.000001 then 1 else 0 end) as wrong,
         sum(u.total) as usage_total,
         sum(c.total) as charges_total
  from run
  left join (select event_id, sum(cast(amount as {num})) as total from ledger_entries where kind = 'usage' and event_id in (select id from run) group by event_id) u on u.event_id = run.id
  left join (select event_id, sum(cast(amount as {num})) as total from event_charges where event_id in (select id from run) group by event_id) c on c.event_id = run.id`;

/**
 * The run's events (keys starting `runKey-`) against what was acknowledged: `lost` acknowledged
 * usage ids not stored, `keysStoredTwice`, `drawnWrong` events whose usage draws differ from their
 * charges, and the run's usage and charge totals.
 */
export async function checkStored(databaseUrl, companyId, runKey, acknowledged) {
  const prefix = `${runKey}-`;
  const where = [companyId, 'test', prefix.length, prefix];
  return withDb(databaseUrl, async (query) => {
    const rows = await query(`select e.id, e.idempotency_key from events e where ${RUN_EVENTS}`, where);
    const ids = new Set(rows.map((r) => r.id));
    const keys = new Set(rows.map((r) => r.idempotency_key));
    const [totals] = await query(DRAWS_VS_CHARGES, where);
    return {
      stored: rows.length,
      lost: acknowledged.filter((id) => !ids.has(id)).length,
      keysStoredTwice: rows.length - keys.size,
      drawnWrong: Number(totals.wrong ?? 0),
      usageTotal: Number(totals.usage_total ?? 0),
      chargesTotal: Number(totals.charges_total ?? 0),
    };
  });
}
