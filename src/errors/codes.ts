/**
 * The error-code registry: every code the API answers with, once, with its HTTP status and what
 * it means. Code elsewhere raises a code (`new DomainError('CODE_TAKEN', ...)`); the one error
 * handler (src/http/errorHandler.ts) looks the status up here, so a code has the same status from
 * every endpoint. docs/errors.md is this table for readers; test/platform/errorRegistry.test.ts
 * keeps the two, the code that raises, and the OpenAPI document in step.
 *
 * Decisions:
 * - Status per code: the contract's (docs in /work/shared/spec: authentication codes, 413, 429,
 *   503), else what the API already answered. 400 malformed or invalid input, 401 the key, 404 an
 *   unknown id or route, 409 a clash with stored state, 422 well-formed but not allowed by the
 *   billing rules, 429 the rate limit, 5xx ours.
 * - `status: null` marks a code that is never an HTTP error: it only appears in the `error` of a
 *   200 result (an ingest `failed` result, one result of a batch, a billing run's problems), or
 *   only behind a hosted page, which explains it in words.
 *   `results` lists where a code can appear that way; a code can be both (VALIDATION_ERROR is a
 *   400 on its own and a `failed` result inside a batch).
 */

/** Where a code appears inside a successful (200) response rather than as an error status. */
export type ResultKind = 'ingest' | 'batch' | 'billing_run' | 'hosted_page';

interface CodeEntry {
  readonly status: 400 | 401 | 404 | 405 | 408 | 409 | 413 | 415 | 422 | 429 | 431 | 500 | 503 | null;
  readonly meaning: string;
  readonly results?: readonly ResultKind[];
}

