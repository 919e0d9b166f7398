/**
 * What the domain throws when a request cannot be carried out: a registered code, a message for
 * people, and the fields at fault in domain terms (`customer_id`, `price.amount`,
 * `entries[2].key`). The domain knows nothing of HTTP: the error handler
 * (src/http/errorHandler.ts) finds the status in the registry and the place of each field in the
 * request (`body.customer_id`, `querystring.limit`, `params.id`).
 *
 * Expected outcomes (a duplicate event, a shortfall) are return values, not DomainErrors.
 */
import { statusOf, type ErrorCode } from './codes.js';

/** One field that breaks a rule, named as the domain names it. `''` is the input as a whole. */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A problem whose path already names its place in the request (`body.price.amount`), as the
 * validators written before the registry still build them. The error handler sends it as it is.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export type ProblemDetail = FieldProblem | ErrorDetail;

export interface DomainErrorOptions {
  /** When the same request may succeed if sent again (a rate limit, a request still in flight); over HTTP, `Retry-After`. */
  readonly retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly ProblemDetail[],
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The registry's status for this code. The error handler reads the registry itself. */
  get statusCode(): number {
    return statusOf(this.code);
  }
}

/**
 * VALIDATION_ERROR: the fields at fault, first one first. Its message names the first field;
 * over HTTP the handler words it with the field's place in the request (`body.amount: must be positive`).
 */
export class InvalidFields extends DomainError {
  constructor(
    readonly problems: readonly ProblemDetail[],
    /** A message of its own instead of one built from the first problem. */
    readonly ownMessage?: string,
  ) {
    const first = problems[0];
    super('VALIDATION_ERROR', ownMessage ?? (first ? `${nameOf(first)}: ${first.message}` : 'Invalid request'), problems);
    this.name = 'InvalidFields';
  }
}

/** 404 NOT_FOUND: an id that does not exist in this company and mode. */
export function notFound(resource: string, id?: string): DomainError {
  return new DomainError('NOT_FOUND', id === undefined ? `${resource} not found` : `${resource} ${id} not found`);
}

/** VALIDATION_ERROR for the given problems (at least one). */
export function invalid(problems: readonly ProblemDetail[], message?: string): InvalidFields {
  return new InvalidFields(problems, message);
}

export function isFieldProblem(problem: ProblemDetail): problem is FieldProblem {
  return 'field' in problem;
}

function nameOf(problem: ProblemDetail): string {
  return isFieldProblem(problem) ? problem.field : problem.path;
}
