/** What counts as "the same request" for a key, and "the same event" for an ingest key. */
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '../../src/modules/idempotency/index.js';
import { payloadDifferences } from '../../src/modules/ingest/pipeline/payloadDiff.js';
import type { EventTable } from '../../src/modules/ingest/tables.js';

describe('request fingerprints', () => {
  it('ignores key order at every depth, and nothing else', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
    const fp = (body: unknown) => requestFingerprint('POST', '/v1/customers', body);
    expect(fp({ name: 'A', email: 'a@x' })).toBe(fp({ email: 'a@x', name: 'A' }));
    expect(fp({ name: 'A' })).not.toBe(fp({ name: 'B' }));
    expect(fp({ amount: '1' })).not.toBe(fp({ amount: 1 }));
    expect(fp({ tags: [1, 2] })).not.toBe(fp({ tags: [2, 1] }));
    expect(fp({ name: 'A' })).not.toBe(requestFingerprint('POST', '/v1/products', { name: 'A' }));
  });
});

describe('an ingest key sent again', () => {
  const row: EventTable = {
    id: 'e1',
    company_id: 'c1',
    mode: 'test',
    idempotency_key: 'k',
    customer_id: 'cust1',
    event_name: 'llm.completion',
    timestamp: '2026-01-15T12:00:00.000Z',
    session_id: null,
    properties: '{"tokens":1500,"model":"gpt-4o"}',
    cost: '[]',
    created_at: '2026-01-15T12:00:01.000Z',
  };
  const event = {
    eventName: 'llm.completion',
    idempotencyKey: 'k',
    customerId: 'cust1',
    timestamp: new Date('2026-01-15T12:00:00Z'),
    sessionId: null,
    properties: { model: 'gpt-4o', tokens: 1500 } as Record<string, unknown> | null,
  };

  it('is a retry when only the order of properties differs', () => {
    expect(payloadDifferences(row, event)).toEqual([]);
  });

  it('names every field that differs', () => {
    expect(payloadDifferences(row, { ...event, customerId: 'cust2', sessionId: 's', properties: { tokens: 1501, model: 'gpt-4o' } })).toEqual(['customer_id', 'session_id', 'properties']);
    expect(payloadDifferences(row, { ...event, eventName: 'x', timestamp: new Date('2026-01-15T12:00:00.001Z') })).toEqual(['event_name', 'timestamp']);
  });

  it('treats no properties and empty properties alike', () => {
    expect(payloadDifferences({ ...row, properties: null }, { ...event, properties: {} })).toEqual([]);
    expect(payloadDifferences({ ...row, properties: '{}' }, { ...event, properties: null })).toEqual([]);
  });
});
