/** What counts as "the same request" for an Idempotency-Key (an ingest key's event: test/ingest/payloadDiff.unit.test.ts). */
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '../../src/modules/idempotency/index.js';

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
