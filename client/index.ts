/**
 * Meterline's typed client: openapi-fetch over the types generated from the OpenAPI document
 * (client/schema.d.ts). Every path, body, answer and error code is checked by the compiler:
 *
 *   const meterline = createMeterlineClient({ baseUrl: 'http://127.0.0.1:8080', apiKey: 'ak_test_...' });
 *   const { data, error } = await meterline.POST('/v1/customers', { body: { name: 'Ada' } });
 *
 * `data` is the success body, `error` the error envelope (`error.error.code`), exactly one set.
 */
import createClient, { type Client, type ClientOptions, type ClientPathsWithMethod, type MethodResponse } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
export type Schemas = components['schemas'];
export type MeterlineClient = Client<paths>;

/** An HTTP method as the contract's path items name it (`get`, `post`, ...). */
export type HttpMethod = Exclude<keyof paths[keyof paths], 'parameters'>;
/** The contract's paths (`/v1/customers/{id}`) that answer `method`. */
export type PathsWith<M extends HttpMethod> = ClientPathsWithMethod<MeterlineClient, M>;
/** What an operation answers on success: the client's `data`. */
export type SuccessBody<P extends PathsWith<M>, M extends HttpMethod> = MethodResponse<MeterlineClient, M, P>;
/** What every failure answers: the client's `error`, `{ success: false, error: { code, message, details? }, request_id }`. */
export type ErrorBody = Schemas['ErrorBody'];

export interface MeterlineClientOptions {
  /** Where the server is, e.g. http://127.0.0.1:8080 (no trailing /v1). */
  baseUrl: string;
  /** `ak_test_...` or `ak_live_...`. */
  apiKey: string;
  /** Another fetch (tests, retries, proxies); the global one by default. */
  fetch?: ClientOptions['fetch'];
}

export function createMeterlineClient(options: MeterlineClientOptions): MeterlineClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
