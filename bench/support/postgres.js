// A fresh PostgreSQL schema for a benchmark run, as a DATABASE_URL whose search_path points at it,
// and its removal at the end.
import pg from 'pg';

async function admin(baseUrl, statement) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createSchema(baseUrl) {
  const schema = `bench_${Date.now().toString(36)}`;
  await admin(baseUrl, `create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString() };
}

export async function dropSchema(baseUrl, schema) {
  await admin(baseUrl, `drop schema if exists ${schema} cascade`);
}

/** Table statistics for the planner, as autovacuum keeps them on a server that runs it. */
export async function analyze(url) {
  await admin(url, 'analyze customers, subscriptions, plans, wallets, credit_grants, events, event_charges, ledger_entries');
}
