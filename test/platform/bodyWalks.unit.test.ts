/**
 * The body guards walk a parsed value twice only when it has something to report: first without
 * naming places, then to name the first one found (src/http/stringScan.ts,
 * src/modules/ingest/eventProperties.ts). The name must be the one a single naming walk gives, and
 * a value with nothing to report must come back clean whatever its shape.
 */
import { describe, expect, it } from 'vitest';
import { findIllFormed } from '../../src/http/jsonBody.js';
import { findNul } from '../../src/http/nulGuard.js';
import { acceptEvent } from '../../src/modules/ingest/index.js';

describe('string guards', () => {
  const body = { events: [{ a: 'ok', tags: ['x', 'y'] }, { b: { c: ['p', 'q\u0000r'] } }], k: 'fine' };

  it('names the first string holding U+0000, in arrays and objects, and keys too', () => {
    expect(findNul(body, 'body')).toBe('body.events[1].b.c[1]');
    expect(findNul({ ok: 1, ['bad\u0000key']: 2 }, 'query')).toBe('query.bad\u0000key');
    expect(findNul('\u0000', 'params')).toBe('params');
    // Two at fault: the first one in document order is named.
    expect(findNul(['a\u0000', 'b\u0000'], 'body')).toBe('body[0]');
  });

  it('answers null for values with nothing to report, of every shape', () => {
    for (const clean of [null, undefined, 3, true, '', 'plain', [], {}, { a: [1, { b: 'c' }] }, Object.create(null) as object]) {
      expect(findNul(clean, 'body')).toBeNull();
      expect(findIllFormed(clean, 'body')).toBeNull();
    }
  });

  it('names a lone surrogate the same way', () => {
    expect(findIllFormed({ a: ['ok', '\ud83e\uddfe'], b: { c: 'x\ud800' } }, 'body')).toBe('body.b.c');
  });
});

describe('property bounds', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  /** The field acceptEvent's VALIDATION_ERROR names for these properties, or null when it accepts them. */
  function fieldAtFault(properties: Record<string, unknown>): string | null {
    try {
      acceptEvent({ event_name: 'e', idempotency_key: 'k', customer_id: 'c', timestamp: '2026-11-29T11:00:00Z', properties }, now);
      return null;
    } catch (error) {
      return ((error as { problems: Array<{ field: string }> }).problems[0] as { field: string }).field;
    }
  }

  it('names the place of a number it cannot read exactly, inside arrays and objects', () => {
    expect(fieldAtFault({ a: 1, list: [2, { n: 2 ** 60 }] })).toBe('properties.list[1].n');
    expect(fieldAtFault({ a: 1, list: [2, { n: 2 ** 50 }], s: 'x' })).toBeNull();
  });

  it('names the place nested too deep (past 16 levels), and the whole for more than 1,000 values', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 16; level++) deep = { d: deep };
    expect(fieldAtFault(deep)).toBe(`properties${'.d'.repeat(16)}`);
    expect(fieldAtFault(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])))).toBe('properties');
  });
});
