/**
 * PostgreSQL schemas of one test run. Each test file migrates its own schema; dropping a schema
 * while another file migrates races with Kysely's introspection (it checks privileges on every
 * schema of the database, and a schema dropped mid-query fails that query). So files never drop
 * their schema: the run's global teardown drops all of them, named with the run's prefix, and
 * setup clears schemas that runs older than two hours left behind (killed runs).
 */
import pg from 'pg';

const STALE_MS = 2 * 60 * 60 * 1000;

export function runPrefix(startedAt: number): string {
  return `t_${startedAt.toString(36)}_`;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropSchemas(url: string, keep: (name: string) => boolean): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like 't\\_%'`);
    let dropped = 0;
    for (const { nspname } of rows) {
      if (keep(nspname)) continue;
      await client.query(`drop schema if exists "${nspname.replace(/"/g, '')}" cascade`);
      dropped += 1;
    }
    return dropped;
  });
}

/** Drops schemas of runs that started more than two hours ago (and old unprefixed ones). */
export async function dropStaleSchemas(url: string, now: number): Promise<number> {
  return dropSchemas(url, (name) => {
    const match = /^t_([0-9a-z]+)_/.exec(name);
    const started = match ? parseInt(match[1] as string, 36) : 0;
    return now - started < STALE_MS;
  });
}

/** Drops every schema of the run with this prefix. */
export async function dropRunSchemas(url: string, prefix: string): Promise<number> {
  return dropSchemas(url, (name) => !name.startsWith(prefix));
}
