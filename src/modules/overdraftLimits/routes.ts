/** /v1/plans/{id}/overdraft-limits and /v1/customers/{id}/overdraft-limits: thin handlers. */
import { Type } from '@sinclair/typebox';
import { dbContext } from '../../db/context.js';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { OverdraftLimit, SetOverdraftLimitBody } from './schemas.js';
import { listOverdraftLimits, setOverdraftLimit } from './service.js';
import type { OverdraftLimitOwner } from './tables.js';

const tags = ['wallets'];

const SET_DESCRIPTION =
  'Give exactly one of `pricing_unit_code` and `currency_code`, and `overdraft_limit`: a decimal zero or more ("0" stops the wallet at zero, "500" allows 500 of debt), or null to remove the limit (no limit, the default). ' +
  "An ingest whose draw would take the wallet's available balance (balance less live reservations) below minus the limit is refused: 200 with `status: \"failed\"` and `error.code` INSUFFICIENT_BALANCE, nothing stored. " +
  "A customer's own limit overrides its plans'; where several plans in force set one, the strictest binds. Usage billed at period close (max, unique_count, latest) is not stopped by a limit. " +
  'The change is final from its answer: every ingest after it, on every node, decides with it. Answers 200 with the stored limit; an unknown owner is 404 NOT_FOUND.';

function ownerRoutes(owner: OverdraftLimitOwner, path: string, noun: string): RouteModule {
  return (api, { store, clock }) => {
    api.post(
      `${path}/:id/overdraft-limits`,
      {
        schema: { tags, summary: `Set or remove a ${noun}'s overdraft limit on one wallet`, description: SET_DESCRIPTION, params: IdParams, body: SetOverdraftLimitBody, response: { 200: envelope('overdraft_limit', OverdraftLimit), ...errorResponses } },
      },
      async (request) => {
        const overdraft_limit = await setOverdraftLimit(dbContext(store.db, scopeOf(request), clock.now()), { type: owner, id: request.params.id }, request.body);
        return ok(request, { overdraft_limit });
      },
    );
    api.get(
      `${path}/:id/overdraft-limits`,
      {
        schema: {
          tags,
          summary: `A ${noun}'s overdraft limits, oldest first`,
          description: `Every limit the ${noun} sets, one per wallet denomination, without paging. An unknown ${noun} is 404 NOT_FOUND.`,
          params: IdParams,
          response: { 200: Type.Object({ success: Type.Boolean(), overdraft_limits: Type.Array(OverdraftLimit), request_id: Type.String() }), ...errorResponses },
        },
      },
      async (request) => ok(request, { overdraft_limits: await listOverdraftLimits({ db: store.db, scope: scopeOf(request) }, { type: owner, id: request.params.id }) }),
    );
  };
}

export const overdraftLimitRoutes: RouteModule = async (api, deps) => {
  await ownerRoutes('plan', '/plans', 'plan')(api, deps);
  await ownerRoutes('customer', '/customers', 'customer')(api, deps);
};
