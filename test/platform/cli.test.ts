/**
 * The `meterline` command end to end, as an operator uses it: the compiled bin in child
 * processes, over a real SQLite file or a PostgreSQL schema. Create a company and keys, start
 * `serve`, call the API over real HTTP, revoke a key and watch the server refuse it within 5 s,
 * lose the database and get 503, then SIGTERM the server with requests in flight.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore } from '../../src/db/store.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { closedPort, Relay } from './nodes.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'meterline.js');
const STEP_TIMEOUT = 60_000;

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Environment for a child: the parent's, minus anything that would point it elsewhere. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'PORT', 'HOST', 'PUBLIC_BASE_URL', 'RATE_LIMIT_PER_MINUTE', 'BODY_LIMIT_BYTES']) delete env[name];
  return { ...env, LOG_LEVEL: 'warn', ...extra };
}

function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: childEnv(env), timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

async function cliJson<T>(args: string[], env: Record<string, string>): Promise<T> {
  const result = await cli([...args, '--json'], env);
  if (result.code !== 0) throw new Error(`meterline ${args.join(' ')} exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as T;
}

/** Newest modification time under a directory. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** `npm run build` when dist/ is missing or older than src/ (`npm test` has just built it). */
async function ensureBuilt(): Promise<void> {
  const entry = path.join(ROOT, 'dist', 'cli.js');
  if (fs.existsSync(entry) && fs.statSync(entry).mtimeMs >= newestMtime(path.join(ROOT, 'src'))) return;
  await new Promise<void>((resolve) => {
    // Type errors elsewhere do not stop tsc from emitting; a missing entry point below does fail.
    execFile(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT }, () => resolve());
  });
  if (!fs.existsSync(entry)) throw new Error('npm run build did not produce dist/cli.js');
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A POST whose body is only half sent: in flight until `finish()` is called. */
function halfSentPost(port: number, key: string, body: string): { finish(): void; response: Promise<{ status: number; body: string }> } {
  let request!: http.ClientRequest;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/customers',
        agent: false,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), response };
}

