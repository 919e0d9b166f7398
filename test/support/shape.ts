/**
 * Checks a response object against a resource table of the contract: the exact field set in the
 * contract's order, each field's type, nullability and enum values. Specs are written from the
 * contract's tables, never derived from our own schemas, so a drift in either shows up.
 *
 *   const PLAN = shape({ id: 'string', plan_code: 'string?', type: oneOf('usage', 'credits'), ... });
 *   expectShape(body.plan, PLAN);
 */
import { expect } from 'vitest';

type Primitive = 'string' | 'integer' | 'number' | 'boolean' | 'iso' | 'object' | 'array' | 'decimal';
type FieldKind = Primitive | `${Primitive}?` | EnumSpec | NestedSpec;

interface EnumSpec {
  kind: 'enum';
  values: readonly string[];
  nullable: boolean;
}

interface NestedSpec {
  kind: 'nested';
  spec: ShapeSpec;
  nullable: boolean;
  array: boolean;
}

export interface ShapeSpec {
  fields: Record<string, FieldKind>;
  /** Fields that may be absent (the contract's "optional" ones), checked when present. */
  optional?: Record<string, FieldKind>;
}

export function shape(fields: Record<string, FieldKind>, optional?: Record<string, FieldKind>): ShapeSpec {
  return optional ? { fields, optional } : { fields };
}

export function oneOf(...values: string[]): EnumSpec {
  return { kind: 'enum', values, nullable: false };
}

export function oneOfOrNull(...values: string[]): EnumSpec {
  return { kind: 'enum', values, nullable: true };
}

export function nested(spec: ShapeSpec, options: { nullable?: boolean; array?: boolean } = {}): NestedSpec {
  return { kind: 'nested', spec, nullable: options.nullable ?? false, array: options.array ?? false };
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DECIMAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;

function checkValue(path: string, value: unknown, kind: FieldKind): string[] {
  if (typeof kind === 'object') {
    if (value === null) return kind.nullable ? [] : [`${path} is null but not nullable`];
    if (kind.kind === 'enum') {
      return typeof value === 'string' && kind.values.includes(value) ? [] : [`${path} = ${JSON.stringify(value)} is not one of ${kind.values.join(', ')}`];
    }
    if (kind.array) {
      if (!Array.isArray(value)) return [`${path} is not an array`];
      return value.flatMap((item, i) => shapeProblems(`${path}[${i}]`, item, kind.spec));
    }
    return shapeProblems(path, value, kind.spec);
  }
  const nullable = kind.endsWith('?');
  const base = (nullable ? kind.slice(0, -1) : kind) as Primitive;
  if (value === null) return nullable ? [] : [`${path} is null but not nullable`];
  const ok =
    (base === 'string' && typeof value === 'string') ||
    (base === 'integer' && Number.isInteger(value)) ||
    (base === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
    (base === 'boolean' && typeof value === 'boolean') ||
    (base === 'iso' && typeof value === 'string' && ISO.test(value)) ||
    (base === 'decimal' && typeof value === 'string' && DECIMAL.test(value)) ||
    (base === 'object' && typeof value === 'object' && !Array.isArray(value)) ||
    (base === 'array' && Array.isArray(value));
  return ok ? [] : [`${path} = ${JSON.stringify(value)} is not ${base}`];
}

export function shapeProblems(path: string, value: unknown, spec: ShapeSpec): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path} is not an object`];
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  const required = Object.keys(spec.fields);
  const optional = spec.optional ?? {};
  const allowed = new Set([...required, ...Object.keys(optional)]);
  for (const field of required) {
    if (!(field in record)) problems.push(`${path}.${field} is missing`);
  }
  for (const field of Object.keys(record)) {
    if (!allowed.has(field)) problems.push(`${path}.${field} is not in the contract`);
  }
  const order = Object.keys(record).filter((k) => allowed.has(k));
  const expectedOrder = [...required, ...Object.keys(optional)].filter((k) => k in record);
  if (order.join(',') !== expectedOrder.join(',')) problems.push(`${path} fields are out of order: ${order.join(', ')}`);
  for (const [field, kind] of Object.entries(spec.fields)) {
    if (field in record) problems.push(...checkValue(`${path}.${field}`, record[field], kind));
  }
  for (const [field, kind] of Object.entries(optional)) {
    if (field in record) problems.push(...checkValue(`${path}.${field}`, record[field], kind));
  }
  return problems;
}

export function expectShape(value: unknown, spec: ShapeSpec, path = 'resource'): void {
  expect(shapeProblems(path, value, spec)).toEqual([]);
}
