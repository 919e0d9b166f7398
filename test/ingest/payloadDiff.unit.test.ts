/** What counts as "the same event" for an ingest key sent again (the request's own fingerprint: test/idempotency/fingerprint.unit.test.ts). */
import { describe, expect, it } from 'vitest';
import { payloadDifferences } from '../../src/modules/ingest/pipeline/payloadDiff.js';
import type { EventTable } from '../../src/modules/ingest/tables.js';

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
    invoice_pending: 0,
  charges: null,
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
