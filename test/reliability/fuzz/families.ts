/**
 * The endpoint families the fuzzer drives, each an arbitrary of whole requests: the JSON bodies of
 * ingest, batch ingest, customers, plans and fees, pricing units, credit grants and every other
 * POST route; the query strings (and path ids) of every GET route; and the headers of any request.
 */
import fc from 'fast-check';
import { MAX_EVENTS } from './batches.js';
import { bodies, broken } from './bodies.js';
import { brokenJson, deepValue, encodeAny, hugeBody, hugeNumber, nastyKey, nastyString, nastyValue, nonUtcDate, nulString, own, POLLUTION_KEYS } from './values.js';

export interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Ids of a small world the requests aim at, and the app's routes. */
export interface FuzzWorld {
  key: string;
  customerId: string;
  planId: string;
  feeId: string;
  unitId: string;
  subscriptionId: string;
  productId: string;
  /** Every `/v1` route as `METHOD /v1/path/:param`. */
  routes: Array<{ method: 'GET' | 'POST'; url: string }>;
  /** How many route handlers have run so far. */
  handlerCalls(): number;
}

export interface Family {
  name: string;
  requests(world: FuzzWorld): fc.Arbitrary<FuzzRequest>;
}

function post(world: FuzzWorld, url: string, payload: string): FuzzRequest {
  return { method: 'POST', url, headers: { authorization: `Bearer ${world.key}`, 'content-type': 'application/json' }, payload };
}

/** Fills `:params` with the world's ids (by the segment before them); a made-up id where it has none. */
function fill(world: FuzzWorld, url: string): string {
  const ids: Record<string, string> = {
    customers: world.customerId,
    plans: world.planId,
    fees: world.feeId,
    'pricing-units': world.unitId,
    subscriptions: world.subscriptionId,
    products: world.productId,
  };
  const parts = url.split('/');
  return parts.map((part, i) => (part.startsWith(':') ? (ids[parts[i - 1] ?? ''] ?? 'zz00000000000000000000zz') : part)).join('/');
}

/** A path id: usually the real one, sometimes nasty (another id, traversal, huge, unicode). */
const pathId = (real: string) => fc.oneof({ weight: 6, arbitrary: fc.constant(real) }, { weight: 1, arbitrary: nastyString.filter((s) => s.length > 0).map(encodeAny) });

const TIMESTAMP = '2026-01-15T12:00:00Z';

type Json = Record<string, unknown>;

/** A copy of `event` with `value` at `path` (an own property, even for `__proto__`). */
function withField(event: Json, path: readonly string[], value: unknown): Json {
  const copy = structuredClone(event);
  let node = copy;
  for (const key of path.slice(0, -1)) node = (node[key] ?? {}) as Json;
  Object.defineProperty(node, path[path.length - 1] as string, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/**
 * Events for a batch: valid ones (keys `fuzzb-ok-...`, and `fuzzb-shared-N`, which other cases
 * store first), and hostile ones: the template broken anywhere, or one field made NUL-bearing,
 * a huge or negative number, the wrong type, an unknown customer, a time not in UTC, or nesting
 * past the bound. The batch repeats some of its events, as they were or with other properties.
 */
function batchEvents(world: FuzzWorld): fc.Arbitrary<Json[]> {
  const event = (key: string): Json => ({
    event_name: 'api.call',
    idempotency_key: key,
    customer_id: world.customerId,
    timestamp: TIMESTAMP,
    session_id: 's-1',
    properties: { tokens: 5, model: { name: 'm' } },
  });
  const valid = fc.oneof(
    { weight: 4, arbitrary: fc.uuid().map((nonce) => event(`fuzzb-ok-${nonce}`)) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 15 }).map((n) => event(`fuzzb-shared-${n}`)) },
  );
  const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
  const textField = fc.constantFrom(['event_name'], ['idempotency_key'], ['customer_id'], ['timestamp'], ['session_id'], ['properties', 'note'], ['properties', 'model', 'name']);
  const targeted = fc.oneof(
    fc.tuple(textField, nulString).map(([path, value]) => ({ path, value })),
    fc.tuple(fc.constantFrom(['properties', 'tokens'], ['properties', 'cost'], ['properties', 'model', 'n']), hugeNumber).map(([path, value]) => ({ path, value })),
    fc.tuple(fc.constantFrom(['event_name'], ['idempotency_key'], ['customer_id'], ['timestamp'], ['session_id'], ['properties'], ['properties', 'tokens']), wrongType).map(([path, value]) => ({ path, value })),
    fc.stringMatching(/^c[a-z0-9]{24}$/).map((id) => ({ path: ['customer_id'], value: id as unknown })),
    nonUtcDate.map((value) => ({ path: ['timestamp'], value: value as unknown })),
    fc.tuple(fc.constantFrom(['properties', 'deep'], ['properties', 'model']), deepValue).map(([path, value]) => ({ path, value })),
  );
  const hostile = fc.oneof(
    { weight: 3, arbitrary: broken((nonce) => event(`fuzzb-${nonce}`)) },
    { weight: 4, arbitrary: fc.tuple(fc.uuid(), targeted).map(([nonce, { path, value }]) => withField(event(`fuzzb-${nonce}`), path, value)) },
    { weight: 1, arbitrary: nastyValue },
  );
  const item = fc.oneof({ weight: 4, arbitrary: valid }, { weight: 5, arbitrary: hostile as fc.Arbitrary<unknown> });
  const repeat = fc.tuple(fc.nat(), fc.nat(), fc.option(fc.integer({ min: 0, max: 100 }), { freq: 2 }));
  return fc.tuple(fc.array(item, { minLength: 1, maxLength: 12 }), fc.array(repeat, { maxLength: 3 })).map(([items, repeats]) => {
    const events = [...items] as Json[];
    for (const [from, at, tokens] of repeats) {
      const original = events[from % events.length] as Json;
      const again = tokens === null || original === null || typeof original !== 'object' || Array.isArray(original) ? original : { ...original, properties: { tokens } };
      events.splice(at % (events.length + 1), 0, again);
    }
    return events;
  });
}