export const ERROR_CODES = {
  // 400: the request cannot be read or does not fit the rules of its fields.
  VALIDATION_ERROR: {
    status: 400,
    meaning:
      'A field is missing, has the wrong type or breaks a rule. `details` lists each problem as `{ path, message }`, the path naming where it is in the request (`body.price.amount`, `querystring.limit`, `params.id`); inside a batch, the result names the event (`events[3].timestamp`).',
    results: ['batch'],
  },
  INVALID_JSON: { status: 400, meaning: 'The body is not valid JSON, or is empty while `Content-Type` says JSON.' },
  INVALID_REQUEST: {
    status: 400,
    meaning:
      'The request itself is malformed: not valid HTTP (broken chunked encoding, a bad or duplicated `Content-Length`), a badly percent-encoded URL, a `Content-Length` that does not match the body. (A conditional or ranged GET of a `/docs` file that the HTTP server refuses keeps its own status, 412 or 416.)',
  },
  CUSTOMER_NOT_FOUND: {
    status: 400,
    meaning: 'An ingested event names a `customer_id` that does not exist in this company and mode. Nothing is stored.',
    results: ['batch'],
  },

  // 401: the API key (contract: Authentication).
  UNAUTHORIZED: { status: 401, meaning: 'No `Authorization` header, or not in the form `Bearer <key>`.' },
  INVALID_API_KEY: { status: 401, meaning: 'The key is not an `ak_live_` or `ak_test_` key, or no such key exists.' },
  API_KEY_REVOKED: { status: 401, meaning: 'The key has been revoked.' },

  // 404
  NOT_FOUND: {
    status: 404,
    meaning:
      'No such route, or no object with this id in the company and mode of the key. An unknown path under `/v1` checks the key first: without a valid one it is a 401, so routes cannot be mapped anonymously.',
  },

  // 405
  METHOD_NOT_ALLOWED: {
    status: 405,
    meaning:
      'The path exists but not with this method (`DELETE /v1/customers/{id}`); the `Allow` header lists the methods it has. Under `/v1` the key is checked first, as for an unknown path.',
  },

  // 409: the request clashes with what is stored.
  CODE_TAKEN: { status: 409, meaning: 'The code (`plan_code`, a pricing unit `code`, a credit pack `code`) is already used.' },
  COUPON_CODE_TAKEN: { status: 409, meaning: 'A coupon with this `code` already exists in this company and mode.' },
  COUPON_ALREADY_APPLIED: { status: 409, meaning: 'The coupon is already applied to this subscription: a coupon discounts a subscription once.' },
  CATALOG_NAME_TAKEN: { status: 409, meaning: 'A catalog with this name already exists in this company and mode.' },
  ENTRY_KEY_TAKEN: { status: 409, meaning: 'A catalog entry with this key already exists; `details` names each clashing entry.' },
  CATALOG_ALREADY_ATTACHED: { status: 409, meaning: 'The catalog is already attached to this plan.' },
  FEE_PERIOD_OVERLAP: { status: 409, meaning: "The fee's effective dates overlap another fee of the same product on this plan." },
  FEE_END_BEFORE_CHARGES: {
    status: 409,
    meaning: "The fee's new `effective_to` is at or before something the fee already charged: an event it rated, or the start of a period it was invoiced for. `details` names the last one.",
  },
  RESERVATION_NOT_HELD: { status: 409, meaning: 'The reservation is no longer held: it was captured, released or has expired, so it cannot be captured or released again.' },
  CREDIT_GRANT_NOT_VOIDABLE: { status: 409, meaning: 'The credit grant has nothing left to void: it is fully used or has expired.' },
  RATE_PERIOD_OVERLAP: { status: 409, meaning: 'The conversion rate would be in force at the same instant as another rate of the same scope.' },
  PLAN_IMMUTABLE_FIELD: {
    status: 409,
    meaning: '`type`, `currency_code` or `invoicing_cadence` cannot change once the plan has subscriptions (setting the value it already has is fine).',
  },
  INVOICE_TRANSITION_NOT_ALLOWED: { status: 409, meaning: 'The invoice cannot move from its status to the one asked (for example, paying a draft).' },
  INVOICE_NOT_CREDITABLE: {
    status: 409,
    meaning: 'The invoice cannot take a credit note: a draft is changed (or finalized) instead, and a void invoice asks nothing. Only open, uncollectible and paid invoices are credited.',
  },
  INVOICE_NOT_FINALIZED: {
    status: 409,
    meaning: 'The invoice was never finalized (a draft, or a draft that was voided): it has no number and a draft may still change, so it has no PDF. Finalize it first.',
  },
  SUBSCRIPTION_CHANGED: {
    status: 409,
    meaning:
      'A plan change now found the subscription on another plan than the one it was priced from (another change went through first: `POST /v1/subscriptions/{id}/change-plan`, a signup link, the portal). Nothing changes; on a hosted page a card charged for it is refunded in full.',
  },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    status: 409,
    meaning:
      'Another request with this `Idempotency-Key` (same company, mode and path) is still being processed. Nothing was done; retry once it has answered (`Retry-After` is set) and get its answer.',
  },
  SUBSCRIPTION_ALREADY_EXISTS: {
    status: 409,
    meaning:
      'The customer already has a live (not canceled) subscription to this plan, or one that moves to it at period end; a second would charge every event twice. `details` names it. `POST /v1/subscriptions` accepts `allow_duplicate: true` to create it anyway.',
  },

  // 408, 413, 415, 431: the request as a whole.
  REQUEST_TIMEOUT: { status: 408, meaning: 'The request (headers and body) did not arrive within the server\'s request timeout; the connection is closed.' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'The body is larger than `BODY_LIMIT_BYTES` (1 MiB by default).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'The body is not `application/json`.' },
  HEADERS_TOO_LARGE: { status: 431, meaning: "The request's headers are larger than the HTTP server accepts (16 KiB); the connection is closed." },

  // 422: well-formed, but the billing rules do not allow it.
  SUBSCRIPTION_CANCELED: { status: 422, meaning: 'The subscription is canceled: it cannot be changed, moved to another plan or sold credits, and has no upcoming invoice.' },
  COST_METRIC_REQUIRED: { status: 422, meaning: 'A `cost_plus` price needs a product with a `cost_metric`.' },
  BILLABLE_METRIC_REQUIRED: { status: 422, meaning: 'A `per_unit` price needs a product with a `billable_metric`: no event would ever match it.' },
  CURRENCY_MISMATCH: { status: 422, meaning: "A price, grant policy or plan change is in another currency than the plan's." },
  COUPON_CURRENCY_MISMATCH: { status: 422, meaning: "An amount coupon (`amount_off_cents`) is in another currency than the subscription's plan, whose invoices it could not discount." },
  CATALOG_READ_ONLY: { status: 422, meaning: 'Global catalogs are maintained by the operator and cannot be changed over the API.' },
  CREDIT_PACK_ENDED: { status: 422, meaning: 'The credit pack has been ended (`POST /v1/credit-packs/{id}` with `active: false`): no new checkout link can sell it.' },
  CREDIT_PACK_NOT_ON_PLAN: { status: 422, meaning: "The credit pack belongs to another plan than the subscription's." },
  PREVIOUS_SUBSCRIPTION_MISMATCH: { status: 422, meaning: '`previous_subscription_id` belongs to another customer than `customer_id`.' },
  PLAN_UNCHANGED: { status: 422, meaning: 'The subscription a plan change names (`previous_subscription_id`, or the path of `POST /v1/subscriptions/{id}/change-plan`) is already on this plan.' },
  PRICE_CHANGED: { status: 422, meaning: 'The amount due changed while a signup or plan change was being confirmed on a hosted page or the customer portal, which then asks to review it again.' },
  CREDIT_NOTE_TOO_LARGE: {
    status: 422,
    meaning: "The credit note would credit more than the invoice has left: its total less its earlier credit notes (or, for an invoice line, the line's amount and tax less what earlier notes took off it). The message says how much is left. Nothing is written.",
  },
  CREDIT_NOTE_TARGET_NOT_ALLOWED: {
    status: 422,
    meaning:
      "The credit note's `credited_to` does not fit the invoice: an unpaid (open, uncollectible) invoice is credited only to itself (`invoice`); a paid one only to the customer's `credit_balance` or as a `refund`, and a refund needs the card payment that paid it through Meterline, in this mode's payment provider. Nothing is written.",
  },
  BILLED_AHEAD: { status: 422, meaning: 'The subscription is already billed past the instant of a plan change (raised by the billing engine; no API route answers it today).' },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    meaning:
      'The `Idempotency-Key` was used in the last 24 hours, on this path in this company and mode, for a request with another body. Nothing was done; send a new key for a new request. In an ingest result (`status: "duplicate"`, HTTP 200), it says that the stored event with this `idempotency_key` has another payload than the one sent: the event was not stored again.',
    results: ['ingest', 'batch'],
  },
  BILLING_BLOCKED: {
    status: 422,
    meaning:
      "The billing engine cannot compute the subscription's next invoice (or a plan change's) now: it waits for a payment method with billing due, or a conversion rate is missing to turn an overdraft into money, or the invoice would exceed 10^15 minor units. `details[0].message` names the engine's reason (PAYMENT_METHOD_REQUIRED, CONVERSION_RATE_MISSING, AMOUNT_OUT_OF_RANGE).",
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 422,
    meaning:
      'A live-mode webhook endpoint URL is, or resolves to, a loopback, private or link-local address (or does not resolve). Self-hosters delivering inside their network set `WEBHOOK_ALLOW_PRIVATE_URLS=true`; test mode may deliver anywhere.',
  },
  TEST_MODE_ONLY: { status: 422, meaning: '`POST /v1/billing/run` works with test-mode keys only; live data is billed as time passes.' },

  // 429
  RATE_LIMITED: { status: 429, meaning: "The company's requests per 60-second window are used up; `Retry-After` says when to try again." },

  // 5xx: ours. Messages never carry internals; retry 503 with backoff.
  INTERNAL_ERROR: {
    status: 500,
    meaning: 'An unexpected error; nothing of the request was stored. In a batch, the one event could not be processed.',
    results: ['batch'],
  },
  SERVICE_UNAVAILABLE: { status: 503, meaning: 'The database cannot be reached (also while authenticating). Retry with exponential backoff; `Retry-After` is set.' },

  // Never an HTTP status: the `error` of a `failed` event, or a problem of a billing run.
  QUANTITY_NOT_NUMERIC: { status: null, meaning: "The metric's property is present but is not a number (nor a decimal string).", results: ['ingest', 'batch'] },
  COST_MISSING: {
    status: null,
    meaning: 'A cost-plus product (or an attached catalog) matched, but the event carries no readable, non-negative cost.',
    results: ['ingest', 'batch'],
  },
  PRICE_NOT_FOUND: { status: null, meaning: "An attached catalog prices this event name but has no entry for the event's key (e.g. an unknown model).", results: ['ingest', 'batch'] },
  INSUFFICIENT_BALANCE: {
    status: 422,
    meaning:
      "The draw would take the wallet's available balance (its balance less live reservations) below minus its overdraft limit (`POST /v1/plans/{id}/overdraft-limits`, `POST /v1/customers/{id}/overdraft-limits`; \"0\" stops at zero). In an ingest or batch result (HTTP 200, `status: \"failed\"`) it carries the would-be `cost` and the unchanged `customer_balances`; nothing is stored, and the same `idempotency_key` may be sent again once credits arrive. `POST /v1/reservations` answers it as a 422, holding nothing; a capture refused by it answers `success: false` with this ingest result, the reservation still held.",
    results: ['ingest', 'batch'],
  },
  CONVERSION_RATE_MISSING: {
    status: null,
    meaning: 'No conversion rate is in force to turn a currency cost into a pricing unit (at ingest), or an overdraft into money (at period end).',
    results: ['ingest', 'batch', 'billing_run'],
  },
  EVENT_NOT_METERED: {
    status: null,
    meaning:
      "The company refuses events no fee meters (`unmatched_events: \"reject\"`, set with `meterline company update` or the dashboard's Settings page), and no fee or catalog of the customer's plans in force at the event's `timestamp` matches it: no subscription in force, or no metric of its name whose filters match and whose property the event carries (a mistyped `event_name` or property). The message names the event. Nothing is stored; send it again with the same `idempotency_key` once a fee meters it. An event a fee meters at zero (quantity 0) is not refused. With the default `accept`, such an event is stored with `cost: []`.",
    results: ['ingest', 'batch'],
  },
  DATABASE_ERROR: { status: null, meaning: 'The event could not be stored; nothing was written, retry with the same `idempotency_key`.', results: ['ingest', 'batch'] },
  AMOUNT_OUT_OF_RANGE: {
    status: null,
    meaning:
      "An invoice the engine would issue has a line or a total beyond 10^15 minor units, which cannot be held exactly; the subscription is not billed, is listed by `GET /v1/billing/problems`, and is retried on every run.",
    results: ['billing_run'],
  },
  BILLING_STEP_FAILED: { status: null, meaning: "A subscription's billing step failed unexpectedly; it is retried on the next run.", results: ['billing_run'] },
  PAYMENT_METHOD_REQUIRED: {
    status: null,
    meaning: 'A plan change cannot be quoted while the subscription waits for a payment method and has billing due; the hosted page says so.',
    results: ['hosted_page'],
  },
} as const satisfies Record<string, CodeEntry>;

type Registry = typeof ERROR_CODES;

/** Every code in the registry. */
export type AnyCode = keyof Registry;

/** A code that is an HTTP error: what a DomainError carries. */
export type ErrorCode = { [K in AnyCode]: Registry[K]['status'] extends null ? never : K }[AnyCode];

/** A code that can appear in the `error` of a 200 result (ingest, batch, billing run). */
export type ResultCode = { [K in AnyCode]: Registry[K] extends { results: readonly ResultKind[] } ? K : never }[AnyCode];

export type HttpStatus = NonNullable<CodeEntry['status']>;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value) && ERROR_CODES[value as AnyCode].status !== null;
}

/** The one HTTP status of a code. */
export function statusOf(code: ErrorCode): HttpStatus {
  return ERROR_CODES[code].status;
}
