/**
 * POST /v1/billing/run { as_of }: moves the calling company's test clock forward to `as_of` (never
 * back; testClock.ts) and runs the billing engine for its test-mode data up to `as_of`, so
 * integrators can watch a month end happen: period closes and opens, policy grants, expiries
 * (between boundaries too), scheduled cancellations and plan transitions. From then on the
 * company's test mode lives at that instant (src/clock.ts). Live keys get 422 TEST_MODE_ONLY:
 * live data is billed by the server's own clock.
 */
import { Type } from '@sinclair/typebox';
import { listBillingProblems, runBilling } from '../../billing/index.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { unprocessable, validationError } from '../../http/errors.js';
import { envelope, errorResponses } from '../../http/schemas.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { BillingProblem, BillingRun, BillingRunBody } from './schemas.js';
import { moveTestClock } from './testClock.js';

export const billingRunRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/billing/run',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test mode: move the test clock forward and run the billing engine up to an instant',
        body: BillingRunBody,
        response: { 200: envelope('run', BillingRun), ...errorResponses },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const asOf = parseIsoDateTime(request.body.as_of);
      if (!asOf) throw validationError([{ path: 'body.as_of', message: 'must be an ISO 8601 date-time with an offset' }]);
      if (scope.mode !== 'test') {
        throw unprocessable('TEST_MODE_ONLY', 'POST /v1/billing/run works with test-mode keys only; live data is billed as time passes');
      }
      // The clock moves first: a request that arrives while the run bills already lives at as_of.
      const testClock = await moveTestClock(store.db, scope, asOf, clock.now());
      const result = await runBilling(store, { asOf, scope, log: request.log });
      return ok(request, {
        run: {
          as_of: result.as_of,
          test_clock: toIso(testClock),
          subscriptions_advanced: result.subscriptions_advanced,
          invoices_created: result.invoices_created,
          grants_issued: result.grants_issued,
          grants_expired: result.grants_expired,
          problems: result.problems,
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
