/**
 * Domain and HTTP errors. Services throw an ApiError with a stable SCREAMING_SNAKE code; the one
 * error handler (src/http/errorHandler.ts) turns it into the envelope. Expected outcomes
 * (a duplicate event, a shortfall) are return values, not errors.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 400: the request does not fit its schema or a field rule; `details` names each path. */
export function validationError(details: ErrorDetail[], message?: string): ApiError {
  const first = details[0];
  return new ApiError(400, 'VALIDATION_ERROR', message ?? (first ? `${first.path}: ${first.message}` : 'Invalid request'), details);
}

/** 400 with a specific code (e.g. CUSTOMER_NOT_FOUND on ingest). */
export function badRequest(code: string, message: string, details?: unknown): ApiError {
  return new ApiError(400, code, message, details);
}

/** 404: an id that does not exist in this company and mode. */
export function notFound(resource: string, id?: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', id === undefined ? `${resource} not found` : `${resource} ${id} not found`);
}

/** 409: the request clashes with stored state (FEE_PERIOD_OVERLAP, PLAN_IMMUTABLE_FIELD, CODE_TAKEN, ...). */
export function conflict(code: string, message: string, details?: unknown): ApiError {
  return new ApiError(409, code, message, details);
}

/** 422: well-formed but not allowed by the rules (COST_METRIC_REQUIRED, CREDIT_PACK_NOT_ON_PLAN, ...). */
export function unprocessable(code: string, message: string, details?: unknown): ApiError {
  return new ApiError(422, code, message, details);
}

/** 503: the database cannot be reached. */
export function serviceUnavailable(message = 'Service unavailable'): ApiError {
  return new ApiError(503, 'SERVICE_UNAVAILABLE', message);
}
