/**
 * JSON bodies are read strictly: bytes that are not UTF-8 (whatever charset the Content-Type
 * claims) and strings that are not well-formed Unicode (a lone surrogate such as "\ud800") are 400
 * VALIDATION_ERROR naming where, identically on both stores. Read leniently, each invalid byte
 * became U+FFFD, so distinct idempotency keys ("order-café" sent as Latin-1, "order-cafè")
 * collided and the second event was answered as a duplicate of the first; PostgreSQL also
 * conflated keys that differ in a lone surrogate.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, invalid } from '../errors/index.js';
import { handleError } from './errorHandler.js';
import { findString } from './stringScan.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first string (or key) that is not well-formed Unicode, or null. */
export function findIllFormed(root: unknown, rootPath: string): string | null {
  return findString(root, rootPath, isIllFormed);
}

function isIllFormed(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** Replaces Fastify's JSON parser with the strict one (same limits, same prototype-poisoning refusal). */
export function useStrictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(invalid([{ path: 'body', message: 'must be valid UTF-8' }], 'body must be valid UTF-8'), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const path = findIllFormed(value, 'body');
      if (path) {
        done(invalid([{ path, message: 'must be well-formed Unicode (no lone surrogates)' }]), undefined);
        return;
      }
      done(null, value);
    });
  });
}

/**
 * A route's `errorHandler` for endpoints whose declared statuses have no 415 (the contract gives
 * POST /v1/events/ingest 400, 401, 413, 429 and 500): a body sent with a content type other than
 * JSON is answered 400 INVALID_JSON there, instead of 415 UNSUPPORTED_MEDIA_TYPE. Every other
 * error leaves through the one error handler unchanged.
 */
export function answerNonJsonBodyAs400(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const unsupported = (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE';
  handleError(unsupported ? new DomainError('INVALID_JSON', 'Request body must be JSON, sent with Content-Type: application/json') : error, request, reply);
}
