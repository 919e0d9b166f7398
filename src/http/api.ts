/**
 * The types every route module shares: the app's dependencies and the TypeBox-typed Fastify
 * instance routes are registered on.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Store } from '../db/store.js';
import type { Scope } from '../db/scope.js';
import type { AuthContext, Authenticator } from './authenticator.js';
import type { RateLimiter } from './rateLimiter.js';
import { DomainError } from '../errors/index.js';

export interface AppDeps {
  store: Store;
  config: Config;
  clock: Clock;
}

/** What buildApp adds to the dependencies before handing them to route modules. */
export interface RouteDeps extends AppDeps {
  authenticator: Authenticator;
  rateLimiter: RateLimiter;
}

export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A module's routes: registered under /v1, behind authentication and the rate limit. */
export type RouteModule = (api: Api, deps: RouteDeps) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The company and mode of an authenticated request. */
export function scopeOf(request: FastifyRequest): Scope {
  if (!request.auth) throw new DomainError('UNAUTHORIZED', 'Missing or invalid Authorization header');
  return { companyId: request.auth.companyId, mode: request.auth.mode };
}

/** `{ success: true, ...body, request_id }`: the success envelope. */
export function ok<T extends object>(request: FastifyRequest, body: T): { success: true; request_id: string } & T {
  return { success: true, ...body, request_id: request.id };
}
