/**
 * Stripe's request encoding (application/x-www-form-urlencoded with brackets: `metadata[k]=v`,
 * `line_items[0][price_data][currency]=usd`, `expand[0]=x` or `expand[]=x`) into plain objects,
 * lists where every key of a level is an index.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function listsOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listsOf(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  return Object.fromEntries(entries);
}

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((part, i) => {
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return listsOf(root) as FormObject;
}

/** A field as a string, or undefined. */
export function text(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function child(form: FormObject, key: string): FormObject {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A canonical text of the parameters (Stripe compares a replayed key's parameters with the first request's). */
export function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.keys(value)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonical(value[key] as FormValue)}`)
    .join(',')}}`;
}
