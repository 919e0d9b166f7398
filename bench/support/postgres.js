// A fresh PostgreSQL schema for a benchmark run, as a DATABASE_URL whose search_path points at it.
import pg from 'pg';

export async function createSchemaUrl(baseUrl) {
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
