/**
 * POST /v1/billing/run { as_of }: moves the calling company's test clock forward to `as_of` (never
 * back; testClock.ts) and runs the billing engine for its test-mode data up to `as_of`, so
 * integrators can watch a month end happen: period closes and opens, policy grants, expiries
 * (between boundaries too), scheduled cancellations and plan transitions. From then on the
 * company's test mode lives at that instant (src/clock.ts). Live keys get 422 TEST_MODE_ONLY:
 * live data is billed by the server's own clock.
 *
 * Bounded per call (issue 13, item 1; like Stripe's test clocks, which advance in bounded
 * steps): one call takes at most BILLING_RUN_MAX_STEPS engine steps, each its own short
 * transaction with a yield to the event loop between two, so the company's other requests and
 * everyone else's are answered while it runs. A catch-up longer than that answers
 * `complete: false` with `stopped_at`; the client calls again with the same `as_of` to go on
 * (each call picks up where the last one stopped: every step is recorded as it is taken). The
 * run stops between two steps when the client goes away.
 *
 * Two runs at once (two calls with different `as_of`, or a call racing the server's tick or a plan
 * change) wait for each other's step on a subscription (issue 13, item 4), a few seconds at most;
 * one still held after that is named in `held` with `complete: false`, never silently skipped.
 */
import { Type } from '@sinclair/typebox';
import { listBillingProblems } from '../../billing/index.js';
import { DomainError, invalid } from '../../errors/index.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses } from '../../http/schemas.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { BILLING_RUN_MAX_STEPS, BillingProblem, BillingRun, BillingRunBody } from './schemas.js';
import { advanceTestClock } from './advanceTestClock.js';

export const billingRunRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/billing/run',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test mode: move the test clock forward and run the billing engine up to an instant',
        description: `Takes at most ${BILLING_RUN_MAX_STEPS} billing steps per call (a period close, a policy grant, an end, ...), yielding to other requests between two. When more is due up to as_of the answer has complete: false and stopped_at; call again with the same as_of to go on until complete is true. A subscription another run (or the tick, or a plan change) is billing meanwhile is waited for, a few seconds at most; one still held after that is listed in held, with complete: false, and the next call bills it. The run stops when the client goes away; what it billed stays billed.`,
        body: BillingRunBody,
        response: { 200: envelope('run', BillingRun), ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const asOf = parseIsoDateTime(request.body.as_of);
      if (!asOf) throw invalid([{ path: 'body.as_of', message: 'must be an ISO 8601 date-time with an offset' }]);
      if (scope.mode !== 'test') {
        throw new DomainError('TEST_MODE_ONLY', 'POST /v1/billing/run works with test-mode keys only; live data is billed as time passes');
      }
      // The client going away (the connection closes before the answer is written) stops the run between two steps.
      const clientGone = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableEnded) clientGone.abort();
      };
      reply.raw.on('close', onClose);
      let advanced;
      try {
        advanced = await advanceTestClock(store, scope, asOf, clock.now(), { log: request.log, maxSteps: BILLING_RUN_MAX_STEPS, signal: clientGone.signal });
      } finally {
        reply.raw.off('close', onClose);
      }
      const { testClock, run: result } = advanced;
      if (clientGone.signal.aborted) request.log.warn({ steps_taken: result.steps_taken, stopped_at: result.stopped_at }, 'billing run stopped: the client went away');
      return ok(request, {
        run: {
          as_of: result.as_of,
          test_clock: toIso(testClock),
          subscriptions_advanced: result.subscriptions_advanced,
          invoices_created: result.invoices_created,
          grants_issued: result.grants_issued,
          grants_expired: result.grants_expired,
          problems: result.problems,
          held: result.held,
          complete: result.complete,
          steps_taken: result.steps_taken,
          stopped_at: result.stopped_at,
        },
      });
    },
  );

  api.get(
    '/billing/problems',
    {
      schema: {
        tags: ['billing'],
        summary: 'Subscriptions the billing engine could not bill on its last try, and why (oldest first)',
        description:
          'A subscription stays listed from the run that could not bill it (a missing conversion rate, an invoice beyond 10^15 minor units: AMOUNT_OUT_OF_RANGE, an unexpected failure) until a run bills it. Every run retries it; each failure is also logged at error level.',
        response: { 200: envelope('problems', Type.Array(BillingProblem)), ...errorResponses },
      },
    },
    async (request) => ok(request, { problems: await listBillingProblems(store, scopeOf(request)) }),
  );
};
