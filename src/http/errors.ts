/**
 * Compatibility layer over src/errors/: the helpers code written before the registry still calls.
 * Each builds a DomainError whose status comes from the registry (src/errors/codes.ts), whatever
 * the helper's name says: `conflict('SUBSCRIPTION_CANCELED', ...)` answers the registry's 422.
 * New code raises `new DomainError(code, ...)`, `invalid(...)` or `notFound(...)` from
 * src/errors/ instead, with fields in domain terms.
 */
import { DomainError, InvalidFields, isErrorCode, notFound as domainNotFound, statusOf, type ErrorCode, type ErrorDetail } from '../errors/index.js';

export type { ErrorDetail };

/**
 * A DomainError with what only HTTP needs: response headers (`Retry-After`), and, for a code the
 * registry does not know, the status given here. For a registered code the given status is
 * ignored: the registry's wins. Every DomainError counts as an ApiError (`instanceof`), so code
 * that catches ApiErrors also catches what the domain now throws.
 */
export class ApiError extends DomainError {
  readonly unregisteredStatus?: number;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    details?: readonly ErrorDetail[],
    readonly headers?: Record<string, string>,
  ) {
    // An unregistered code is an escape hatch (the registry test keeps src/ from using one).
    super(code as ErrorCode, message, details);
    this.name = 'ApiError';
    if (!isErrorCode(code)) this.unregisteredStatus = statusCode;
  }

  override get statusCode(): number {
    return this.unregisteredStatus ?? statusOf(this.code);
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof DomainError;
  }
}

/** 400 VALIDATION_ERROR: the request does not fit its schema or a field rule; `details` names each path. */
export function validationError(details: ErrorDetail[], message?: string): InvalidFields {
  return new InvalidFields(details, message);
}

/** A code whose status the registry gives (400 for CUSTOMER_NOT_FOUND). */
export function badRequest(code: ErrorCode, message: string, details?: readonly ErrorDetail[]): DomainError {
  return new DomainError(code, message, details);
}

/** 404 NOT_FOUND: an id that does not exist in this company and mode. */
export function notFound(resource: string, id?: string): DomainError {
  return domainNotFound(resource, id);
}

/** A code whose status the registry gives (409 for FEE_PERIOD_OVERLAP, PLAN_IMMUTABLE_FIELD, CODE_TAKEN, ...). */
export function conflict(code: ErrorCode, message: string, details?: readonly ErrorDetail[]): DomainError {
  return new DomainError(code, message, details);
}

/** A code whose status the registry gives (422 for COST_METRIC_REQUIRED, SUBSCRIPTION_CANCELED, ...). */
export function unprocessable(code: ErrorCode, message: string, details?: readonly ErrorDetail[]): DomainError {
  return new DomainError(code, message, details);
}

/** A registered code whose answer carries headers (`Retry-After`): the registry gives the status. */
export function withHeaders(code: ErrorCode, message: string, headers: Record<string, string>, details?: readonly ErrorDetail[]): ApiError {
  return new ApiError(statusOf(code), code, message, details, headers);
}

/** 503 SERVICE_UNAVAILABLE: the database cannot be reached. */
export function serviceUnavailable(message = 'Service unavailable'): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE', message);
}