interface Company {
  id: string;
  name: string;
  timezone: string;
  unmatched_events: string;
}
interface CreatedKey {
  id: string;
  key: string;
  mode: string;
}
interface KeySummary {
  id: string;
  mode: string;
  prefix: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

beforeAll(ensureBuilt, 180_000);

describeEachStore('meterline CLI end to end', (kind) => {
  let testStore: TestStore | null = null;
  let tmpDir = '';
  let databaseUrl = '';
  let serverDatabaseUrl = '';
  let relay: Relay | null = null;
  let server: ChildProcess | null = null;
  let exit: Promise<number | null> = Promise.resolve(null);
  let serverLog = '';
  let port = 0;
  let company: Company;
  let testKey: CreatedKey;
  let liveKey: CreatedKey;
  const env = () => ({ DATABASE_URL: databaseUrl });
  const base = () => `http://127.0.0.1:${port}`;
  const call = async (key: string | null, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base()}${url}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-cli-'));
    if (kind === 'sqlite') {
      // A file that does not exist yet: the first command creates and migrates it.
      databaseUrl = `sqlite:${path.join(tmpDir, 'data', 'meterline.db')}`;
      serverDatabaseUrl = databaseUrl;
    } else {
      testStore = await createTestStore('postgres');
      databaseUrl = testStore.url;
      // The server reaches PostgreSQL through a relay the test can cut.
      const direct = new URL(databaseUrl);
      relay = new Relay(await closedPort(), { host: direct.hostname, port: Number(direct.port || 5432) });
      await relay.open();
      const relayed = new URL(databaseUrl);
      relayed.hostname = '127.0.0.1';
      relayed.port = String(relay.port);
      serverDatabaseUrl = relayed.toString();
    }
  }, STEP_TIMEOUT);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await relay?.cut();
    await testStore?.drop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }, STEP_TIMEOUT);

  it('migrate --json applies the migrations once', async () => {
    const first = await cliJson<{ applied: string[] }>(['migrate'], env());
    if (kind === 'sqlite') {
      expect(first.applied.length).toBeGreaterThan(0);
      expect(first.applied[0]).toBe('0001_platform');
      expect(fs.existsSync(path.join(tmpDir, 'data', 'meterline.db'))).toBe(true);
    }
    expect(await cliJson<{ applied: string[] }>(['migrate'], env())).toEqual({ applied: [] });
  }, STEP_TIMEOUT);

  it('company create --json prints the company', async () => {
    company = await cliJson<Company>(['company', 'create', '--name', 'Acme', '--timezone', 'Europe/Berlin'], env());
    expect(company).toMatchObject({ name: 'Acme', timezone: 'Europe/Berlin', unmatched_events: 'accept' });
    expect(company.id).toMatch(/^[a-z0-9]{20,}$/);
  }, STEP_TIMEOUT);

  it('company show and company update --unmatched-events print the company with its setting', async () => {
    expect(await cliJson<Company>(['company', 'show', company.id], env())).toEqual(company);
    const human = await cli(['company', 'show', company.id], env());
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/unmatched events\s+accept/);
    const strict = await cliJson<Company>(['company', 'update', company.id, '--unmatched-events', 'reject'], env());
    expect(strict).toMatchObject({ id: company.id, name: 'Acme', unmatched_events: 'reject' });
    const lenient = await cliJson<Company>(['company', 'update', company.id, '--unmatched-events', 'accept'], env());
    expect(lenient.unmatched_events).toBe('accept');
    const created = await cliJson<Company>(['company', 'create', '--name', 'Strict Co', '--unmatched-events', 'reject'], env());
    expect(created.unmatched_events).toBe('reject');
  }, STEP_TIMEOUT);

  it('key create --json prints the key once; key list --json never shows it', async () => {
    testKey = await cliJson<CreatedKey>(['key', 'create', '--company', company.id, '--mode', 'test'], env());
    liveKey = await cliJson<CreatedKey>(['key', 'create', '--company', company.id, '--mode', 'live', '--name', 'production'], env());
    expect(testKey).toMatchObject({ mode: 'test' });
    expect(testKey.key).toMatch(/^ak_test_[A-Za-z0-9]{32}$/);
    expect(liveKey.key).toMatch(/^ak_live_[A-Za-z0-9]{32}$/);

    const listed = await cli(['key', 'list', '--company', company.id, '--json'], env());
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toContain(testKey.key);
    expect(listed.stdout).not.toContain(liveKey.key);
    const keys = JSON.parse(listed.stdout) as KeySummary[];
    expect(keys.map((k) => [k.id, k.mode, k.revoked_at]).sort()).toEqual(
      [
        [testKey.id, 'test', null],
        [liveKey.id, 'live', null],
      ].sort(),
    );
    expect(testKey.key.startsWith(keys.find((k) => k.id === testKey.id)?.prefix ?? '-')).toBe(true);
  }, STEP_TIMEOUT);

  it('user create --json prints the dashboard user and its password once', async () => {
    const user = await cliJson<{ id: string; email: string; password: string }>(['user', 'create', '--company', company.id, '--email', 'ops@acme.test'], env());
    expect(Object.keys(user).sort()).toEqual(['email', 'id', 'password']);
    expect(user).toMatchObject({ email: 'ops@acme.test' });
    expect(user.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const again = await cli(['user', 'create', '--company', company.id, '--email', 'ops@acme.test'], env());
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists/);
  }, STEP_TIMEOUT);

  it('refuses bad input with exit status 2 and a message on stderr', async () => {
    const cases: [string[], RegExp][] = [
      [['company', 'create', '--json'], /--name is required/],
      [['company', 'create', '--name', 'X', '--timezone', 'Mars/Olympus'], /time zone/],
      [['key', 'create', '--company', company.id, '--mode', 'staging'], /--mode must be test or live/],
      [['key', 'create', '--company', 'no-such-company', '--mode', 'test'], /No company/],
      [['key', 'revoke'], /key id/],
      [['key', 'revoke', 'no-such-key'], /No API key/],
      [['company', 'update', company.id, '--unmatched-events', 'maybe'], /--unmatched-events must be accept or reject/],
      [['company', 'update', company.id], /--unmatched-events accept\|reject/],
      [['company', 'update', 'no-such-company', '--unmatched-events', 'reject'], /No company/],
      [['company', 'show', 'no-such-company'], /No company/],
      [['frobnicate'], /Usage: meterline/],
    ];
    for (const [args, message] of cases) {
      const result = await cli(args, env());
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stdout).toBe('');
    }
    const help = await cli(['--help'], env());
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/meterline key create/);
  }, STEP_TIMEOUT);

  it('serve answers /health and the API with the keys the CLI made', async () => {
    port = await closedPort();
    server = spawn(process.execPath, [BIN, 'serve'], {
      cwd: ROOT,
      env: childEnv({ DATABASE_URL: serverDatabaseUrl, PORT: String(port), HOST: '127.0.0.1', BILLING_TICK_SECONDS: '3600' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
    const child = server;
    exit = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

    const health = await waitFor('the server to answer /health', async () => {
      const res = await call(null, 'GET', '/health');
      return res.status === 200 ? res : undefined;
    }, 30_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${serverLog}`);
    });
    expect(health.body).toMatchObject({ success: true, status: 'ok', database: 'ok' });
    expect(health.headers.get('x-request-id')).toBe(health.body.request_id);

    const created = await call(testKey.key, 'POST', '/v1/customers', { name: 'Globex' });
    expect(created.status).toBe(201);
    expect(created.body.customer.name).toBe('Globex');
    expect(created.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(created.headers.get('x-ratelimit-remaining')).toBe('999');
    expect((await call(testKey.key, 'GET', `/v1/customers/${created.body.customer.id}`)).status).toBe(200);
    // The live key of the same company does not see test data.
    expect((await call(liveKey.key, 'GET', `/v1/customers/${created.body.customer.id}`)).status).toBe(404);
    expect((await call(null, 'GET', '/v1/customers')).body.error.code).toBe('UNAUTHORIZED');

    const docs = await fetch(`${base()}/openapi.json`);
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);

    // The server recorded the keys' use, outside the requests: `key list` shows when.
    const used = await waitFor('key list to show the test key used', async () => {
      const keys = await cliJson<KeySummary[]>(['key', 'list', '--company', company.id], env());
      return keys.find((k) => k.id === testKey.id && k.last_used_at !== null);
    }, 10_000);
    expect(Date.now() - Date.parse(used.last_used_at ?? '')).toBeLessThan(60_000);
  }, STEP_TIMEOUT);

  it('company update --unmatched-events reject: the running server refuses the next event no fee meters', async () => {
    const customer = await call(liveKey.key, 'POST', '/v1/customers', { name: 'Initech' });
    expect(customer.status).toBe(201);
    const event = (key: string) => ({ event_name: 'api.usgae', idempotency_key: key, customer_id: customer.body.customer.id, timestamp: new Date().toISOString() });
    // The default: stored with no cost.
    const accepted = await call(liveKey.key, 'POST', '/v1/events/ingest', event('cli-typo-1'));
    expect(accepted.body).toMatchObject({ success: true, status: 'inserted', cost: [] });
    // Another process changes the setting; the server reads it with the stamp the change bumped.
    await cliJson<Company>(['company', 'update', company.id, '--unmatched-events', 'reject'], env());
    const refused = await call(liveKey.key, 'POST', '/v1/events/ingest', event('cli-typo-2'));
    expect(refused.body).toMatchObject({ success: false, status: 'failed', error: { code: 'EVENT_NOT_METERED' } });
    expect(refused.body.error.message).toContain('"api.usgae"');
    await cliJson<Company>(['company', 'update', company.id, '--unmatched-events', 'accept'], env());
    expect((await call(liveKey.key, 'POST', '/v1/events/ingest', event('cli-typo-2'))).body).toMatchObject({ status: 'inserted' });
  }, STEP_TIMEOUT);

  it('key revoke: the running server refuses the key within 5 seconds', async () => {
    const revoked = await cliJson<KeySummary>(['key', 'revoke', testKey.id], env());
    expect(revoked.id).toBe(testKey.id);
    expect(revoked.revoked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const since = Date.now();
    const refusal = await waitFor('the revoked key to be refused', async () => {
      const res = await call(testKey.key, 'GET', '/v1/customers');
      return res.status === 401 ? res : undefined;
    }, 10_000);
    expect(Date.now() - since).toBeLessThan(5000);
    expect(refusal.body.error).toEqual({ code: 'API_KEY_REVOKED', message: 'API key has been revoked' });
    expect((await call(liveKey.key, 'GET', '/v1/customers')).status).toBe(200);
  }, STEP_TIMEOUT);

  it.skipIf(kind === 'sqlite')('answers 503 while the database is unreachable, and recovers', async () => {
    // (An embedded SQLite file cannot become unreachable under a running server; the in-process
    // tests close the store instead.)
    await relay?.cut();
    const health = await waitFor('health to report the database down', async () => {
      const res = await call(null, 'GET', '/health');
      return res.status === 503 ? res : undefined;
    }, 15_000).catch((error: Error) => {
      throw new Error(`${error.message} (server exit code ${String(server?.exitCode)})\n${serverLog}`);
    });
    expect(health.body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(health.headers.get('x-request-id')).toBe(health.body.request_id);
    const auth = await call(`ak_live_${'N'.repeat(32)}`, 'GET', '/v1/customers');
    expect(auth.status).toBe(503);
    expect(auth.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Authentication service unavailable' });

    await relay?.open();
    await waitFor('health to recover', async () => ((await call(null, 'GET', '/health')).status === 200 ? true : undefined), 15_000);
    expect((await call(liveKey.key, 'GET', '/v1/customers')).status).toBe(200);
  }, STEP_TIMEOUT);

  it('SIGTERM: stops accepting, answers every in-flight request, exits 0', async () => {
    const inFlight = Array.from({ length: 5 }, (_, i) => halfSentPost(port, liveKey.key, JSON.stringify({ name: `In flight ${i}` })));
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server has read their headers
    server?.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    // No new connections once shutdown has begun...
    await expect(fetch(`${base()}/health`)).rejects.toThrow();
    // ...but every request already in flight completes.
    for (const request of inFlight) request.finish();
    const answers = await Promise.all(inFlight.map((r) => r.response));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await exit).toBe(0);
    expect(serverLog).not.toMatch(/shutdown failed|"level":60|"statusCode":500/);

    // What they wrote was committed before the store closed.
    const store = testStore?.store ?? openStore(databaseUrl);
    const rows = await store.db.selectFrom('customers').select('name').where('name', 'like', 'In flight %').execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['In flight 0', 'In flight 1', 'In flight 2', 'In flight 3', 'In flight 4']);
    if (!testStore) await store.close();
  }, STEP_TIMEOUT);
});
