/**
 * The walk behind the body guards (nulGuard.ts, jsonBody.ts): the place of the first string or
 * object key in a parsed value that fails a test, or null. Iterative: bodies nest deeply.
 *
 * A hit is rare, so the value is walked first without naming places, and walked again, the same
 * way, only to name the one found. Naming every place on the way (`body.events[3].properties.model`
 * for each value of every request) was most of what these guards allocated: 2.5 KB of garbage per
 * event of a batch request (a sampling heap profile of POST /v1/events/batch), for a name used
 * only when the request is refused.
 */
export function findString(root: unknown, rootPath: string, fails: (text: string) => boolean): string | null {
  return firstFailing(root, rootPath, fails, false) === null ? null : firstFailing(root, rootPath, fails, true);
}

/** One walk; with `named` false every place is `rootPath` (the caller only asks whether there is one). */
function firstFailing(root: unknown, rootPath: string, fails: (text: string) => boolean, named: boolean): string | null {
  const values: unknown[] = [root];
  const paths: string[] = [rootPath];
  while (values.length > 0) {
    const value = values.pop();
    const path = paths.pop() as string;
    if (typeof value === 'string') {
      if (fails(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        values.push(value[i]);
        paths.push(named ? `${path}[${i}]` : path);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (fails(key)) return named ? `${path}.${key}` : path;
        values.push((value as Record<string, unknown>)[key]);
        paths.push(named ? `${path}.${key}` : path);
      }
    }
  }
  return null;
}