export const FAMILIES: Family[] = [
  {
    name: 'ingest',
    requests: (world) =>
      bodies((nonce) => ({
        event_name: 'api.call',
        idempotency_key: `fuzz-${nonce}`,
        customer_id: world.customerId,
        timestamp: TIMESTAMP,
        session_id: 's-1',
        properties: { tokens: 5, model: { name: 'm' } },
      })).map((payload) => post(world, '/v1/events/ingest', payload)),
  },
  {
    name: 'events-batch',
    requests: (world) => {
      const events = batchEvents(world);
      const many = (count: number) => fc.uuid().map((nonce) => Array.from({ length: count }, (_, i) => ({ event_name: 'api.call', idempotency_key: `fuzzb-many-${nonce}-${i}`, customer_id: world.customerId, timestamp: TIMESTAMP })));
      const envelope = fc.oneof(
        { weight: 200, arbitrary: events.map((list) => JSON.stringify({ events: list })) },
        // The most a batch may hold: 1,000 events, most of them repeats of a few keys.
        { weight: 1, arbitrary: fc.tuple(events, fc.integer({ min: 1, max: 5 })).map(([list, n]) => JSON.stringify({ events: Array.from({ length: MAX_EVENTS }, (_, i) => list[i % Math.min(n, list.length)]) })) },
      );
      const malformed = fc.oneof(
        nastyValue.map((value) => JSON.stringify(value) ?? 'null'),
        events.map((list) => JSON.stringify(list)),
        events.map((list) => JSON.stringify(list[0] ?? null)),
        fc.tuple(events, fc.constantFrom('event', 'Events', 'events ', 'data', 'items', 'batch')).map(([list, key]) => JSON.stringify(own(key, list))),
        nastyValue.map((value) => JSON.stringify({ events: Array.isArray(value) ? { 0: value } : value })),
        events.map((list) => JSON.stringify({ events: list[0] ?? {} })),
        fc.constantFrom('{"events":[]}', '{}', '{"events":null}', '{"events":"[]"}', '{"events":{}}', '{"events":[],"events2":[]}'),
        fc.integer({ min: MAX_EVENTS + 1, max: MAX_EVENTS + 10 }).chain(many).map((list) => JSON.stringify({ events: list })),
        fc.tuple(events, nastyKey.filter((key) => key !== 'events'), nastyValue).map(([list, key, value]) => JSON.stringify({ events: list, ...own(key, value) })),
        fc.tuple(events, fc.constantFrom('request_id', 'mode', 'customer_id', 'idempotency_key', 'count'), nastyValue).map(([list, key, value]) => JSON.stringify({ events: list, [key]: value })),
        brokenJson,
        hugeBody,
      );
      return fc.oneof({ weight: 3, arbitrary: envelope }, { weight: 2, arbitrary: malformed }).map((payload) => post(world, '/v1/events/batch', payload));
    },
  },
  {
    name: 'customers',
    requests: (world) =>
      fc
        .tuple(
          fc.boolean(),
          pathId(world.customerId),
          bodies((nonce) => ({
            name: `Fuzz ${nonce}`,
            email: 'a@example.com',
            external_id: nonce,
            billing_address: { country: 'US', city: 'Austin', zip: '73301' },
          })),
        )
        .map(([create, id, payload]) => post(world, create ? '/v1/customers' : `/v1/customers/${id}`, payload)),
  },
  {
    name: 'plans-fees',
    requests: (world) =>
      fc.oneof(
        bodies((nonce) => ({ name: `Plan ${nonce}`, type: 'credits', currency_code: 'usd', invoicing_cadence: 'monthly', initial_credit_quantity: 10 })).map((payload) =>
          post(world, '/v1/plans', payload),
        ),
        fc
          .tuple(pathId(world.planId), bodies((nonce) => ({ name: `Renamed ${nonce}`, plan_code: null, initial_credit_quantity: 5 })))
          .map(([id, payload]) => post(world, `/v1/plans/${id}`, payload)),
        fc
          .tuple(
            pathId(world.planId),
            bodies((nonce) => ({
              product: { name: `Product ${nonce}`, billable_metric: { expression: { event_name: `e.${nonce}`, aggregation: 'sum', property: 'tokens' } } },
              price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: world.unitId },
              effective_from: '2026-01-01',
            })),
          )
          .map(([id, payload]) => post(world, `/v1/plans/${id}/fees`, payload)),
      ),
  },
  {
    name: 'pricing-units',
    requests: (world) =>
      fc.oneof(
        bodies((nonce) => ({ code: `u_${nonce.slice(0, 8)}`, name: 'Unit' })).map((payload) => post(world, '/v1/pricing-units', payload)),
        fc
          .tuple(
            pathId(world.unitId),
            bodies(() => ({ settlement_currency_code: 'usd', money_minor: '100', unit_amount: 10, customer_id: world.customerId, effective_from: '2027-01-01T00:00:00Z' })),
          )
          .map(([id, payload]) => post(world, `/v1/pricing-units/${id}/conversion-rates`, payload)),
      ),
  },
  {
    name: 'credit-grants',
    requests: (world) =>
      fc
        .tuple(pathId(world.subscriptionId), bodies(() => ({ name: 'Grant', amount: '12.5', pricing_unit_code: 'credits', expires_at: '2027-01-01T00:00:00Z' })))
        .map(([id, payload]) => post(world, `/v1/subscriptions/${id}/credit-grants`, payload)),
  },
  {
    name: 'other-posts',
    requests: (world) => {
      const routes = world.routes.filter((r) => r.method === 'POST');
      const body = fc.oneof(
        fc.dictionary(fc.oneof(nastyKey, fc.constantFrom('name', 'code', 'amount', 'customer_id', 'plan_id', 'plan_code', 'quantity', 'as_of')), nastyValue, { maxKeys: 6 }),
        nastyValue,
      );
      return fc
        .tuple(fc.constantFrom(...routes), body)
        .map(([route, value]) => post(world, fill(world, route.url), JSON.stringify(value) ?? 'null'));
    },
  },
  {
    name: 'query-strings',
    requests: (world) => {
      const routes = world.routes.filter((r) => r.method === 'GET');
      const known = ['limit', 'cursor', 'customer_id', 'status', 'event_name', 'from', 'to', 'external_id'];
      const cursor = fc.oneof(
        fc.base64String({ maxLength: 60 }),
        fc.array(nastyValue, { maxLength: 3 }).map((parts) => Buffer.from(JSON.stringify(parts) ?? '').toString('base64url')),
        fc.tuple(nastyString, nastyString).map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url')),
      );
      const value = fc.oneof(nastyString, fc.constantFrom('0', '1', '100', '101', '-1', '1e2', '99999999999999999999', '50.5', ' 5'), cursor);
      const structured = fc
        .array(fc.tuple(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: fc.constantFrom(...POLLUTION_KEYS) }, { weight: 1, arbitrary: nastyKey }), value), {
          maxLength: 5,
        })
        .map((pairs) => pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&'));
      const raw = fc.oneof(
        fc.constantFrom('%', '%%', '%E0%A4%A', 'limit=%ZZ', '&&&', '=', '==1', 'limit', 'limit=1&limit=2', 'limit[]=1', 'a[b]=c', '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', 'cursor=' + 'A'.repeat(5000)),
        fc.string({ unit: 'binary-ascii', maxLength: 80 }).map((s) => s.replace(/[#\s]/g, '')),
      );
      return fc
        .tuple(fc.constantFrom(...routes), fc.oneof({ weight: 3, arbitrary: structured }, { weight: 1, arbitrary: raw }), fc.boolean(), nastyString.filter((s) => s.length > 0))
        .map(([route, query, realIds, nastyId]): FuzzRequest => {
          const path = realIds ? fill(world, route.url) : route.url.replace(/:[A-Za-z]+/g, encodeAny(nastyId));
          return { method: 'GET', url: `${path}?${query}`, headers: { authorization: `Bearer ${world.key}` } };
        });
    },
  },
  {
    name: 'headers',
    requests: (world) => {
      const secret = world.key.slice('ak_test_'.length);
      const authorization = fc.oneof(
        { weight: 3, arbitrary: fc.constant(`Bearer ${world.key}`) },
        {
          weight: 4,
          arbitrary: fc.constantFrom(
            'Bearer', 'Bearer ', `bearer ${world.key}`, `Bearer  ${world.key}`, `Bearer ${world.key} `, `Bearer ${world.key}x`, `Basic ${world.key}`,
            `Bearer ak_live_${secret}`, `Bearer ak_test_${secret.slice(1)}A`, `Bearer ak_test_${secret.toLowerCase()}`, 'Bearer ak_test_', `Bearer ${world.key},${world.key}`,
            `Token ${world.key}`, world.key, `Bearer\t${world.key}`, 'Bearer null', 'Bearer undefined', `Bearer ${'a'.repeat(8000)}`,
          ),
        },
        { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 80 }).map((s) => s.replace(/[\r\n\0]/g, '')) },
      );
      const contentType = fc.constantFrom(
        'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', 'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x', 'application/xml', '', 'application/json, text/plain', 'APPLICATION/JSON', 'application/jsonx', 'application/vnd.api+json',
      );
      const headerName = fc.oneof(
        fc.constantFrom('x-request-id', 'x-forwarded-for', 'x-company-id', 'x-mode', 'accept', 'accept-encoding', 'cookie', 'origin', 'x-http-method-override', 'transfer-encoding', 'expect'),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/),
      );
      const headerValue = fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[\r\n\0]/g, '')), fc.constantFrom('*', 'gzip', 'live', 'test', 'DELETE', 'x'.repeat(8000)));
      const target = fc.oneof(
        fc.uuid().map((nonce) => ({ url: '/v1/events/ingest', body: { event_name: 'api.call', idempotency_key: `h-${nonce}`, customer_id: world.customerId, timestamp: TIMESTAMP } })),
        fc.uuid().map((nonce) => ({ url: '/v1/customers', body: { name: `Header ${nonce}` } as Record<string, unknown> })),
        fc.constant({ url: `/v1/customers/${world.customerId}`, body: null as Record<string, unknown> | null }),
        fc.constant({ url: '/v1/plans?limit=5', body: null as Record<string, unknown> | null }),
      );
      return fc
        .tuple(target, fc.option(authorization, { freq: 8 }), fc.option(contentType, { freq: 3 }), fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 }))
        .map(([t, auth, type, extra]): FuzzRequest => {
          const headers: Record<string, string> = {};
          for (const [name, value] of extra) headers[name] = value;
          if (auth !== null) headers.authorization = auth;
          if (t.body !== null) headers['content-type'] = type ?? 'application/json';
          return t.body === null ? { method: 'GET', url: t.url, headers } : { method: 'POST', url: t.url, headers, payload: JSON.stringify(t.body) };
        });
    },
  },
];
