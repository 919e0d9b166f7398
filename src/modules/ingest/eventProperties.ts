/**
 * Bounds on an event's `properties`, checked where the event enters (400 naming the field):
 * - at most 16 levels of nesting and 1,000 values in all: rating walks them, and a 10 KB body
 *   nested 5,000 levels deep used to overflow the stack;
 * - every number finite and within ±(2^53 - 1): JSON numbers beyond that are not read exactly
 *   (9007199254740993 arrives as ...992, 1e999 as Infinity). Larger or more precise quantities
 *   are sent as decimal strings ("9007199254740993").
 */
export const MAX_PROPERTY_DEPTH = 16;
export const MAX_PROPERTY_VALUES = 1000;

/** The property at fault, named as a field of the event (`properties.usage.tokens`). */
export interface PropertyProblem {
  field: string;
  message: string;
}

/** The first problem found walking `properties` (iteratively), or null. */
export function propertyProblem(properties: Record<string, unknown> | null | undefined, root = 'properties'): PropertyProblem | null {
  if (properties === null || properties === undefined) return null;
  const stack: Array<[unknown, string, number]> = [[properties, root, 1]];
  let values = 0;
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop() as [unknown, string, number];
    values += 1;
    if (values > MAX_PROPERTY_VALUES) return { field: root, message: `must hold at most ${MAX_PROPERTY_VALUES} values` };
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return { field: path, message: 'is a number that cannot be read exactly (beyond ±9007199254740991): send it as a decimal string' };
      }
    } else if (value !== null && typeof value === 'object') {
      if (depth > MAX_PROPERTY_DEPTH) return { field: path, message: `must not nest more than ${MAX_PROPERTY_DEPTH} levels deep` };
      const entries = Array.isArray(value) ? value.map((item, i) => [`[${i}]`, item] as const) : Object.entries(value).map(([k, item]) => [`.${k}`, item] as const);
      for (const [suffix, item] of entries) stack.push([item, `${path}${suffix}`, depth + 1]);
    }
  }
  return null;
}
