/** Create a plan: defaults of docs/decisions.md, Resources beyond the contract, a derived code when none is given. */
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { derivePlanCode, planCodeCandidate } from './planCode.js';
import * as repo from './repo.js';
import type { CreatePlanBody, Plan } from './schemas.js';
import { checkInitialCredits, toPlan } from './service.js';
import type { PlanTable } from './tables.js';
import type { ScopedDb, DbContext } from '../../db/context.js';

const MAX_DERIVED_ATTEMPTS = 1000;

export function codeTaken(code: string) {
  return new DomainError('CODE_TAKEN', `plan_code "${code}" is already used by another plan`, [{ field: 'plan_code', message: 'is already taken' }]);
}

async function freeDerivedCode(ctx: ScopedDb, name: string): Promise<string> {
  const { db, scope } = ctx;
  const base = derivePlanCode(name);
  for (let attempt = 1; attempt <= MAX_DERIVED_ATTEMPTS; attempt++) {
    const candidate = planCodeCandidate(base, attempt);
    if (!(await repo.findPlanByCode({ db, scope }, candidate))) return candidate;
  }
  throw codeTaken(base);
}

export async function createPlan(ctx: DbContext, body: CreatePlanBody): Promise<Plan> {
  const { db, scope } = ctx;
  const type = body.type ?? 'usage';
  const initialCredits = body.initial_credit_quantity ?? null;
  checkInitialCredits(type, initialCredits, 'initial_credit_quantity');
  const derive = body.plan_code === undefined;
  // A derived code can lose a race to a concurrent create: try the next free one.
  for (let round = 0; ; round++) {
    let code: string | null;
    if (derive) {
      code = await freeDerivedCode({ db, scope }, body.name);
    } else {
      code = body.plan_code ?? null;
      if (code !== null && (await repo.findPlanByCode({ db, scope }, code))) throw codeTaken(code);
    }
    const now = toIso(ctx.now);
    const row: PlanTable = {
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      name: body.name,
      plan_code: code,
      type,
      currency_code: body.currency_code ?? 'usd',
      invoicing_cadence: body.invoicing_cadence ?? 'monthly',
      initial_credit_quantity: initialCredits,
      minimum_commitment_cents: body.minimum_commitment_cents ?? null,
      portal_visible: body.portal_visible === true ? 1 : 0,
      created_at: now,
      updated_at: now,
    };
    try {
      await repo.insertPlan(db, row);
      return toPlan(row);
    } catch (error) {
      if (!isUniqueViolation(error) || code === null) throw error;
      if (!derive || round >= 9) throw codeTaken(code);
    }
  }
}
