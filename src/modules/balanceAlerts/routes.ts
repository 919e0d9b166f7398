/** /v1/customers/{id}/balance-alerts: thin handlers, schema in, service call, schema out. */
import { Type } from '@sinclair/typebox';
import { ok, scopeOf, type RouteModule } from '../../http/api.js';
import { envelope, errorResponses, IdParams } from '../../http/schemas.js';
import { AlertParams, BalanceAlert, CreateBalanceAlertBody } from './schemas.js';
import * as alerts from './service.js';
import { dbContext } from '../../db/context.js';

const tags = ['webhooks'];

export const balanceAlertRoutes: RouteModule = (api, { store, clock }) => {
  api.post(
    '/customers/:id/balance-alerts',
    {
      schema: {
        tags,
        summary: "Alert on a customer's wallet: wallet.balance_low when a draw takes the balance to or below the threshold",
        description: 'Give a `threshold` (a decimal from 0 to 10^15) and exactly one of `pricing_unit_code` and `currency_code` naming the wallet, else 400 VALIDATION_ERROR. `wallet.balance_low` fires once per crossing, not on every draw below the threshold, and `wallet.recovered` when a grant lifts the balance back above it. Answers 201; an unknown customer is 404 NOT_FOUND.',
        params: IdParams,
        body: CreateBalanceAlertBody,
        response: { 201: envelope('balance_alert', BalanceAlert), ...errorResponses },
      },
    },
    async (request, reply) => {
      const balance_alert = await alerts.createBalanceAlert(dbContext(store.db, scopeOf(request), clock.now()), request.params.id, request.body);
      reply.code(201);
      return ok(request, { balance_alert });
    },
  );

  api.get(
    '/customers/:id/balance-alerts',
    {
      schema: {
        tags,
        summary: "A customer's balance alerts, oldest first",
        description: 'Every alert of the customer in one answer, without paging, each with its threshold and its wallet (`pricing_unit_code` or `currency_code`). An unknown customer is 404 NOT_FOUND.',
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), balance_alerts: Type.Array(BalanceAlert), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => ok(request, { balance_alerts: await alerts.listBalanceAlerts({ db: store.db, scope: scopeOf(request) }, request.params.id) }),
  );

  api.delete(
    '/customers/:id/balance-alerts/:alertId',
    {
      schema: {
        tags,
        summary: 'Delete a balance alert',
        description: "Answers `{id, deleted: true}`; the wallet's crossings of that threshold raise no more events. An alert that is not this customer's is 404 NOT_FOUND.",
        params: AlertParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String(), deleted: Type.Boolean(), request_id: Type.String() }), ...errorResponses },
      },
    },
    async (request) => {
      await alerts.deleteBalanceAlert({ db: store.db, scope: scopeOf(request) }, request.params.id, request.params.alertId);
      return ok(request, { id: request.params.alertId, deleted: true });
    },
  );
};
