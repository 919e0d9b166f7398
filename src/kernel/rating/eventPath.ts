/**
 * Where an event's property lives, one meaning for every reader (metric filters and quantities,
 * cost properties, catalog keys and dimensions), pure. A path is dotted (`usage.output_tokens`):
 * - a property whose own key is the whole path (`{"usage.output_tokens": 12}`) is read first;
 * - otherwise each segment steps into a nested object (`{"usage": {"output_tokens": 12}}`).
 * Arrays are not stepped into (`usage.0` reads nothing), and only own keys count (`toString` is
 * not a property). A path that leads nowhere reads `undefined`.
 */

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The event property at `path`, or undefined when there is none. */
export function readEventPath(properties: Record<string, unknown> | null | undefined, path: string): unknown {
  if (!isObject(properties)) return undefined;
  if (Object.prototype.hasOwnProperty.call(properties, path)) return properties[path];
  let current: unknown = properties;
  for (const segment of path.split('.')) {
    if (!isObject(current) || !Object.prototype.hasOwnProperty.call(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}
