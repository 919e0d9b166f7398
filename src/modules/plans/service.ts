/** Plans: read and list. Create and update are their own use cases (createPlan.ts, updatePlan.ts). */
import { invalid, notFound } from '../../errors/index.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import * as repo from './repo.js';
import type { Plan } from './schemas.js';
import type { PlanTable, PlanType } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export function toPlan(row: PlanTable): Plan {
  return {
    id: row.id,
    name: row.name,
    plan_code: row.plan_code,
    type: row.type,
    currency_code: row.currency_code,
    invoicing_cadence: row.invoicing_cadence,
    initial_credit_quantity: row.initial_credit_quantity,
    minimum_commitment_cents: row.minimum_commitment_cents,
    created_at: row.created_at,
    updated_at: row.updated_at,
    portal_visible: row.portal_visible === 1,
  };
}

/** `initial_credit_quantity` belongs to credit-based plans only. */
export function checkInitialCredits(type: PlanType, quantity: number | null, field: string): void {
  if (type === 'usage' && quantity !== null) {
    throw invalid([{ field, message: 'is only allowed on credits plans; a usage plan has no initial credits' }]);
  }
}

export async function getPlan(ctx: ScopedDb, id: string): Promise<Plan> {
  const { db, scope } = ctx;
  const row = await repo.findPlan({ db, scope }, id);
  if (!row) throw notFound('Plan', id);
  return toPlan(row);
}

export async function listPlans(ctx: ScopedDb, page: PageRequest): Promise<PageResult<Plan>> {
  const { db, scope } = ctx;
  const result = toPage(await repo.listPlans({ db, scope }, page), page.limit);
  return { items: result.items.map(toPlan), pagination: result.pagination };
}
