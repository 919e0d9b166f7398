/**
 * Keys never reach the logs: the real server at LOG_LEVEL=trace (everything it can log) takes a
 * session of good, unknown, malformed and revoked keys, keys misplaced in query strings and bodies,
 * and a database outage; then none of the keys' secret characters appear in anything it wrote.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateApiKey } from '../../../src/kernel/apiKeys.js';
import { createTestStore, describeEachStore, type TestStore } from '../../support/stores.js';
import { sqliteWriteLock } from '../support/faults.js';
import { cliJson, createCompanyAndKey, startServer, useCompiledSnapshot, type ServerProcess } from '../support/processes.js';

describeEachStore('keys never logged', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  let tmp: string;
  let testStore: TestStore;
  let server: ServerProcess | null = null;
  let file = '';

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-logs-'));
    file = path.join(tmp, 'meterline.db');
    testStore = await createTestStore(kind, kind === 'sqlite' ? { sqliteFile: file } : {});
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await testStore?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  it('writes no key, whatever the session throws at the server', async () => {
    const { companyId, key } = await createCompanyAndKey(testStore.url);
    const doomed = await cliJson<{ id: string; key: string }>(['key', 'create', '--company', companyId, '--mode', 'live'], testStore.url);
    server = await startServer(testStore.url, { LOG_LEVEL: 'trace' });
    const call = (k: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
      fetch(`${server?.baseUrl}${url}`, {
        method,
        headers: { authorization: `Bearer ${k}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const unknown = generateApiKey('test');

    expect((await call(key, 'POST', '/v1/customers', { name: 'Logged?', external_id: key })).status).toBe(201);
    expect((await call(key, 'GET', `/v1/customers?external_id=${key}`)).status).toBe(200);
    expect((await call(key, 'GET', `/v1/customers?api_key=${key}&limit=nope`)).status).toBe(400);
    expect((await call(key, 'POST', '/v1/events/ingest', { event_name: key, idempotency_key: key, customer_id: 'nope', timestamp: 'bad' })).status).toBe(400);
    expect((await call(unknown, 'GET', '/v1/customers')).status).toBe(401);
    expect((await call(`${key}x`, 'GET', '/v1/customers')).status).toBe(401);
    expect((await call(key.toLowerCase(), 'GET', '/v1/customers')).status).toBe(401);
    expect((await call(doomed.key, 'GET', '/v1/customers')).status).toBe(200);
    await cliJson(['key', 'revoke', doomed.id], testStore.url);
    let revoked = 0;
    for (let i = 0; i < 40 && revoked !== 401; i++) {
      revoked = (await call(doomed.key, 'GET', '/v1/customers')).status;
      if (revoked !== 401) await new Promise((r) => setTimeout(r, 250));
    }
    expect(revoked).toBe(401);
    await fetch(`${server.baseUrl}/v1/customers`, { headers: { authorization: key } });
    await fetch(`${server.baseUrl}/health`, { headers: { authorization: `Bearer ${key}` } });
    if (kind === 'sqlite') {
      // Errors are logged with their details: make some (503s while the store cannot write).
      const lock = sqliteWriteLock(file);
      await lock.begin();
      const during = await call(key, 'POST', '/v1/customers', { name: key });
      await lock.end();
      expect(during.status).toBe(503);
    }
    await server.stop();
    const logs = server.output();
    server = null;

    expect(logs).toContain('incoming request');
    // The misplaced keys were logged with their URLs, masked.
    expect(logs).toContain('api_key=ak_test_[REDACTED]');
    for (const secret of [key, doomed.key, unknown].map((k) => k.slice('ak_test_'.length))) {
      expect(logs.includes(secret), `a key's secret part appears in the logs`).toBe(false);
      expect(logs.toLowerCase().includes(secret.toLowerCase())).toBe(false);
    }
  }, 180_000);
});
