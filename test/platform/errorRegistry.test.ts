/**
 * The error-code registry (src/errors/codes.ts) is the one list of codes: every code the source
 * raises is in it, with one status; docs/errors.md lists each with that status; the OpenAPI
 * document names the codes of every operation; and the error handler answers the registry's
 * status and places domain fields in the request.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { Type } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { FixedClock } from '../../src/clock.js';
import { DomainError, ERROR_CODES, invalid, isErrorCode, statusOf, type AnyCode, type ErrorCode } from '../../src/errors/index.js';
import { requestPathOf } from '../../src/http/errorHandler.js';
import { OPERATION_ERRORS } from '../../src/api/operationErrors.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { buildNode, testConfig, type ApiNode } from './nodes.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const SOURCES = sourceFiles(path.join(ROOT, 'src')).map((file) => ({ file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8') }));

function matches(pattern: RegExp): { code: string; where: string }[] {
  return SOURCES.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => ({ code: m[1] as string, where: file })));
}

/** Codes raised as errors: a DomainError by its literal code, and the helpers of src/errors/. */
const RAISED = [
  ...matches(/\bnew\s+DomainError\(\s*'([A-Za-z0-9_]+)'/g),
  ...matches(/\b(notFound)\(/g).map((m) => ({ ...m, code: 'NOT_FOUND' })),
  ...matches(/\b(invalid|new InvalidFields)\(/g).map((m) => ({ ...m, code: 'VALIDATION_ERROR' })),
];

/** Codes that are never an HTTP status (a 200 result, a billing run's problems, a hosted page): rating and billing failures, `code: '...'` in a result. */
const IN_RESULTS = [
  ...matches(/\bnew\s+(?:RatingFailure|BillingBlocked)\(\s*'([A-Z0-9_]+)'/g),
  ...matches(/\bcode:\s*[^,}\n]*?'([A-Z][A-Z0-9_]+)'/g),
];

/** Registered codes no API operation answers, and why. */
const NOT_ANSWERED_BY_THE_API: Partial<Record<ErrorCode, string>> = {
  PRICE_CHANGED: 'the hosted signup page catches it and asks to review the price',
  BILLED_AHEAD: "raised by the engine's changePlanAt, which no route calls yet",
  SUBSCRIPTION_CHANGED: "raised by the engine's changePlanAt for the hosted signup page, which refunds and says so in words",
  METHOD_NOT_ALLOWED: 'answered for a path by the not-found handler when no operation has the method (with Allow), so no operation lists it',
};

describe('the error-code registry', () => {
  it('finds the raise sites it checks', () => {
    // A guard on the patterns themselves: if these fail, the scan stopped seeing the source.
    expect(RAISED.map((r) => r.code)).toEqual(expect.arrayContaining(['CODE_TAKEN', 'NOT_FOUND', 'SUBSCRIPTION_CANCELED', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE']));
    expect(IN_RESULTS.map((r) => r.code)).toEqual(expect.arrayContaining(['QUANTITY_NOT_NUMERIC', 'CONVERSION_RATE_MISSING', 'DATABASE_ERROR', 'BILLING_STEP_FAILED']));
  });

  it('holds every code raised anywhere in src/, each with an HTTP status', () => {
    const unregistered = RAISED.filter((r) => !isErrorCode(r.code)).map((r) => `${r.code} (${r.where})`);
    expect(unregistered).toEqual([]);
  });

  it('raises every DomainError with a literal code (so the check above sees it)', () => {
    const calls = matches(/\bnew\s+DomainError\(()/g);
    const literal = matches(/\bnew\s+DomainError\(\s*'([A-Za-z0-9_]+)'/g);
    expect(literal.length).toBe(calls.length);
  });

  it('holds every code a 200 result carries, marked as such', () => {
    const missing = IN_RESULTS.filter(({ code }) => {
      const entry = (ERROR_CODES as Record<string, { results?: readonly string[] } | undefined>)[code];
      return !entry?.results?.length;
    });
    expect(missing.map((m) => `${m.code} (${m.where})`)).toEqual([]);
  });

  it('has no code that nothing raises', () => {
    const used = new Set([...RAISED, ...IN_RESULTS].map((r) => r.code));
    expect(Object.keys(ERROR_CODES).filter((code) => !used.has(code))).toEqual([]);
  });

  it('is documented in docs/errors.md: every code with its status, every result code where it appears', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/errors.md'), 'utf8');
    for (const [code, entry] of Object.entries(ERROR_CODES) as [AnyCode, (typeof ERROR_CODES)[AnyCode]][]) {
      if (entry.status !== null) expect(doc, code).toContain(`| \`${code}\` | ${entry.status} |`);
      if ('results' in entry) expect(doc, code).toMatch(new RegExp(`\\| \`${code}\` \\| (ingest|batch|billing run|hosted page)`));
    }
  });
});

describe('placing a domain field in the request', () => {
  const schema = {
    params: Type.Object({ id: Type.String() }),
    querystring: Type.Object({ limit: Type.Optional(Type.String()) }),
    body: Type.Object({ customer_id: Type.String(), price: Type.Object({ amount: Type.String() }) }),
  };

  it('finds the part of the request that declares the field', () => {
    expect(requestPathOf('customer_id', schema)).toBe('body.customer_id');
    expect(requestPathOf('price.amount', schema)).toBe('body.price.amount');
    expect(requestPathOf('id', schema)).toBe('params.id');
    expect(requestPathOf('limit', schema)).toBe('querystring.limit');
    expect(requestPathOf('', schema)).toBe('body');
  });

  it('falls back to the body, or to the query string of a route without one', () => {
    expect(requestPathOf('unknown', schema)).toBe('body.unknown');
    expect(requestPathOf('unknown', { querystring: schema.querystring })).toBe('querystring.unknown');
    expect(requestPathOf('entries[2].key', undefined)).toBe('body.entries[2].key');
  });

  it('reads the branches of a union body', () => {
    expect(requestPathOf('b', { body: Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]) })).toBe('body.b');
  });
});

describe('the error handler', () => {
  let testStore: TestStore;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testStore = await createTestStore('sqlite');
    app = await buildApp({ store: testStore.store, config: testConfig(), clock: new FixedClock(new Date()) });
    const schema = {
      hide: true,
      params: Type.Object({ id: Type.String() }),
      querystring: Type.Object({ limit: Type.Optional(Type.String()) }),
      body: Type.Object({ code: Type.Optional(Type.String()), amount: Type.Optional(Type.Number()) }),
    };
    app.post('/probe/taken/:id', { schema }, async () => {
      throw new DomainError('CODE_TAKEN', 'The code is taken', [
        { field: 'code', message: 'is already taken' },
        { field: 'id', message: 'is this one' },
        { field: 'limit', message: 'is that one' },
      ]);
    });
    app.post('/probe/invalid/:id', { schema }, async () => {
      throw invalid([{ field: 'amount', message: 'must be positive' }]);
    });
    app.post('/probe/canceled/:id', { schema }, async () => {
      throw new DomainError('SUBSCRIPTION_CANCELED', 'The subscription is canceled');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testStore.drop();
  });

  const post = async (url: string) => {
    const res = await app.inject({ method: 'POST', url, payload: {} });
    return { status: res.statusCode, error: res.json().error };
  };

  it("answers the registry's status and names each field where the request has it", async () => {
    const res = await post('/probe/taken/x');
    expect(res.status).toBe(statusOf('CODE_TAKEN'));
    expect(res.error).toEqual({
      code: 'CODE_TAKEN',
      message: 'The code is taken',
      details: [
        { path: 'body.code', message: 'is already taken' },
        { path: 'params.id', message: 'is this one' },
        { path: 'querystring.limit', message: 'is that one' },
      ],
    });
  });

  it('words a validation message with the request path of its first field', async () => {
    const res = await post('/probe/invalid/x');
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ code: 'VALIDATION_ERROR', message: 'body.amount: must be positive', details: [{ path: 'body.amount', message: 'must be positive' }] });
  });

  it("answers a code with the registry's status", async () => {
    const res = await post('/probe/canceled/x');
    expect(res.status).toBe(422);
    expect(res.error.code).toBe('SUBSCRIPTION_CANCELED');
  });
});

interface Operation {
  'x-error-codes'?: unknown;
  'x-result-codes'?: unknown;
  responses?: Record<string, unknown>;
}

describeEachStore('the OpenAPI document lists the error codes of every operation', (kind) => {
  let testStore: TestStore;
  let node: ApiNode;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    testStore = await createTestStore(kind);
    node = await buildNode(testStore.store, {
      build: {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
          for (const method of methods) if (!hidden && method !== 'HEAD') routes.push({ method, url: route.url });
        },
      },
    });
  });
  afterAll(async () => {
    await node.app.close();
    await testStore.drop();
  });

  async function operations(): Promise<{ key: string; operation: Operation }[]> {
    const doc = (await node.call(null, 'GET', '/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    return routes.map(({ method, url }) => ({
      key: `${method} ${url}`,
      operation: doc.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()] ?? {},
    }));
  }

  it('declares every documented route, and nothing else', () => {
    const documented = routes.map((r) => `${r.method} ${r.url}`);
    expect(documented.filter((key) => !(key in OPERATION_ERRORS))).toEqual([]);
    expect(Object.keys(OPERATION_ERRORS).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('gives each operation its registered codes, and one error response per status naming them', async () => {
    for (const { key, operation } of await operations()) {
      const codes = operation['x-error-codes'];
      expect(Array.isArray(codes) && codes.length > 0, key).toBe(true);
      const unregistered = (codes as string[]).filter((code) => !isErrorCode(code));
      expect(unregistered, key).toEqual([]);
      const statuses = new Set((codes as ErrorCode[]).map((code) => String(statusOf(code))));
      const errorResponses = Object.keys(operation.responses ?? {}).filter((status) => /^[45]/.test(status));
      expect(errorResponses.sort(), key).toEqual([...statuses].sort());
      for (const code of codes as ErrorCode[]) {
        const response = operation.responses?.[String(statusOf(code))] as { description?: string };
        expect(response.description, `${key} ${code}`).toContain(`\`${code}\``);
      }
    }
  });

  it('answers every registered HTTP code from some operation (or says why not)', async () => {
    const answered = new Set((await operations()).flatMap(({ operation }) => operation['x-error-codes'] as string[]));
    const unanswered = (Object.keys(ERROR_CODES) as AnyCode[]).filter((code) => isErrorCode(code) && !answered.has(code) && !(code in NOT_ANSWERED_BY_THE_API));
    expect(unanswered).toEqual([]);
  });

  it('lists the codes a 200 result can carry on ingest, batch and billing run', async () => {
    const byKey = new Map((await operations()).map(({ key, operation }) => [key, operation]));
    expect(byKey.get('POST /v1/events/ingest')?.['x-result-codes']).toEqual(expect.arrayContaining(['COST_MISSING', 'DATABASE_ERROR']));
    expect(byKey.get('POST /v1/events/batch')?.['x-result-codes']).toEqual(expect.arrayContaining(['VALIDATION_ERROR', 'CUSTOMER_NOT_FOUND', 'PRICE_NOT_FOUND']));
    expect(byKey.get('POST /v1/billing/run')?.['x-result-codes']).toEqual(expect.arrayContaining(['CONVERSION_RATE_MISSING', 'BILLING_STEP_FAILED']));
  });
});
