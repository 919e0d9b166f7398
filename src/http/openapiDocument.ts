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
 *   `format: date-time`, or a date-time or a `format: date` where a bare `YYYY-MM-DD` (midnight in
 *   the company's time zone) is accepted too (DATE_OR_INSTANT). They are plain strings to the
 *   validator because src/time.ts is the one strict parser (it names the field and refuses
 *   impossible dates with any offset);
 * - the API areas operations are grouped by (`tags`) are declared once, each with what it holds;
 *   an operation with an undeclared tag is an error.
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
export class UndeclaredTag extends Error {}
export class UnknownDateField extends Error {}

/** The API areas, in the order /docs shows them (the order their routes are registered). */
export const TAGS: readonly { name: string; description: string }[] = [
  { name: 'platform', description: 'The service itself: a health check of the server and its database, the one operation that needs no API key.' },
  { name: 'customers', description: 'The customers a company bills: their names, contact details, external ids and addresses.' },
  { name: 'catalogs', description: "Pricing catalogs: entries priced by the value of one event property (an LLM call by its model), global or the company's own, and their attachment to plans with a pass_through or cost_plus rule." },
  { name: 'plans', description: 'Plans: a type (usage or credits), a currency and an invoicing cadence, under which fees, catalogs, credit packs and credit-grant policies hang.' },
  { name: 'pricing units', description: "Pricing units: a company's own credit denominations, with the conversion rates that value them in a settlement currency." },
  { name: 'tax rates', description: "Tax rates: a percentage for a country (and state), inclusive or added on top; a customer's billing address, or its own `tax_rate_ids`, decides which tax its invoices." },
  { name: 'credit packs', description: "Credit packs: an amount of a pricing unit sold at a price in the plan's currency, which checkout links sell to a plan's subscribers." },
  { name: 'credit grant policies', description: 'Automated credit grants on a plan: each policy grants an amount to every subscription of the plan on a cadence, or once at subscription start.' },
  { name: 'products', description: 'Products: what a fee charges for, with the billable metric that matches usage events and the cost metric that matches cost events.' },
  { name: 'plan fees', description: 'Plan fees: the flat and usage-based prices a plan charges per product, in versions whose effective date ranges do not overlap.' },
  { name: 'wallets', description: "A customer's wallet balances per denomination and the credit grants that fill them." },
  { name: 'reservations', description: "Reservations: credits held on a customer's wallet before the work, then captured with the event the work came to, released, or expired; and the overdraft limits and checks they are decided with." },
  { name: 'events', description: "Billable events: ingested one at a time or in batches, priced and charged synchronously, then read back with their charges and summed into a customer's usage." },
  { name: 'subscriptions', description: 'Subscriptions: a customer on a plan, with its status, renewal, scheduled cancellation or plan change, and a preview of its next invoice.' },
  { name: 'links', description: 'Tokenised links to hosted pages for a customer: subscription signup or plan change, credit pack checkout, and the customer portal.' },
  { name: 'invoices', description: 'Invoices with their line items, status changes (finalize, void, mark paid, mark uncollectible) and PDFs, and the credit balance plan changes leave a customer.' },
  { name: 'credit notes', description: 'Credit notes: numbered documents that credit a finalized invoice (which never changes), to what it still asks, to the customer\'s credit balance, or as a refund.' },
  { name: 'coupons', description: "Coupons: a percent or an amount off a subscription's invoices, once, for a number of billing periods or forever, applied to a subscription by its code or through a signup link." },
  { name: 'billing', description: 'The billing engine: run it up to an instant on a test clock in test mode, and list the subscriptions it could not bill.' },
  { name: 'webhooks', description: "Outbound notifications: webhook endpoints and their signing secrets, the events sent with their deliveries, and balance alerts on a customer's wallet (wallet.balance_low, wallet.recovered)." },
];
const TAG_NAMES: ReadonlySet<string> = new Set(TAGS.map((tag) => tag.name));

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

/**
 * Request fields (body properties or query parameters) that take a date, `YYYY-MM-DD` read as
 * midnight in the company's time zone, as well as an ISO 8601 date-time, by operation: the fee
 * and policy dates (src/modules/fees/effectiveDates.ts, grantPolicies/endGrantPolicy.ts), the
 * subscription dates (subscriptions/schedule.ts) and the usage range (ingest/usageSummary.ts).
 * Every other instant takes a date-time only.
 */
const DATE_OR_INSTANT: Readonly<Record<string, readonly string[]>> = {
  'POST /v1/plans/:id/fees': ['effective_from', 'effective_to'],
  'POST /v1/plans/:id/fees/:feeId': ['effective_to'],
  'POST /v1/credit-grant-policies/:id': ['effective_to'],
  'POST /v1/subscriptions': ['start_date', 'trial_end'],
  'POST /v1/subscriptions/:id': ['next_renewal_date', 'cancel_at'],
  'GET /v1/customers/:id/usage': ['from', 'to'],
};

/** A date-time, or a date where the field takes one too. */
const DATE_OR_DATE_TIME = [{ type: 'string', format: 'date-time' }, { type: 'string', format: 'date' }];

/**
 * Marks instant-named string properties that have no format; returns the names of those it marked
 * as a date-time or a date (the names in `dateToo`).
 */
function markInstants(node: unknown, dateToo: ReadonlySet<string>, marked: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) markInstants(item, dateToo, marked);
    return marked;
  }
  if (!isObject(node)) return marked;
  if (isObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      if (INSTANT_NAME.test(name) && markInstant(property, dateToo.has(name))) marked.add(name);
    }
  }
  for (const [key, value] of Object.entries(node)) if (!DATA_KEYS.has(key)) markInstants(value, dateToo, marked);
  return marked;
}

