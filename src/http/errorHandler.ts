/**
 * The one place errors become responses: every error, thrown by a route, a hook, the body parser
 * or the validator, leaves as `{ success: false, error: { code, message, details? }, request_id }`.
 * 5xx messages never carry internals; the error itself is logged with the request id.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreUnavailable } from '../db/store.js';
import { ApiError, type ErrorDetail } from './errors.js';

export interface ValidationIssue {
  instancePath?: string;
  schemaPath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

function jsonPointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('');
}

const ROOT_MISMATCH = new Set(['type', 'const', 'enum']);

/**
 * A union (TypeBox `Nullable`, a union of literals) fails with one error per branch plus an
 * `anyOf` summary: "must be string", "must be null", "must match a schema in anyOf". Collapse
 * them into what a caller can act on: the errors of the branch whose type matched ("must NOT have
 * more than 500 characters"), or else one line naming what is accepted ("must be string or null").
 */
function collapseUnions(issues: ValidationIssue[]): ValidationIssue[] {
  let list = [...issues];
  const unions = list
    .filter((issue) => (issue.keyword === 'anyOf' || issue.keyword === 'oneOf') && issue.schemaPath)
    .sort((a, b) => (b.schemaPath ?? '').length - (a.schemaPath ?? '').length);
  for (const union of unions) {
    const prefix = `${union.schemaPath}/`;
    const branchIssues = list.filter((issue) => issue.schemaPath?.startsWith(prefix));
    const branches = new Map<string, ValidationIssue[]>();
    for (const issue of branchIssues) {
      const branch = (issue.schemaPath ?? '').slice(prefix.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), issue]);
    }
    const isRootMismatch = (issue: ValidationIssue) => issue.instancePath === union.instancePath && ROOT_MISMATCH.has(issue.keyword ?? '');
    const closest = [...branches.values()].find((branch) => !branch.every(isRootMismatch));
    let replacement: ValidationIssue[];
    if (closest) {
      replacement = closest;
    } else {
      const types = [...new Set(branchIssues.filter((i) => i.keyword === 'type').map((i) => String(i.params?.type)))];
      const values = branchIssues.flatMap((i) =>
        i.keyword === 'const' ? [String(i.params?.allowedValue)] : i.keyword === 'enum' && Array.isArray(i.params?.allowedValues) ? i.params.allowedValues.map(String) : [],
      );
      const message = values.length
        ? `must be one of: ${[...values, ...types.filter((t) => t === 'null')].join(', ')}`
        : types.length
          ? `must be ${types.join(' or ')}`
          : (union.message ?? 'is invalid');
      replacement = [{ instancePath: union.instancePath ?? '', message, keyword: 'union' }];
    }
    const first = list.findIndex((issue) => issue === union || branchIssues.includes(issue));
    const rest = list.filter((issue) => issue !== union && !branchIssues.includes(issue));
    list = [...rest.slice(0, first), ...replacement, ...rest.slice(first)];
  }
  return list;
}

export function describeValidation(context: string, issues: ValidationIssue[]): ErrorDetail[] {
  return collapseUnions(issues).map((issue) => {
    let path = context + jsonPointerToPath(issue.instancePath ?? '');
    let message = issue.message ?? 'is invalid';
    const params = issue.params ?? {};
    if (issue.keyword === 'required' && typeof params.missingProperty === 'string') {
      path += `.${params.missingProperty}`;
      message = 'is required';
    } else if (issue.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
      path += `.${params.additionalProperty}`;
      message = 'is not a known field';
    } else if (issue.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      message = `must be one of: ${params.allowedValues.join(', ')}`;
    }
    return { path, message };
  });
}

export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    const details = describeValidation(fastifyError.validationContext ?? 'body', fastifyError.validation as ValidationIssue[]);
    const first = details[0];
    return new ApiError(400, 'VALIDATION_ERROR', first ? `${first.path} ${first.message}` : 'Invalid request', details);
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'INVALID_JSON', 'Request body is empty but Content-Type is application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'INVALID_JSON', 'Request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'INVALID_REQUEST', 'Content-Length does not match the body');
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'INVALID_REQUEST', 'The URL is not valid: a path segment is not properly percent-encoded');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(400, 'VALIDATION_ERROR', 'params must NOT have more than 100 characters', [
        { path: 'params', message: 'must NOT have more than 100 characters' },
      ]);
    default:
      break;
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return new ApiError(400, 'INVALID_JSON', 'Request body is not valid JSON');
  }
  if (isStoreUnavailable(error)) {
    return new ApiError(503, 'SERVICE_UNAVAILABLE', 'The database is unavailable; retry with backoff');
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, 'INVALID_REQUEST', error.message);
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
}

export function errorBody(request: FastifyRequest, error: ApiError) {
  return {
    success: false as const,
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
    },
    request_id: request.id,
  };
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  if (apiError.statusCode >= 500) {
    request.log.error({ err: error, request_id: request.id }, 'request failed');
  }
  if (apiError.headers) reply.headers(apiError.headers);
  if (apiError.statusCode === 503) reply.header('Retry-After', '1');
  reply.code(apiError.statusCode).send(errorBody(request, apiError));
}
