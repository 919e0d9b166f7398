/**
 * A whole Meterline in one line: a fresh store, the app on it with a clock the test controls,
 * one company with a test and a live key, and clients that call the API as each key.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { FixedClock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Api } from '../../src/http/api.js';
import { createApiKey, createCompany, type Company, type CreateCompanyInput } from '../../src/modules/platform/index.js';
import { createTestStore, type StoreKind, type TestStore } from './stores.js';

export interface ApiResponse {
  status: number;
  // Tests read arbitrary JSON; assertions give it shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  raw: LightMyRequestResponse;
}

export interface Client {
  key: string;
  get(path: string, query?: Record<string, string>): Promise<ApiResponse>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
}

export interface Harness {
  kind: StoreKind;
  testStore: TestStore;
  app: Api;
  clock: FixedClock;
  config: Config;
  company: Company;
  /** Calls as the company's test key. */
  api: Client;
  /** Calls as the company's live key. */
  live: Client;
  /** A second company with its own keys, for isolation tests. */
  newCompany(input?: Partial<CreateCompanyInput>): Promise<{ company: Company; api: Client; live: Client }>;
  client(key: string): Client;
  close(): Promise<void>;
}

export const START = '2026-01-15T12:00:00.000Z';

export interface HarnessOptions {
  now?: string;
  company?: Partial<CreateCompanyInput>;
  config?: Partial<Config>;
  build?: BuildOptions;
  sqliteFile?: string;
}

export async function createHarness(kind: StoreKind, options: HarnessOptions = {}): Promise<Harness> {
  const testStore = await createTestStore(kind, options.sqliteFile ? { sqliteFile: options.sqliteFile } : {});
  const clock = new FixedClock(new Date(options.now ?? START));
  const config: Config = { ...loadConfig({}), databaseUrl: testStore.url, publicBaseUrl: 'http://meterline.test', ...options.config };
  const app = await buildApp({ store: testStore.store, config, clock }, options.build ?? {});
  await app.ready();
  const db = testStore.store.db;

  const client = (key: string): Client => {
    const send = async (method: 'GET' | 'POST', path: string, payload?: unknown, query?: Record<string, string>, extra?: Record<string, string>) => {
      const raw = await app.inject({
        method,
        url: path,
        ...(query ? { query } : {}),
        headers: { authorization: `Bearer ${key}`, ...(extra ?? {}) },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      let body: unknown = raw.body;
      try {
        body = raw.json();
      } catch {
        // not JSON (HTML pages)
      }
      return { status: raw.statusCode, body, headers: raw.headers, raw };
    };
    return {
      key,
      get: (path, query) => send('GET', path, undefined, query),
      post: (path, body, headers) => send('POST', path, body, undefined, headers),
    };
  };

  const newCompany = async (input: Partial<CreateCompanyInput> = {}) => {
    const company = await createCompany(db, clock, { name: 'Acme', ...input });
    const test = await createApiKey(db, clock, { companyId: company.id, mode: 'test' });
    const live = await createApiKey(db, clock, { companyId: company.id, mode: 'live' });
    return { company, api: client(test.key), live: client(live.key) };
  };

  const first = await newCompany(options.company ?? {});
  return {
    kind,
    testStore,
    app,
    clock,
    config,
    company: first.company,
    api: first.api,
    live: first.live,
    newCompany,
    client,
    async close() {
      await app.close();
      await testStore.drop();
    },
  };
}