/** `format: date-time`, or `anyOf` date-time and date when `dateToo`; true when it marked a date-or-instant. */
function markInstant(schema: unknown, dateToo: boolean): boolean {
  if (!isObject(schema)) return false;
  // A string of named values is never an instant, whatever its name (a credit note's `credited_to`).
  if (schema.type === 'string' && schema.format === undefined && schema.enum === undefined) {
    if (dateToo) schema.anyOf = DATE_OR_DATE_TIME.map((variant) => ({ ...variant }));
    else schema.format = 'date-time';
    return dateToo;
  }
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map((variant) => markInstant(variant, dateToo)).some(Boolean);
  return false;
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
      const key = routeKey(method, path);
      const operationId = OPERATION_IDS[key];
      if (operationId !== undefined) operation.operationId = operationId;
      if (isObject(operation.responses)) documentResponses(operation.responses, path);
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) {
        if (typeof tag !== 'string' || !TAG_NAMES.has(tag)) throw new UndeclaredTag(`${key} uses the tag ${JSON.stringify(tag)}, which is not declared in TAGS (src/http/openapiDocument.ts)`);
      }
      const dateToo = new Set(DATE_OR_INSTANT[key] ?? []);
      const marked = markInstants(operation.requestBody, dateToo);
      if (Array.isArray(operation.parameters)) {
        for (const parameter of operation.parameters) {
          if (!isObject(parameter) || typeof parameter.name !== 'string' || !INSTANT_NAME.test(parameter.name)) continue;
          if (markInstant(parameter.schema, dateToo.has(parameter.name))) marked.add(parameter.name);
        }
      }
      const missing = [...dateToo].filter((name) => !marked.has(name));
      if (missing.length > 0) throw new UnknownDateField(`${key} has no undated string field ${missing.join(', ')} to document as a date-time or a date (DATE_OR_INSTANT)`);
    }
  }
  const hoister = new SchemaHoister();
  const hoistedPaths = hoister.hoist(paths);
  const components = isObject(document.components) ? document.components : {};
  const ownSchemas = isObject(components.schemas) ? (hoister.hoist(components.schemas) as Json) : {};
  return {
    ...document,
    tags: TAGS.map((tag) => ({ ...tag })),
    paths: hoistedPaths,
    components: { ...components, schemas: { ...ownSchemas, ...hoister.components() }, headers: HEADERS },
  };
}
