/**
 * Which error codes each operation can answer, for the OpenAPI document: one small declaration
 * per route (its own codes: NOT_FOUND for an id, CODE_TAKEN, ...), plus the codes every request of
 * its kind can get (the key, the rate limit, a body that is not JSON, ...). An `onRoute` hook
 * writes them into the document only (the route's schema is left as it is): the operation gets
 * `x-error-codes`, one error response per status whose description lists its codes with their
 * meaning from the registry, and, where a 200 result can carry a code, `x-result-codes`.
 *
 * test/platform/errorRegistry.test.ts checks that every documented route is declared here and
 * every registered code is answered by some operation.
 */
import type { RouteOptions } from 'fastify';
import { ERROR_CODES, statusOf, type AnyCode, type ErrorCode, type ResultCode, type ResultKind } from '../errors/index.js';
import { acceptsIdempotencyKey } from './idempotencyKeys.js';

/** Any request: a malformed one, or our own failure. */
const EVERY_REQUEST: readonly ErrorCode[] = ['INVALID_REQUEST', 'REQUEST_TIMEOUT', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR'];
/** Every /v1 route: the key, the rate limit, the store behind authentication, the NUL guard on params and query. */
const AUTHENTICATED: readonly ErrorCode[] = ['UNAUTHORIZED', 'INVALID_API_KEY', 'API_KEY_REVOKED', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE', 'VALIDATION_ERROR'];
/** A route that reads a JSON body. */
const WITH_BODY: readonly ErrorCode[] = ['VALIDATION_ERROR', 'INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];

/** A route that takes an `Idempotency-Key` (idempotencyKeys.ts: every POST under /v1 but ingest). */
const WITH_IDEMPOTENCY_KEY: readonly ErrorCode[] = ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_REQUEST_IN_PROGRESS'];

/** Routes whose declared statuses have no 415: a body that is not JSON is 400 INVALID_JSON there (jsonBody.ts). */
const NON_JSON_BODY_IS_400: ReadonlySet<string> = new Set(['POST /v1/events/ingest', 'POST /v1/events/batch']);

const INVOICE_ACTION: readonly ErrorCode[] = ['NOT_FOUND', 'INVOICE_TRANSITION_NOT_ALLOWED'];

/** Each documented route's own codes, by `METHOD url` as registered. */
export const OPERATION_ERRORS: Readonly<Record<string, readonly ErrorCode[]>> = {
  'GET /health': ['SERVICE_UNAVAILABLE'],

  'POST /v1/customers': [],
  'GET /v1/customers': [],
  'GET /v1/customers/:id': ['NOT_FOUND'],
  'POST /v1/customers/:id': ['NOT_FOUND'],

  'GET /v1/catalogs': [],
  'POST /v1/catalogs': ['CATALOG_NAME_TAKEN'],
  'GET /v1/catalogs/:id': ['NOT_FOUND'],
  'GET /v1/catalogs/:id/entries': ['NOT_FOUND'],
  'POST /v1/catalogs/:id/entries': ['NOT_FOUND', 'CATALOG_READ_ONLY', 'ENTRY_KEY_TAKEN'],
  'POST /v1/plans/:id/catalogs': ['NOT_FOUND', 'CATALOG_ALREADY_ATTACHED'],
  'GET /v1/plans/:id/catalogs': ['NOT_FOUND'],
  'POST /v1/plans/:id/catalogs/:catalogId/detach': ['NOT_FOUND'],

  'POST /v1/pricing-units': ['CODE_TAKEN'],
  'GET /v1/pricing-units': [],
  'GET /v1/pricing-units/:id': ['NOT_FOUND'],
  'POST /v1/tax-rates': [],
  'GET /v1/tax-rates': [],
  'GET /v1/tax-rates/:id': ['NOT_FOUND'],
  'POST /v1/pricing-units/:id/conversion-rates': ['NOT_FOUND', 'RATE_PERIOD_OVERLAP'],

  'POST /v1/plans/:id/credit-packs': ['NOT_FOUND', 'CODE_TAKEN'],
  'GET /v1/plans/:id/credit-packs': ['NOT_FOUND'],
  'GET /v1/credit-packs/:creditPackId': ['NOT_FOUND'],
  'POST /v1/credit-packs/:creditPackId': ['NOT_FOUND'],

  'POST /v1/plans/:id/credit-grant-policies': ['NOT_FOUND', 'CURRENCY_MISMATCH'],
  'GET /v1/plans/:id/credit-grant-policies': ['NOT_FOUND'],
  'POST /v1/credit-grant-policies/:id': ['NOT_FOUND'],

  'POST /v1/plans': ['CODE_TAKEN'],
  'GET /v1/plans': [],
  'GET /v1/plans/:id': ['NOT_FOUND'],
  'POST /v1/plans/:id': ['NOT_FOUND', 'CODE_TAKEN', 'PLAN_IMMUTABLE_FIELD'],

  'POST /v1/products': [],
  'GET /v1/products/:id': ['NOT_FOUND'],

  'POST /v1/plans/:id/fees': ['NOT_FOUND', 'FEE_PERIOD_OVERLAP', 'COST_METRIC_REQUIRED', 'BILLABLE_METRIC_REQUIRED', 'CURRENCY_MISMATCH'],
  'POST /v1/plans/:id/fees/:feeId': ['NOT_FOUND', 'FEE_PERIOD_OVERLAP', 'FEE_END_BEFORE_CHARGES'],
  'GET /v1/plans/:id/fees': ['NOT_FOUND'],
  'GET /v1/plans/:id/fees/:feeId': ['NOT_FOUND'],

  'POST /v1/subscriptions/:id/credit-grants': ['NOT_FOUND'],
  'POST /v1/credit-grants/:id/void': ['NOT_FOUND', 'CREDIT_GRANT_NOT_VOIDABLE'],
  'GET /v1/customers/:id/balances': ['NOT_FOUND'],
  'GET /v1/customers/:id/credit-grants': ['NOT_FOUND'],
  'GET /v1/customers/:id/credit-balance': ['NOT_FOUND'],

  'POST /v1/events/ingest': ['CUSTOMER_NOT_FOUND'],
  'POST /v1/events/batch': [],
  'GET /v1/events': [],
  'GET /v1/customers/:id/usage': ['NOT_FOUND'],

  'POST /v1/subscriptions': ['SUBSCRIPTION_ALREADY_EXISTS'],
  'GET /v1/subscriptions': [],
  'GET /v1/subscriptions/:id': ['NOT_FOUND'],
  'POST /v1/subscriptions/:id': ['NOT_FOUND', 'SUBSCRIPTION_CANCELED'],
  'POST /v1/subscriptions/:id/change-plan': ['NOT_FOUND', 'SUBSCRIPTION_CANCELED', 'PLAN_UNCHANGED', 'CURRENCY_MISMATCH', 'SUBSCRIPTION_ALREADY_EXISTS', 'SUBSCRIPTION_CHANGED', 'BILLING_BLOCKED'],

  'POST /v1/subscription-signup-links': ['SUBSCRIPTION_CANCELED', 'PREVIOUS_SUBSCRIPTION_MISMATCH', 'PLAN_UNCHANGED', 'CURRENCY_MISMATCH', 'SUBSCRIPTION_ALREADY_EXISTS', 'COUPON_CURRENCY_MISMATCH'],
  'POST /v1/credit-pack-checkout-links': ['SUBSCRIPTION_CANCELED', 'CREDIT_PACK_NOT_ON_PLAN', 'CREDIT_PACK_ENDED'],
  'GET /v1/subscription-signup-links/:id': ['NOT_FOUND'],
  'GET /v1/credit-pack-checkout-links/:id': ['NOT_FOUND'],
  'POST /v1/customer-portal-links': ['NOT_FOUND'],

  'GET /v1/invoices': [],
  'GET /v1/invoices/:id': ['NOT_FOUND'],
  'GET /v1/invoices/:id/pdf': ['NOT_FOUND', 'INVOICE_NOT_FINALIZED'],
  'GET /v1/credit-notes/:id/pdf': ['NOT_FOUND'],
  'GET /v1/subscriptions/:id/upcoming-invoice': ['NOT_FOUND', 'SUBSCRIPTION_CANCELED', 'BILLING_BLOCKED'],
  'POST /v1/invoices/:id/finalize': INVOICE_ACTION,
  'POST /v1/invoices/:id/void': INVOICE_ACTION,
  'POST /v1/invoices/:id/mark-paid': INVOICE_ACTION,
  'POST /v1/invoices/:id/mark-uncollectible': INVOICE_ACTION,
  'POST /v1/invoices/:id/credit-notes': ['NOT_FOUND', 'INVOICE_NOT_CREDITABLE', 'CREDIT_NOTE_TOO_LARGE', 'CREDIT_NOTE_TARGET_NOT_ALLOWED'],
  'GET /v1/credit-notes': [],
  'GET /v1/credit-notes/:id': ['NOT_FOUND'],
  'POST /v1/coupons': ['COUPON_CODE_TAKEN'],
  'GET /v1/coupons': [],
  'GET /v1/coupons/:id': ['NOT_FOUND'],
  'DELETE /v1/coupons/:id': ['NOT_FOUND'],
  'POST /v1/subscriptions/:id/discounts': ['NOT_FOUND', 'COUPON_ALREADY_APPLIED', 'COUPON_CURRENCY_MISMATCH', 'SUBSCRIPTION_CANCELED'],
  'GET /v1/subscriptions/:id/discounts': ['NOT_FOUND'],
  'DELETE /v1/subscriptions/:id/discounts/:discountId': ['NOT_FOUND'],

  'POST /v1/webhook-endpoints': ['WEBHOOK_URL_NOT_ALLOWED'],
  'GET /v1/webhook-endpoints': [],
  'GET /v1/webhook-endpoints/:id': ['NOT_FOUND'],
  'POST /v1/webhook-endpoints/:id': ['NOT_FOUND', 'WEBHOOK_URL_NOT_ALLOWED'],
  'POST /v1/webhook-endpoints/:id/rotate-secret': ['NOT_FOUND'],
  'DELETE /v1/webhook-endpoints/:id': ['NOT_FOUND'],
  'GET /v1/webhook-endpoints/:id/deliveries': ['NOT_FOUND'],
  'GET /v1/webhook-events': [],
  'GET /v1/webhook-events/:id': ['NOT_FOUND'],
  'POST /v1/webhook-events/:id/resend': ['NOT_FOUND'],

  'POST /v1/customers/:id/balance-alerts': ['NOT_FOUND'],
  'GET /v1/customers/:id/balance-alerts': ['NOT_FOUND'],
  'DELETE /v1/customers/:id/balance-alerts/:alertId': ['NOT_FOUND'],

  'POST /v1/customers/:id/check': ['NOT_FOUND'],
  'GET /v1/customers/:id/payment-methods': ['NOT_FOUND'],
  'POST /v1/customers/:id/payment-methods/:pmId/default': ['NOT_FOUND'],
  'DELETE /v1/customers/:id/payment-methods/:pmId': ['NOT_FOUND'],
  'POST /v1/reservations': ['NOT_FOUND', 'INSUFFICIENT_BALANCE'],
  'GET /v1/reservations': [],
  'GET /v1/reservations/:id': ['NOT_FOUND'],
  'POST /v1/reservations/:id/capture': ['NOT_FOUND', 'RESERVATION_NOT_HELD'],
  'POST /v1/reservations/:id/release': ['NOT_FOUND', 'RESERVATION_NOT_HELD'],
  'POST /v1/plans/:id/overdraft-limits': ['NOT_FOUND'],
  'GET /v1/plans/:id/overdraft-limits': ['NOT_FOUND'],
  'POST /v1/customers/:id/overdraft-limits': ['NOT_FOUND'],
  'GET /v1/customers/:id/overdraft-limits': ['NOT_FOUND'],
  'POST /v1/customers/:id/auto-top-ups': ['NOT_FOUND'],
  'GET /v1/customers/:id/auto-top-ups': ['NOT_FOUND'],
  'DELETE /v1/customers/:id/auto-top-ups/:topUpId': ['NOT_FOUND'],

  'POST /v1/billing/run': ['TEST_MODE_ONLY'],
  'GET /v1/billing/problems': [],
};

/** Routes whose 200 result can carry a code in its `error` (or its problems). */
export const OPERATION_RESULTS: Readonly<Record<string, ResultKind>> = {
  'POST /v1/events/ingest': 'ingest',
  'POST /v1/events/batch': 'batch',
  'POST /v1/billing/run': 'billing_run',
  'GET /v1/billing/problems': 'billing_run',
};

interface DocumentedSchema {
  hide?: boolean;
  body?: unknown;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

function byStatusThenName(a: ErrorCode, b: ErrorCode): number {
  return statusOf(a) - statusOf(b) || a.localeCompare(b);
}

/** Every code an operation can answer: its own and those of its kind, ordered by status. */
export function errorCodesOf(method: string, url: string, schema: { body?: unknown } | undefined): ErrorCode[] {
  const codes = new Set<ErrorCode>([...EVERY_REQUEST, ...(OPERATION_ERRORS[`${method} ${url}`] ?? [])]);
  if (url.startsWith('/v1/')) for (const code of AUTHENTICATED) codes.add(code);
  if (schema?.body !== undefined) for (const code of WITH_BODY) codes.add(code);
  if (acceptsIdempotencyKey(method, url)) for (const code of WITH_IDEMPOTENCY_KEY) codes.add(code);
  if (NON_JSON_BODY_IS_400.has(`${method} ${url}`)) codes.delete('UNSUPPORTED_MEDIA_TYPE');
  return [...codes].sort(byStatusThenName);
}

/** The codes a 200 result of this kind can carry. */
export function resultCodesOf(kind: ResultKind): ResultCode[] {
  return (Object.keys(ERROR_CODES) as AnyCode[]).filter((code): code is ResultCode => {
    const entry = ERROR_CODES[code];
    return 'results' in entry && (entry.results as readonly ResultKind[]).includes(kind);
  });
}

function describe(codes: readonly AnyCode[]): string {
  return codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code].meaning}`).join('\n');
}

/** The schema the document shows: one error response per status, each listing its codes. */
function documentedSchema(schema: DocumentedSchema, codes: readonly ErrorCode[], results: ResultKind | undefined): DocumentedSchema {
  const response: Record<string, unknown> = {};
  for (const [status, body] of Object.entries(schema.response ?? {})) if (!/^[45]/.test(status)) response[status] = body;
  for (const code of codes) {
    const status = String(statusOf(code));
    const listed = codes.filter((other) => String(statusOf(other)) === status);
    response[status] ??= { $ref: 'ErrorBody', description: `Error codes:\n${describe(listed)}` };
  }
  return {
    ...schema,
    response,
    'x-error-codes': codes,
    ...(results === undefined ? {} : { 'x-result-codes': resultCodesOf(results) }),
  };
}

/** `onRoute` hook: documents the error codes of every route the OpenAPI document shows. */
export function documentErrorCodes(route: RouteOptions): void {
  const schema = route.schema as DocumentedSchema | undefined;
  if (!schema || schema.hide === true) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = methods.find((m) => m !== 'HEAD');
  if (method === undefined) return;
  const codes = errorCodesOf(method, route.url, schema);
  const results = OPERATION_RESULTS[`${method} ${route.url}`];
  route.config = {
    ...route.config,
    swaggerTransform: ({ schema: own, url }) => ({ schema: documentedSchema(own as DocumentedSchema, codes, results), url }),
  };
}
