/**
 * buildApp(deps): the whole HTTP surface as a Fastify instance, without listening. The server
 * (src/server.ts) and the tests both use it.
 */
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RequestClock } from './clock.js';
import { newId } from './db/ids.js';
import { DomainError } from './errors/index.js';
import type { Api, AppDeps, RouteDeps } from './http/api.js';
import { ok, scopeOf } from './http/api.js';
import { Authenticator } from './http/authenticator.js';
import { sharedSchemaCompilers } from './http/schemaCompilers.js';
import { answerClientError, answerNotFound, RouteMethods } from './http/clientErrors.js';
import { handleError } from './http/errorHandler.js';
import { useIdempotencyKeys } from './api/idempotencyKeys.js';
import { useStrictJsonBodies } from './http/jsonBody.js';
import { documentErrorCodes } from './api/operationErrors.js';
import { finishOpenApiDocument } from './http/openapiDocument.js';
import { apiGuideMarkdown } from './http/apiGuide.js';
import { docsPageLook } from './http/docsPage.js';
import { rejectNulCharacters } from './http/nulGuard.js';
import { InMemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './http/rateLimiter.js';
import { ErrorBody } from './http/schemas.js';
import { useScopeClock } from './http/scopeClock.js';
import { dashboard } from './dashboard/index.js';
import { ScopeClocks } from './modules/billingRuns/index.js';
import { KeyUsageRecorder } from './modules/platform/index.js';
import { routeModules } from './api/index.js';
import { ingestMetricsText } from './modules/ingest/index.js';
import { hostedPageScope, pageModules } from './pages/index.js';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  rateLimiter?: RateLimiter;
  authenticator?: Authenticator;
  /** Called for every route as it is registered (tests use it to list the app's routes). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<Api> {
  const { config, clock, store } = deps;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    genReqId: () => `req_${newId()}`,
    // request.ip is X-Forwarded-For's client only when the socket peer is a listed proxy (false: none).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    clientErrorHandler: answerClientError,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // While draining on shutdown, a request that still arrives on an open connection is served
    // (with `Connection: close`) rather than answered by Fastify's bare 503, which has no envelope.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Errors the router raises before any hook runs (a badly encoded URL, an over-long path
    // parameter) leave through the same envelope, with their X-Request-Id.
    frameworkErrors: (error, request, reply) => {
      reply.header('X-Request-Id', request.id);
      handleError(error, request, reply);
    },
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false, useDefaults: false, allowUnionTypes: true } },
    // Fastify's own compilers, each schema compiled once per process (http/schemaCompilers.ts).
    schemaController: { compilersFactory: sharedSchemaCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const rateLimiter =
    options.rateLimiter ??
    (config.redisUrl ? new RedisRateLimiter(config.redisUrl, { log: app.log }) : new InMemoryRateLimiter());
  const authenticator = options.authenticator ?? new Authenticator(store.db);
  const keyUsage = new KeyUsageRecorder(store.db, clock, app.log);
  app.decorate('keyUsage', keyUsage);
  // Routes and pages get the request's scope clock (a test company's test clock in test mode);
  // the rate limit above counts in real time.
  const requestClock = new RequestClock(clock);
  const scopeClocks = new ScopeClocks(store, clock);
  const routeDeps: RouteDeps = { ...deps, clock: requestClock, authenticator, rateLimiter };

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute(route));
  }
  // Each operation's error codes, from the registry, into the OpenAPI document.
  app.addHook('onRoute', documentErrorCodes);
  // The methods of every path, so a known path with another method is a 405 rather than a 404.
  const routeMethods = new RouteMethods();
  app.addHook('onRoute', routeMethods.record);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(answerNotFound(authenticator, routeMethods));
  app.addHook('onClose', async () => {
    await rateLimiter.close();
    await keyUsage.settled();
  });

  // Only JSON bodies are API input; text/plain would otherwise be accepted by Fastify's default.
  app.removeContentTypeParser('text/plain');
  useStrictJsonBodies(app);

  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meterline billing API',
        version: '1.0.0',
        description: apiGuideMarkdown(),
        // Meterline is private software (UNLICENSED in package.json): no SPDX licence applies, so
        // the identifier is SPDX's form for a licence of one's own.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        // This server's own reference and guide, the one place its API is documented.
        contact: { name: 'Meterline', url: `${config.publicBaseUrl}/docs` },
      },
      servers: [{ url: config.publicBaseUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'ak_live_... or ak_test_...' } } },
      security: [{ bearer: [] }],
    },
    // Shared schemas (`ErrorBody`) keep their own names in components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    transformObject: (document) => finishOpenApiDocument('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, ...docsPageLook });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health check (no key needed)',
        description: 'Answers 200 with `status` and `database` ok when the server reaches its database, 503 SERVICE_UNAVAILABLE when it cannot. Needs no API key and is outside the rate limit, so a load balancer or monitor can poll it.',
        security: [],
        response: {
          200: Type.Object({ success: Type.Boolean(), status: Type.String(), database: Type.String(), request_id: Type.String() }),
          503: Type.Ref('ErrorBody'),
        },
      },
    },
    async (request) => {
      try {
        await store.ping();
      } catch {
        throw new DomainError('SERVICE_UNAVAILABLE', 'The database is unavailable');
      }
      return ok(request, { status: 'ok', database: 'ok' });
    },
  );

  if (config.metricsEnabled) {
    // Operational counters for scrapers and the benchmark; off unless METRICS_ENABLED=true.
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.type('text/plain; version=0.0.4');
      return ingestMetricsText();
    });
  }

  await app.register(
    async (v1) => {
      v1.addHook('onRequest', async (request, reply) => {
        const auth = await authenticator.authenticate(request.headers.authorization);
        request.auth = auth;
        keyUsage.record(auth.keyId);
        const nowMs = clock.now().getTime();
        const decision = await rateLimiter.hit(auth.companyId, auth.rateLimitPerWindow ?? config.rateLimitPerWindow, nowMs);
        reply.header('X-RateLimit-Limit', String(decision.limit));
        reply.header('X-RateLimit-Remaining', String(decision.remaining));
        reply.header('X-RateLimit-Reset', String(decision.resetAt));
        if (!decision.allowed) {
          const retryAfter = Math.max(1, decision.resetAt - Math.floor(nowMs / 1000));
          throw new DomainError('RATE_LIMITED', `Rate limit of ${decision.limit} requests per 60 seconds exceeded`, undefined, { retryAfterSeconds: retryAfter });
        }
      });
      useScopeClock(v1, requestClock, scopeClocks, (request) => scopeOf(request));
      v1.addHook('preValidation', rejectNulCharacters);
      // Every POST but ingest takes an Idempotency-Key (real time, like the rate limit).
      useIdempotencyKeys(v1, { store, clock, takeoverMs: config.idempotencyTakeoverMs });
      for (const register of routeModules) await register(v1, routeDeps);
    },
    { prefix: '/v1' },
  );

  await app.register(async (pages) => {
    useScopeClock(pages, requestClock, scopeClocks, (request) => hostedPageScope(store.db, request.url));
    for (const register of pageModules) await register(pages, routeDeps);
  });

  // The operator dashboard: HTML, signed-in sessions, its pages at the session's scope time.
  await app.register(dashboard({ ...routeDeps, realClock: clock }, { requestClock, scopeClocks }), { prefix: '/dashboard' });

  return app;
}
