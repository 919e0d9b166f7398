/**
 * Request bodies from a valid template: most cases break it in one to three places (a field
 * dropped, a field set to a nasty value, an extra or pollution key added, at any depth the
 * template has); some replace the whole body, send text that is not JSON, or exceed 1 MiB. A few
 * stay valid, so the fuzzer also walks the accepted paths.
 */
import fc from 'fast-check';
import { brokenJson, hugeBody, nastyKey, nastyValue, own } from './values.js';

type Json = Record<string, unknown>;

type Op = { kind: 'drop'; path: string[] } | { kind: 'set'; path: string[]; value: unknown } | { kind: 'extra'; at: string[]; key: string; value: unknown };

/** Every field path of the template, nested objects included. */
function paths(template: Json, prefix: string[] = []): string[][] {
  return Object.entries(template).flatMap(([key, value]) => {
    const here = [...prefix, key];
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? [here, ...paths(value as Json, here)] : [here];
  });
}

/** The object paths (the body itself and its nested objects), where extra keys can go. */
function objectPaths(template: Json, prefix: string[] = []): string[][] {
  return [
    prefix,
    ...Object.entries(template).flatMap(([key, value]) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? objectPaths(value as Json, [...prefix, key]) : [])),
  ];
}

function parentOf(body: Json, path: string[]): Json | null {
  let node: unknown = body;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return null;
    node = (node as Json)[key];
  }
  return node !== null && typeof node === 'object' && !Array.isArray(node) ? (node as Json) : null;
}

function apply(template: Json, ops: Op[]): unknown {
  const body = structuredClone(template);
  for (const op of ops) {
    if (op.kind === 'extra') {
      const target = op.at.length === 0 ? body : parentOf(body, [...op.at, '']);
      if (target) Object.assign(target, own(op.key, op.value));
      continue;
    }
    const parent = parentOf(body, op.path);
    const key = op.path[op.path.length - 1] as string;
    if (!parent) continue;
    if (op.kind === 'drop') delete parent[key];
    else Object.defineProperty(parent, key, { value: op.value, enumerable: true, configurable: true, writable: true });
  }
  return body;
}

/** The template (a function of a per-case nonce, for unique keys) broken in one to three places, as a value. */
export function broken(template: (nonce: string) => Json): fc.Arbitrary<unknown> {
  const sample = template('n');
  const fields = paths(sample);
  const objects = objectPaths(sample);
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.constantFrom(...fields).map((path): Op => ({ kind: 'drop', path })),
    { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...fields), nastyValue).map(([path, value]): Op => ({ kind: 'set', path, value })) },
    fc.tuple(fc.constantFrom(...objects), nastyKey, nastyValue).map(([at, key, value]): Op => ({ kind: 'extra', at, key, value })),
  );
  return fc.tuple(fc.uuid(), fc.array(op, { minLength: 1, maxLength: 3 })).map(([nonce, ops]) => apply(template(nonce), ops));
}

/** JSON text of a body built from `template` (a function of a per-case nonce, for unique keys). */
export function bodies(template: (nonce: string) => Json): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 40, arbitrary: broken(template).map((body) => JSON.stringify(body)) },
    { weight: 3, arbitrary: fc.uuid().map((nonce) => JSON.stringify(template(nonce))) },
    { weight: 3, arbitrary: nastyValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 3, arbitrary: brokenJson },
    { weight: 1, arbitrary: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8, 9).chain((n) => (n === 0 ? hugeBody : fc.uuid().map((nonce) => JSON.stringify(template(nonce))))) },
  );
}
