/** Errors for the whole code base: the code registry and the error the domain throws. */
export { ERROR_CODES, isErrorCode, statusOf, type AnyCode, type ErrorCode, type HttpStatus, type ResultCode, type ResultKind } from './codes.js';
export { DomainError, InvalidFields, type DomainErrorOptions, invalid, isFieldProblem, notFound, type ErrorDetail, type FieldProblem, type ProblemDetail } from './domainError.js';
