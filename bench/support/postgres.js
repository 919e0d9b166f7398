// PostgreSQL for a benchmark run: a database of its own (so its backends are told apart from every
// other client's by `pg_stat_activity.datname`), the backends' CPU from /proc, and its removal.
import pg from 'pg';
import { cpuSeconds } from './processes.js';

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(baseUrl) {
  const name = `bench_${Date.now().toString(36)}_${process.pid}`;
  await withClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(baseUrl, name) {
  await withClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * What autovacuum would have done by now, for a server that runs without it (this machine's), with
 * autovacuum's default thresholds: a plain VACUUM of every table with more dead rows than 50 + 20%
 * of its live ones, and an ANALYZE of every table changed in more rows than 50 + 10% of its size
 * since its last one. Both matter to the pre-fill:
 * - ingest rewrites each drawn grant's and wallet's row per batch, so without the VACUUM the 1,000
 *   grant rows of the world carried 123,000 dead versions 400,000 events in;
 * - without the ANALYZE the planner keeps the statistics of the empty tables, and the batch's read
 *   of stored idempotency keys (src/modules/ingest/pipeline/scopeReads.ts) chose the company's
 *   `events_scope_created` range, filtering every event of the company (131,000 rows, 1.6 s per
 *   batch at 160,000 events: auto_explain), over the unique `events_idempotency` probe it takes
 *   with statistics (3 ms). That was the pre-fill's slowdown, 46 s to 290 s per 100,000 events.
 * Returns the tables vacuumed and analyzed. `client` is a connected pg.Client (or anything with its query).
 */
export async function vacuumLikeAutovacuum(client) {
  const { rows } = await client.query(
    `select s.relname, s.n_dead_tup > 50 + 0.2 * s.n_live_tup as vacuum, s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema() order by s.relname`,
  );
  const vacuum = rows.filter((r) => r.vacuum).map((r) => r.relname);
  const analyze = rows.filter((r) => r.analyze).map((r) => r.relname);
  const names = (list) => list.map((name) => `"${name}"`).join(', ');
  if (vacuum.length > 0) await client.query(`vacuum ${names(vacuum)}`);
  if (analyze.length > 0) await client.query(`analyze ${names(analyze)}`);
  return { vacuumed: vacuum, analyzed: analyze };
}

/** vacuumLikeAutovacuum through a connection of its own. */
export async function vacuumDeadRows(url) {
  return withClient(url, (client) => vacuumLikeAutovacuum(client));
}

/** Table statistics for the planner (and the visibility map after the pre-fill), as autovacuum keeps them on a server that runs it. */
export async function analyze(url, { vacuum = false } = {}) {
  await withClient(url, (client) => client.query(`${vacuum ? 'vacuum ' : ''}analyze`));
}

/**
 * The CPU of the database's client backends over a measured window, from /proc/PID/stat: null
 * when PostgreSQL is not on this machine (its processes are not visible). Read through a
 * connection to the administrative database (`baseUrl`), so the reading is not counted.
 * A backend that starts during the window counts from zero; one that ends during it is lost
 * (the pool keeps its connections under load).
 */
export async function backendCpuMeter(baseUrl, database) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  const backends = async () => {
    const { rows } = await client.query(`select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`, [database]);
    return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid)]));
  };
  return {
    async start() {
      const before = await backends();
      return {
        async stop() {
          const after = await backends();
          if ([...after.values()].some((cpu) => cpu === null)) return null;
          let total = 0;
          for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
          return { seconds: total, backends: after.size };
        },
      };
    },
    close: () => client.end(),
  };
}
