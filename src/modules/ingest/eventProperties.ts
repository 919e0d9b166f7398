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

/**
 * The first problem found walking `properties` (iteratively), or null. Walked first without naming
 * places, then again, the same way, only to name a problem found: naming every value's place was
 * most of this check's garbage (1.3 KB per event of a batch request, a sampling heap profile).
 */
export function propertyProblem(properties: Record<string, unknown> | null | undefined, root = 'properties'): PropertyProblem | null {
  if (properties === null || properties === undefined) return null;
  return firstProblem(properties, root, false) === null ? null : firstProblem(properties, root, true);
}

/** One walk; with `named` false every place is `root` (the caller only asks whether there is a problem). */
function firstProblem(properties: object, root: string, named: boolean): PropertyProblem | null {
  const values: unknown[] = [properties];
  const paths: string[] = [root];
  const depths: number[] = [1];
  let count = 0;
  while (values.length > 0) {
    const value = values.pop();
    const path = paths.pop() as string;
    const depth = depths.pop() as number;
    count += 1;
    if (count > MAX_PROPERTY_VALUES) return { field: root, message: `must hold at most ${MAX_PROPERTY_VALUES} values` };
    if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
        return { field: path, message: 'is a number that cannot be read exactly (beyond ±9007199254740991): send it as a decimal string' };
      }
    } else if (value !== null && typeof value === 'object') {
      if (depth > MAX_PROPERTY_DEPTH) return { field: path, message: `must not nest more than ${MAX_PROPERTY_DEPTH} levels deep` };
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          values.push(value[i]);
          paths.push(named ? `${path}[${i}]` : path);
          depths.push(depth + 1);
        }
      } else {
        for (const key in value) {
          if (!Object.hasOwn(value, key)) continue;
          values.push((value as Record<string, unknown>)[key]);
          paths.push(named ? `${path}.${key}` : path);
          depths.push(depth + 1);
        }
      }
    }
  }
  return null;
}
