/**
 * What the harness's types promise (harness.ts, its header), checked by the compiler and never
 * run: `npx tsc -p tsconfig.json --noEmit` (part of `npm test`) fails when a promise breaks, and
 * each `@ts-expect-error` fails when the mistake under it stops being one.
 */
import { expectTypeOf } from 'vitest';
import type { Schemas } from '../../client/index.js';
import type { ApiAnswer, Client, ContractPathOf } from './harness.js';

// A URL finds its contract path segment by segment: a template hole or a literal fills a
// `{param}`, a query string is left out, and a deeper or foreign path finds none.
expectTypeOf<ContractPathOf<`/v1/customers/${string}`>>().toEqualTypeOf<'/v1/customers/{id}'>();
expectTypeOf<ContractPathOf<`/v1/customers/${string}/balances`>>().toEqualTypeOf<'/v1/customers/{id}/balances'>();
expectTypeOf<ContractPathOf<'/v1/plans/plan_1/fees/fee_1'>>().toEqualTypeOf<'/v1/plans/{id}/fees/{feeId}'>();
expectTypeOf<ContractPathOf<'/v1/customers?limit=2'>>().toEqualTypeOf<'/v1/customers'>();
expectTypeOf<ContractPathOf<'/v1/customers/a/b/c'>>().toBeNever();
expectTypeOf<ContractPathOf<'/portal/session'>>().toBeNever();

export async function harnessPromises(api: Client, id: string): Promise<void> {
  // A contract path: the operation's success fields and the envelope's, side by side.
  const created = await api.post('/v1/customers', { name: 'Ada' });
  expectTypeOf(created.body.customer).toEqualTypeOf<Schemas['Customer']>();
  expectTypeOf(created.body.error.code).toEqualTypeOf<Schemas['ErrorBody']['error']['code']>();
  expectTypeOf(created.body.error.details[0]).toEqualTypeOf<{ path: string; message: string }>();
  const read = await api.get(`/v1/customers/${id}`);
  expectTypeOf(read.body.customer.billing_address).toEqualTypeOf<Schemas['Customer']['billing_address']>();
  // @ts-expect-error a field the contract does not have
  expectTypeOf(read.body.customer).toHaveProperty('nmae');
  // @ts-expect-error the list answers `customers`, not `customer`
  expectTypeOf((await api.get('/v1/customers', { limit: '2' })).body).toHaveProperty('customer');
  const paths = [`/v1/customers/${id}`, `/v1/customers/${id}/balances`] as const;
  for (const path of paths) expectTypeOf((await api.get(path)).body.error.code).toBeString();

  // Elsewhere: any other /v1/ URL answers the envelope; pages and plain strings answer unknown.
  expectTypeOf((await api.get(`/v1/nothing/${id}`)).body).toEqualTypeOf<ApiAnswer>();
  expectTypeOf((await api.get('/portal/session')).body).toBeUnknown();
  expectTypeOf((await api.get(String(id))).body).toBeUnknown();
}
