/**
 * The request's scope clock: once a request's company and mode are known (the API key, or a
 * hosted page's link), its time is resolved once (ScopeClocks: real time, or the company's test
 * clock in test mode) and made the time of everything the request runs, through the RequestClock
 * route modules hold as their `clock` (src/clock.ts).
 *
 * How: the rest of the request runs inside `RequestClock.run`. Fastify runs the route's hooks and
 * handler from the request stream's events once the body is read, outside the context the
 * onRequest hook entered, so the context is kept in an AsyncResource and entered again at
 * preValidation (the pattern of @fastify/request-context).
 */
import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock, RequestClock } from '../clock.js';
import type { Scope } from '../db/scope.js';

/** The clock of a scope (src/modules/billingRuns/testClock.ts). */
export interface ScopeClockSource {
  /** Exact. */
  clockFor(scope: Scope): Clock | Promise<Clock>;
  /** As read within the last second: for a route that checks the clock again where it matters (`scopeClock: 'recent'`). */
  recentClockFor(scope: Scope): Clock | Promise<Clock>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `recent`: the route may run on the clock as this server read it within the last second,
     * because it checks the clock again under its own transaction (ingest). Exact otherwise.
     */
    scopeClock?: 'recent';
  }
}

const CONTEXT = Symbol('meterline.scopeClockContext');

type WithContext = FastifyRequest & { [CONTEXT]?: AsyncResource };

/**
 * Every route of `instance` runs at its scope's time. `scopeOf` names the request's scope, or
 * null when it has none (an unknown token): that request runs on the real clock.
 */
export function useScopeClock(
  instance: FastifyInstance,
  requestClock: RequestClock,
  clocks: ScopeClockSource,
  scopeOf: (request: FastifyRequest) => Scope | null | Promise<Scope | null>,
): void {
  instance.addHook('onRequest', (request, _reply, done) => {
    const recent = request.routeOptions.config.scopeClock === 'recent';
    const clockOf = (scope: Scope | null): Clock | Promise<Clock> => (scope === null ? requestClock.real : recent ? clocks.recentClockFor(scope) : clocks.clockFor(scope));
    const enter = (clock: Clock): void => {
      // On the real clock before any request left it, there is no context to keep (RequestClock.run).
      if (!requestClock.enters(clock)) {
        done();
        return;
      }
      requestClock.run(clock, () => {
        const context = new AsyncResource('meterline.scopeClock');
        (request as WithContext)[CONTEXT] = context;
        context.runInAsyncScope(done);
      });
    };
    const fail = (error: unknown): void => done(error instanceof Error ? error : new Error(String(error)));
    let clock: Clock | Promise<Clock>;
    try {
      const scope = scopeOf(request);
      clock = scope instanceof Promise ? scope.then(clockOf) : clockOf(scope);
    } catch (error) {
      fail(error);
      return;
    }
    // A clock known in memory is entered at once: no promise, no turn of the event loop.
    if (clock instanceof Promise) clock.then(enter, fail);
    else enter(clock);
  });
  instance.addHook('preValidation', (request, _reply, done) => {
    const context = (request as WithContext)[CONTEXT];
    if (context) context.runInAsyncScope(done);
    else done();
  });
}
