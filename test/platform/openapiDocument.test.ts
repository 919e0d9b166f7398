/**
 * The OpenAPI document is good enough to generate a client from and to read: an operationId on
 * every operation, named component schemas referenced by $ref, every response with a schema and
 * the headers the API sets, error bodies with `success: false` and the registered codes,
 * `format: date-time` on every instant (a date-time or a date where `YYYY-MM-DD` is accepted too),
 * a description on every operation, every tag declared with a description, the guide (metrics,
 * catalogs) in `info.description`, and /docs under Meterline's own name.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/errors/index.js';
import { finishOpenApiDocument, UndeclaredTag, UnknownDateField } from '../../src/http/openapiDocument.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: Json }>; headers?: Record<string, unknown> }>;
  'x-error-codes'?: string[];
}
interface Document {
  info: { title: string; description: string };
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; headers: Record<string, unknown> };
}

const INSTANT = /(_at|_date|_from|_to|^timestamp|^as_of|^trial_end)$/;

/** Every schema object under `node` with the JSON path to it. */
function* schemas(node: unknown, at: string): Generator<[string, Json]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* schemas(item, `${at}[${i}]`);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const object = node as Json;
  yield [at, object];
  for (const [key, value] of Object.entries(object)) if (!['examples', 'example', 'enum'].includes(key)) yield* schemas(value, `${at}.${key}`);
}

/** `format: date-time` (or date), or a field that takes either: `anyOf` a date-time and a date. */
function isInstantFormat(schema: Json): boolean {
  if (schema.format === 'date-time' || schema.format === 'date') return true;
  const formats = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]).map((variant) => variant.format) : [];
  return formats.length === 2 && formats.includes('date-time') && formats.includes('date');
}

function operations(doc: Document): [string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]): [string, Operation] => [`${method.toUpperCase()} ${path}`, op]));
}

