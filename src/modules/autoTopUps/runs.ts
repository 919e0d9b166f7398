/**
 * Starting a top-up: one run row per crossing (unique on its key), pending at once, worked by the
 * job (src/api/autoTopUps). Ingest starts them for its draws in memory (pipeline/draws.ts); a
 * setting made while the balance is low starts one (service.ts); the billing engine's own draws
 * start them here, one query per engine draw of a customer with a top-up.
 */
import type { DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import type { Scope } from '../../db/scope.js';
import { dec, type Decimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import type { AutoTopUpRunTable } from './tables.js';

/** A pending run of the auto top-up for the crossing `crossingKey` (unique per company and mode). */
export function newRun(scope: Scope, topUp: { id: string; customer_id: string }, crossingKey: string, at: Date): AutoTopUpRunTable {
  const atIso = toIso(at);
  return {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    auto_top_up_id: topUp.id,
    customer_id: topUp.customer_id,
    crossing_key: crossingKey,
    status: 'pending',
    attempts: 0,
    next_attempt_at: atIso,
    lease_until: null,
    invoice_id: null,
    grant_id: null,
    failure: null,
    created_at: atIso,
    updated_at: atIso,
  };
}

/** After a draw outside ingest (the billing engine's): starts the customer's top-up when the draw took its available balance across the threshold. */
export async function startTopUpOnDraw(ctx: DbContext, draw: { customerId: string; denominationKey: string; available: { before: Decimal; after: Decimal } }): Promise<boolean> {
  const topUp = await repo.findCustomerTopUp(ctx, draw.customerId, draw.denominationKey);
  if (!topUp || topUp.status === 'disabled') return false;
  const threshold = dec(topUp.threshold);
  if (!(draw.available.before.gt(threshold) && draw.available.after.lte(threshold))) return false;
  await repo.insertRunsOnce(ctx.db, [newRun(ctx.scope, topUp, `${topUp.id}:draw:${newId()}`, ctx.now)]);
  return true;
}
