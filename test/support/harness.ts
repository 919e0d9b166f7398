/**
 * A whole Meterline in one line: a fresh store, the app on it with a clock the test controls,
 * one company with a test and a live key, and clients that call the API as each key.
 *
 * The clients are typed from the contract (client/schema.d.ts, through the typed client's
 * helpers in client/index.ts). `api.get(`/v1/customers/${id}`)` is matched, segment by segment
 * and without its query string, against the contract's `/v1/customers/{id}`, and the body is
 * that operation's success body with the error envelope's `error` beside its fields. A test
 * asserts the status, then reads either side (`body.customer.id`, `body.error.code`) without
 * narrowing: the exact union would make every test narrow again what its status assertion
 * already said, since `expect(res.status).toBe(201)` narrows nothing for the compiler. So the
 * type says which fields this path can answer, not which answer this one was; reading a field
 * the contract does not have, or misspelling one, is the error it catches.
 * A `/v1/` URL the compiler cannot pin down (`/v1/${string}`, a path the contract lacks) answers
 * ApiAnswer (the envelope, other fields unknown); pages, hosted links, /docs and a plain `string`
 * answer `unknown`, and their tests narrow it. A loop over paths keeps them typed with `as const`.
 *
 * `post`'s body stays `unknown`. Checked against the operation's request body, it refused 72
 * calls: about half send what the contract refuses on purpose (the point of those tests), the
 * others build a valid body away from the call (helpers taking `Record<string, unknown>`, tables
 * of cases, spreads), where `'flat'` widens to `string` and fails an enum. Every one would need a
 * second door or a cast, for a check the server makes at run time with the same schemas and the
 * typed client's own test (test/platform/typedClient.test.ts) makes at compile time.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ErrorBody, HttpMethod, PathsWith, SuccessBody, paths } from '../../client/index.js';
import { buildApp, type BuildOptions } from '../../src/app.js';
import { FixedClock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { ErrorDetail } from '../../src/errors/index.js';
import type { Api } from '../../src/http/api.js';
import { createApiKey, createCompany, type Company, type CreateCompanyInput } from '../../src/modules/platform/index.js';
import { createTestStore, type StoreKind, type TestStore } from './stores.js';

export interface ApiResponse<Body = unknown> {
  status: number;
  body: Body;
  headers: Record<string, string | string[] | number | undefined>;
  raw: LightMyRequestResponse;
}

/** `/v1/customers/cus_1?limit=2` -> ['', 'v1', 'customers', 'cus_1']. */
type Segments<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? [Head, ...Segments<Rest>] : [Path];
type WithoutQuery<Url extends string> = Url extends `${infer Path}?${string}` ? Path : Url;
/** A `{param}` segment takes any one segment (a literal, `${id}`); any other must be the same. */
type SegmentsMatch<Url extends string[], Template extends string[]> = Url extends [infer U extends string, ...infer UrlRest extends string[]]
  ? Template extends [infer T extends string, ...infer TemplateRest extends string[]]
    ? T extends `{${string}}` ? SegmentsMatch<UrlRest, TemplateRest> : [U] extends [T] ? SegmentsMatch<UrlRest, TemplateRest> : false
    : false
  : Template extends [] ? true : false;
/** The contract path a URL calls (`/v1/customers/{id}`), never when it is outside the contract. */
export type ContractPathOf<Url extends string> = Url extends unknown
  ? { [P in keyof paths]: SegmentsMatch<Segments<WithoutQuery<Url>>, Segments<P>> extends true ? P : never }[keyof paths]
  : never;
/** Whether every URL the compiler allows here (a literal, a union, `string`) is a contract path. */
type InContract<Url extends string> = string extends Url ? false : false extends (Url extends unknown ? ([ContractPathOf<Url>] extends [never] ? false : true) : never) ? false : true;

/**
 * The envelope's `error` as tests read it. The contract says `details?: unknown`; the server sends
 * the `{ path, message }` list src/errors builds, where the code carries one, naming at least one
 * problem (so `details[0].path` reads without a `!`).
 */
type ErrorAnswer = Omit<ErrorBody['error'], 'details'> & { details: [ErrorDetail, ...ErrorDetail[]] };
type ErrorEnvelope = Omit<ErrorBody, 'error'> & { error: ErrorAnswer };
/** A success body with the envelope's `error` beside its own fields (see the header). */
type EitherAnswer<Success> = Success extends unknown ? Success & { error: ErrorAnswer } : never;
/**
 * What any API URL answers when the compiler cannot pin its operation down (`/v1/${string}`, a
 * path the contract does not have): JSON, the envelope when it fails, other fields unknown.
 */
export interface ApiAnswer {
  [field: string]: unknown;
  error: ErrorAnswer;
}
/**
 * The body a call answers: a contract operation's answers, the envelope alone on a contract path
 * without this method (404), ApiAnswer on any other `/v1/` URL, `unknown` elsewhere (pages, `string`).
 */
export type ResponseBody<Url extends string, M extends HttpMethod> = InContract<Url> extends false
  ? Url extends `/v1/${string}` ? ApiAnswer : unknown
  : ContractPathOf<Url> extends infer P ? (P extends PathsWith<M> ? EitherAnswer<SuccessBody<P, M>> : ErrorEnvelope) : never;
export interface Client {
  key: string;
  get<Url extends string>(path: Url, query?: Record<string, string>): Promise<ApiResponse<ResponseBody<Url, 'get'>>>;
  post<Url extends string>(path: Url, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<ResponseBody<Url, 'post'>>>;
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
    // The body is typed as the contract says the server answers (ResponseBody); the tests check
    // that it does (expectShape, the OpenAPI document's own tests), so this is the one place that
    // takes the contract's word for it.
    const send = async <Body>(method: 'GET' | 'POST', path: string, payload?: unknown, query?: Record<string, string>, extra?: Record<string, string>): Promise<ApiResponse<Body>> => {
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
      return { status: raw.statusCode, body: body as Body, headers: raw.headers, raw };
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
