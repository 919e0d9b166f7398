/**
 * Two servers (two app instances, each with its own store connection or pool) on one database:
 * identical requests with one key, spread over both at once, create one customer. The claim is
 * the database's primary key, not anything held in a process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openStore, type Store } from '../../src/db/store.js';
import type { Api } from '../../src/http/api.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

describeEachStore('idempotency keys across two servers', (kind) => {
  let h: Harness;
  let secondStore: Store;
  let second: Api;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-idem-'));
    h = await createHarness(kind, kind === 'sqlite' ? { sqliteFile: path.join(dir, 'meterline.db') } : {});
    secondStore = openStore(h.testStore.url);
    second = await buildApp({ store: secondStore, config: h.config, clock: h.clock });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondStore?.close();
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs a request once when its retries reach both servers at the same time', async () => {
    const send = (app: Api) =>
      app.inject({
        method: 'POST',
        url: '/v1/customers',
        headers: { authorization: `Bearer ${h.api.key}`, 'idempotency-key': 'both-servers' },
        payload: { name: 'Everywhere' },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 === 0 ? h.app : second)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 201 || s === 409), JSON.stringify(statuses)).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => (a.json() as { customer: { id: string } }).customer.id));
    expect(ids.size).toBe(1);
    const listed = (await h.api.get('/v1/customers', { limit: '100' })).body.customers as Array<{ name: string }>;
    expect(listed.filter((c) => c.name === 'Everywhere')).toHaveLength(1);
    // Afterwards either server replays the one answer.
    const replay = await send(second);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((replay.json() as { customer: { id: string } }).customer.id).toBe([...ids][0]);
  });
});
