/**
 * POST /v1/billing/run { as_of }: runs the billing engine for the calling company's test-mode data
 * up to `as_of`, so integrators can watch a month end happen. Live keys get
 * 422 TEST_MODE_ONLY: live data is billed by the server's own clock.
 */
import { runBilling } from '../../billing/index.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { unprocessable, validationError } from '../../http/errors.js';
import { envelope, errorResponses } from '../../http/schemas.js';
import { parseIsoDateTime } from '../../time.js';
import { BillingRun, BillingRunBody } from './schemas.js';

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
        },
      });
    },
  );
};
