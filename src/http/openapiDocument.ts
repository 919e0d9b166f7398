/**
 * The last pass over the generated OpenAPI document, so that a client generator gets good names
 * and a reader gets the whole truth of each operation:
 * - every operation gets its `operationId` (src/http/operationIds.ts);
 * - every schema with a `title` (the resources and request bodies: `Customer`, `Plan`, `PlanFee`,
 *   `Invoice`, `CreateCustomerRequest`, ...) moves to `components.schemas` under that name and is
 *   referenced by `$ref` wherever it appeared; two different schemas with one name are an error;
 * - every response documents the headers the API sets: `X-Request-Id` always, the
 *   `X-RateLimit-*` trio on /v1 routes, `Retry-After` on 429 and 503;
 * - "Default Response" descriptions become the status's meaning;
 * - instants in requests (`timestamp`, `expires_at`, `start_date`, `from`, ...) say
 *   `format: date-time`. They are plain strings to the validator because src/time.ts is the one
 *   strict parser (it names the field and refuses impossible dates with any offset).
 */
import { OPERATION_IDS } from './operationIds.js';

type Json = { [key: string]: unknown };

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys whose values are data, not schemas: never walked for titles. */
const DATA_KEYS = new Set(['example', 'examples', 'enum', 'const', 'default']);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

const STATUS_TEXT: Readonly<Record<string, string>> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '302': 'Found (a redirect)',
};

const REQUEST_ID_HEADER = { description: 'The request id, also in the body as `request_id`: quote it when reporting a problem', schema: { type: 'string', examples: ['req_01JD8R4K7TQ3H1X0M2A5B6C7D8'] } };
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: "The company's requests per 60-second window", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'When the window resets, in Unix seconds', schema: { type: 'integer' } },
};
const RETRY_AFTER_HEADER = { description: 'Seconds to wait before retrying', schema: { type: 'integer' } };
/** Listed once under `components.headers`; responses refer to them. */
const HEADERS = { 'X-Request-Id': REQUEST_ID_HEADER, ...RATE_LIMIT_HEADERS, 'Retry-After': RETRY_AFTER_HEADER };

export class NamedSchemaConflict extends Error {}

/** Moves titled schemas to `components.schemas` (post-order: inner names first). */
class SchemaHoister {
  private readonly named = new Map<string, { schema: Json; text: string }>();

  hoist(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.hoist(item));
    if (!isObject(node)) return node;
    const walked: Json = {};
    for (const [key, value] of Object.entries(node)) walked[key] = DATA_KEYS.has(key) ? value : this.hoist(value);
    const name = walked.title;
    if (typeof name !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(name)) return walked;
    const text = JSON.stringify(walked);
    const seen = this.named.get(name);
    if (seen && seen.text !== text) throw new NamedSchemaConflict(`Two different schemas are named ${name} in the OpenAPI document`);
    if (!seen) this.named.set(name, { schema: walked, text });
    return { $ref: `#/components/schemas/${name}` };
  }

  components(): Json {
    const sorted = [...this.named.keys()].sort();
    return Object.fromEntries(sorted.map((name) => [name, this.named.get(name)?.schema]));
  }
}

/** Request fields and query parameters that hold an instant, by name. */
const INSTANT_NAME = /(_at|_date|_from|_to|^timestamp|^as_of|^trial_end|^from|^to)$/;

/** Adds `format: date-time` to instant-named string properties that have no format. */
function markInstants(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(markInstants);
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) if (INSTANT_NAME.test(name)) markInstant(property);
  }
  for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key)) markInstants(value);
}

function markInstant(schema: unknown): void {
  if (!isObject(schema)) return;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.forEach(markInstant);
  if (schema.type === 'string' && schema.format === undefined) schema.format = 'date-time';
}

function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`;
}

function documentResponses(responses: Json, path: string): void {
  for (const [status, response] of Object.entries(responses)) {
    if (!isObject(response)) continue;
    if (response.description === 'Default Response') response.description = STATUS_TEXT[status] ?? 'Response';
    const headers: Json = isObject(response.headers) ? response.headers : {};
    const names = ['X-Request-Id'];
    if (path.startsWith('/v1/')) names.push(...Object.keys(RATE_LIMIT_HEADERS));
    if (status === '429' || status === '503') names.push('Retry-After');
    for (const name of names) headers[name] = { $ref: `#/components/headers/${name}` };
    response.headers = headers;
  }
}

/** `transformObject` for @fastify/swagger: returns the finished document. */
export function finishOpenApiDocument(document: Json): Json {
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const operationId = OPERATION_IDS[routeKey(method, path)];
      if (operationId !== undefined) operation.operationId = operationId;
      if (isObject(operation.responses)) documentResponses(operation.responses, path);
      markInstants(operation.requestBody);
      if (Array.isArray(operation.parameters)) {
        for (const parameter of operation.parameters) if (isObject(parameter) && typeof parameter.name === 'string' && INSTANT_NAME.test(parameter.name)) markInstant(parameter.schema);
      }
    }
  }
  const hoister = new SchemaHoister();
  const hoistedPaths = hoister.hoist(paths);
  const components = isObject(document.components) ? document.components : {};
  const ownSchemas = isObject(components.schemas) ? (hoister.hoist(components.schemas) as Json) : {};
  return {
    ...document,
    paths: hoistedPaths,
    components: { ...components, schemas: { ...ownSchemas, ...hoister.components() }, headers: HEADERS },
  };
}