describeEachStore('the OpenAPI document', (kind) => {
  let h: Harness;
  let doc: Document;
  beforeAll(async () => {
    h = await createHarness(kind);
    const res = await h.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json() as Document;
  });
  afterAll(async () => {
    await h.close();
  });

  it('names every operation once, in camelCase', () => {
    const ids = operations(doc).map(([name, op]) => [name, op.operationId] as const);
    expect(ids.filter(([, id]) => id === undefined || !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    const seen = ids.map(([, id]) => id);
    expect(seen.length).toBe(new Set(seen).size);
    expect(Object.fromEntries(ids)).toMatchObject({ 'POST /v1/customers': 'createCustomer', 'POST /v1/events/ingest': 'ingestEvent', 'GET /v1/invoices/{id}': 'getInvoice' });
  });

  it('declares every tag its operations use, each with a description', () => {
    const declared = new Set(doc.tags.map((tag) => tag.name));
    expect(doc.tags.filter((tag) => !tag.description?.trim())).toEqual([]);
    const used = new Set(operations(doc).flatMap(([, op]) => op.tags ?? []));
    expect([...used].filter((tag) => !declared.has(tag))).toEqual([]);
    expect([...declared].filter((tag) => !used.has(tag))).toEqual([]);
  });

  it('describes every operation beyond its summary', () => {
    const undescribed = operations(doc).filter(([, op]) => !op.description?.trim() || op.description.trim() === op.summary?.trim());
    expect(undescribed.map(([name]) => name)).toEqual([]);
  });

  it('references named component schemas instead of inlining resources', () => {
    for (const name of ['Customer', 'Plan', 'PlanFee', 'Invoice', 'LineItem', 'Subscription', 'CreditGrant', 'Event', 'IngestResult', 'ErrorBody', 'CreateCustomerRequest']) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
    const get = doc.paths['/v1/customers/{id}']?.get?.responses['200']?.content?.['application/json']?.schema as { properties: Json };
    expect(get.properties.customer).toEqual({ $ref: '#/components/schemas/Customer' });
    const create = doc.paths['/v1/plans/{id}/fees']?.post as unknown as { requestBody: { content: Record<string, { schema: Json }> } };
    expect(create.requestBody.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/CreatePlanFeeRequest' });
    // A resource (an object with an id and a creation time) is never inlined in an operation.
    const inlined = [...schemas(doc.paths, 'paths')].filter(([, s]) => {
      const properties = s.properties as Json | undefined;
      return properties !== undefined && 'id' in properties && 'created_at' in properties;
    });
    expect(inlined.map(([at]) => at)).toEqual([]);
    // Every $ref resolves.
    const refs = [...schemas(doc, '#')].map(([, s]) => s.$ref).filter((ref): ref is string => typeof ref === 'string');
    const missing = refs.filter((ref) => {
      const [, , section, name] = ref.split('/');
      return !(doc.components as unknown as Record<string, Json>)[section ?? '']?.[name ?? ''];
    });
    expect(missing).toEqual([]);
  });

  it('gives every response a schema and the headers the API sets', () => {
    const problems: string[] = [];
    for (const [name, op] of operations(doc)) {
      for (const [status, response] of Object.entries(op.responses)) {
        // JSON everywhere, but a PDF's 200 (an invoice's PDF), which is `application/pdf`, binary.
        const content = name.endsWith('/pdf') && status === '200' ? response.content?.['application/pdf'] : response.content?.['application/json'];
        if (!content?.schema) problems.push(`${name} ${status}: no schema`);
        const headers = Object.keys(response.headers ?? {});
        if (!headers.includes('X-Request-Id')) problems.push(`${name} ${status}: no X-Request-Id`);
        if (name.includes(' /v1/') && !headers.includes('X-RateLimit-Remaining')) problems.push(`${name} ${status}: no X-RateLimit-*`);
        if ((status === '429' || status === '503') && !headers.includes('Retry-After')) problems.push(`${name} ${status}: no Retry-After`);
      }
      if (name.includes(' /v1/') && !op.responses['429']) problems.push(`${name}: no 429`);
    }
    expect(problems).toEqual([]);
    expect(doc.paths['/v1/invoices/{id}/pdf']?.get?.responses['200']?.content).toEqual({ 'application/pdf': { schema: { type: 'string', format: 'binary', description: 'A PDF document' } } });
    expect(doc.paths['/v1/invoices/{id}/pdf']?.get?.responses['404']?.content?.['application/json']?.schema).toBeDefined();
    expect(Object.keys(doc.components.headers).sort()).toEqual(['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id']);
  });

  it('fixes `success: false` on error bodies, lists every registered code, and documents each operation\'s codes', () => {
    const error = doc.components.schemas.ErrorBody as { properties: { success: Json; error: { properties: { code: { enum: string[] } } } } };
    expect(error.properties.success).toMatchObject({ enum: [false] });
    expect(new Set(error.properties.error.properties.code.enum)).toEqual(new Set(Object.keys(ERROR_CODES)));
    for (const [name, op] of operations(doc)) {
      for (const code of op['x-error-codes'] ?? []) {
        const status = String((ERROR_CODES as unknown as Record<string, { status: number | null }>)[code]?.status);
        expect(op.responses[status], `${name} answers ${code} with ${status}`).toBeDefined();
      }
    }
  });

  it('marks every instant as date-time, in answers and in requests, or as a date-time or a date where a bare date is accepted', () => {
    const unmarked: string[] = [];
    for (const [at, schema] of schemas(doc, '#')) {
      const properties = schema.properties as Record<string, Json> | undefined;
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (!INSTANT.test(name)) continue;
        const variants = Array.isArray(property.anyOf) ? (property.anyOf as Json[]) : [property];
        // A string of named values is not an instant, whatever its name (a credit note's `credited_to`).
        for (const variant of variants) if (variant.type === 'string' && variant.enum === undefined && !isInstantFormat(variant)) unmarked.push(`${at}.${name}`);
      }
    }
    expect(unmarked).toEqual([]);
    // A fee's dates take YYYY-MM-DD too (its examples say so); an event's timestamp does not.
    const stringOf = (schema: string, field: string) => {
      const property = (doc.components.schemas[schema]?.properties as Record<string, Json>)[field] as Json;
      return ((property.anyOf as Json[] | undefined) ?? [property]).find((variant) => variant.type === 'string') as Json;
    };
    expect((stringOf('CreatePlanFeeRequest', 'effective_to').anyOf as Json[]).map((v) => v.format)).toEqual(['date-time', 'date']);
    expect(stringOf('UpdatePlanFeeRequest', 'effective_to').examples).toContain('2026-02-10');
    expect(stringOf('BillableEvent', 'timestamp')).toMatchObject({ format: 'date-time' });
  });

  it('carries the guide: the metric language, the catalog format, where the error codes are', () => {
    expect(doc.info.description).toMatch(/## Metrics: how an event meets a product/);
    expect(doc.info.description).toMatch(/unique_count/);
    expect(doc.info.description).toMatch(/## Catalogs: prices by a key property/);
    expect(doc.info.description).toMatch(/key_property/);
    expect(doc.info.description).toMatch(/docs\/errors\.md/);
  });

  it('serves /docs as Meterline\'s own page', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/docs/' });
    const html = page.statusCode === 302 ? (await h.app.inject({ method: 'GET', url: String(page.headers.location) })).body : page.body;
    expect(html).toMatch(/<title>Meterline API reference<\/title>/);
    const initializer = await h.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(initializer.body).toMatch(/data:image\/svg\+xml;base64/);
    const logo = Buffer.from(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(initializer.body)?.[1] ?? '', 'base64').toString();
    expect(logo).toMatch(/Meterline/);
  });
});

// The last pass itself, on hand-made documents: no store involved.
it('refuses an undeclared tag, and a date-or-instant field its operation does not have', () => {
  const operation = (tags: string[], properties: Json = {}) => ({
    tags,
    requestBody: { content: { 'application/json': { schema: { type: 'object', properties } } } },
    responses: {},
  });
  expect(() => finishOpenApiDocument({ paths: { '/v1/customers': { post: operation(['customers']) } } })).not.toThrow();
  expect(() => finishOpenApiDocument({ paths: { '/v1/customers': { post: operation(['customer']) } } })).toThrow(UndeclaredTag);
  const subscribe = (properties: Json) => finishOpenApiDocument({ paths: { '/v1/subscriptions': { post: operation(['subscriptions'], properties) } } });
  expect(() => subscribe({ start_date: { type: 'string' }, trial_end: { type: 'string' } })).not.toThrow();
  expect(() => subscribe({ start_date: { type: 'string' } })).toThrow(UnknownDateField);
});
