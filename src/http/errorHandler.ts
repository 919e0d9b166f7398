/**
 * The one place errors become responses: every error, thrown by a route, a hook, the body parser
 * or the validator, leaves as `{ success: false, error: { code, message, details? }, request_id }`.
 * The status is the registry's for the code (src/errors/codes.ts); a field the domain names
 * (`customer_id`) is given its place in the request (`body.customer_id`) from the route's schema.
 * 5xx messages never carry internals; the error itself is logged with the request id.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreUnavailable } from '../db/store.js';
import { DomainError, InvalidFields, isErrorCode, isFieldProblem, statusOf, type ErrorDetail, type ProblemDetail } from '../errors/index.js';

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

/**
 * A client error the HTTP server itself raised, outside the API's rules (412 or 416 for a
 * conditional or ranged GET of a /docs file): INVALID_REQUEST, keeping the server's status.
 */
class HttpServerRefusal extends DomainError {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super('INVALID_REQUEST', message);
  }
}

/** Any error as a DomainError: framework and store errors get their registered code here. */
export function toDomainError(error: FastifyError | Error): DomainError {
  if (error instanceof DomainError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    const details = describeValidation(fastifyError.validationContext ?? 'body', fastifyError.validation as ValidationIssue[]);
    const first = details[0];
    return new InvalidFields(details, first ? `${first.path} ${first.message}` : 'Invalid request');
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new DomainError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Request bodies must be application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new DomainError('INVALID_JSON', 'Request body is empty but Content-Type is application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new DomainError('INVALID_JSON', 'Request body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new DomainError('INVALID_REQUEST', 'Content-Length does not match the body');
    case 'FST_ERR_BAD_URL':
      return new DomainError('INVALID_REQUEST', 'The URL is not valid: a path segment is not properly percent-encoded');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new InvalidFields([{ path: 'params', message: 'must NOT have more than 100 characters' }], 'params must NOT have more than 100 characters');
    default:
      break;
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return new DomainError('INVALID_JSON', 'Request body is not valid JSON');
  }
  if (isStoreUnavailable(error)) {
    return new DomainError('SERVICE_UNAVAILABLE', 'The database is unavailable; retry with backoff');
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpServerRefusal(status, error.message);
  }
  return new DomainError('INTERNAL_ERROR', 'Internal server error');
}

/** The response status: the registry's for the code (the HTTP server's own for a refusal it raised). */
export function statusFor(error: DomainError): number {
  if (error instanceof HttpServerRefusal) return error.httpStatus;
  return isErrorCode(error.code) ? statusOf(error.code) : 500;
}

interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

const LOCATIONS = ['params', 'querystring', 'body'] as const;

function hasProperty(schema: unknown, name: string): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const node = schema as { properties?: Record<string, unknown>; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
  if (node.properties && Object.hasOwn(node.properties, name)) return true;
  return [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])].some((branch) => hasProperty(branch, name));
}

/**
 * Where a domain field is in the request: the part of the route's schema (path parameters, query
 * string, body) that declares its first segment; else the body (the query string for a route
 * without one). `''` is the body as a whole.
 */
export function requestPathOf(field: string, schema: RouteSchema | undefined): string {
  const root = /^[^.[]*/.exec(field)?.[0] ?? '';
  if (root === '') return `body${field}`;
  const declared = LOCATIONS.find((where) => hasProperty(schema?.[where], root));
  const where = declared ?? (schema?.body === undefined && schema?.querystring !== undefined ? 'querystring' : 'body');
  return `${where}.${field}`;
}

function located(problem: ProblemDetail, schema: RouteSchema | undefined): ErrorDetail {
  return isFieldProblem(problem) ? { path: requestPathOf(problem.field, schema), message: problem.message } : problem;
}

export function errorBody(request: FastifyRequest, error: DomainError) {
  const schema = request.routeOptions?.schema as RouteSchema | undefined;
  const details = error.details?.map((problem) => located(problem, schema));
  const first = details?.[0];
  // A validation message built from its first field names the field as the request has it.
  const message = error instanceof InvalidFields && error.ownMessage === undefined && first ? `${first.path}: ${first.message}` : error.message;
  return {
    success: false as const,
    error: {
      code: error.code,
      message,
      ...(details === undefined ? {} : { details }),
    },
    request_id: request.id,
  };
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const domainError = toDomainError(error);
  const status = statusFor(domainError);
  if (status >= 500) {
    request.log.error({ err: error, request_id: request.id }, 'request failed');
  }
  if (domainError.retryAfterSeconds !== undefined) reply.header('Retry-After', String(domainError.retryAfterSeconds));
  if (status === 503) reply.header('Retry-After', '1');
  reply.code(status).send(errorBody(request, domainError));
}
