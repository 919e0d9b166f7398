/**
 * POST /v1/billing/run { as_of }: runs the billing engine for the calling company's test-mode data
 * up to `as_of`, so integrators can watch a month end happen. Live keys get
 * 422 TEST_MODE_ONLY: live data is billed by the server's own clock.
 */
import { Type } from '@sinclair/typebox';
import { listBillingProblems, runBilling } from '../../billing/index.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { unprocessable, validationError } from '../../http/errors.js';
import { envelope, errorResponses } from '../../http/schemas.js';
import { parseIsoDateTime } from '../../time.js';
import { BillingProblem, BillingRun, BillingRunBody } from './schemas.js';

export const billingRunRoutes: RouteModule = (api, { store }) => {
  api.post(
    '/billing/run',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test mode: run the billing engine up to an instant',
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
      const result = await runBilling(store, { asOf, scope, log: request.log });
      return ok(request, {
        run: {
          as_of: result.as_of,
          subscriptions_advanced: result.subscriptions_advanced,
          invoices_created: result.invoices_created,
          grants_issued: result.grants_issued,
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
