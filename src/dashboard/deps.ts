/** What the dashboard's routes are given: the app's dependencies, plus the real clock sessions and throttling run on. */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import type { RouteDeps } from '../http/api.js';

export interface DashboardDeps extends RouteDeps {
  /** Sessions, their expiry and sign-in throttling run on real time, never a test clock. */
  realClock: Clock;
}

export type DashboardScope = FastifyInstance;

/** Route options of every dashboard route: HTML pages, not part of the API's OpenAPI document. */
export const HIDDEN = { schema: { hide: true } } as const;
