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
  const name = `bench_${Date.now().toString(36)}`;
  await withClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(baseUrl, name) {
  await withClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * What autovacuum would have done by now, for a server that runs without it (this machine's): a
 * plain VACUUM of every table past autovacuum's default threshold (dead rows over 50 + 20% of the
 * live ones). Ingest rewrites each drawn grant's and wallet's row per batch, so without it the
 * 1,000 grant rows of the world carried 123,000 dead versions 400,000 events into the pre-fill,
 * every live-grant read walked them, and the pre-fill slowed from 46 s to 290 s per 100,000 events.
 * Returns the tables vacuumed. `client` is a connected pg.Client (or anything with its query).
 */
export async function vacuumLikeAutovacuum(client) {
  const { rows } = await client.query(
    `select relname from pg_stat_user_tables where schemaname = current_schema() and n_dead_tup > 50 + 0.2 * n_live_tup order by relname`,
  );
  if (rows.length > 0) await client.query(`vacuum ${rows.map((r) => `"${r.relname}"`).join(', ')}`);
  return rows.map((r) => r.relname);
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
