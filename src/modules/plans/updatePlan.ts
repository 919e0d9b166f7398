/**
 * Update a plan: only provided fields change. Once a plan has subscriptions its billing fields
 * (`type`, `currency_code`, `invoicing_cadence`) are fixed: changing one is 409
 * PLAN_IMMUTABLE_FIELD; setting the value it already has is fine. That is checked first, so
 * `{"type": "usage"}` on a subscribed credits plan is the 409, not a 400 about the
 * initial_credit_quantity the change would also need.
 */
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { DomainError, invalid, notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import { codeTaken } from './createPlan.js';
import * as repo from './repo.js';
import type { Plan, UpdatePlanBody } from './schemas.js';
import { checkInitialCredits, toPlan } from './service.js';
import type { DbContext } from '../../db/context.js';

const IMMUTABLE_ONCE_SUBSCRIBED = ['type', 'currency_code', 'invoicing_cadence'] as const;

export async function updatePlan(
  ctx: DbContext,
  id: string,
  body: UpdatePlanBody,
): Promise<Plan> {
  const { db, scope } = ctx;
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await repo.findPlan({ db: trx, scope }, id);
      if (!existing) throw notFound('Plan', id);

      // First: a field that cannot change at all is the answer, before any rule about the fields it would need.
      const changed = IMMUTABLE_ONCE_SUBSCRIBED.filter((field) => body[field] !== undefined && body[field] !== existing[field]);
      if (changed.length > 0 && (await repo.countPlanSubscriptions({ db: trx, scope }, id)) > 0) {
        const field = changed[0];
        throw new DomainError(
          'PLAN_IMMUTABLE_FIELD',
          `${field} cannot change once the plan has subscriptions`,
          changed.map((f) => ({ field: f, message: 'cannot change once the plan has subscriptions' })),
        );
      }

      const type = body.type ?? existing.type;
      const initialCredits = body.initial_credit_quantity !== undefined ? body.initial_credit_quantity : existing.initial_credit_quantity;
      if (body.initial_credit_quantity !== undefined) {
        checkInitialCredits(type, initialCredits, 'initial_credit_quantity');
      } else if (type === 'usage' && initialCredits !== null) {
        throw invalid([
          { field: 'type', message: 'cannot become usage while the plan has an initial_credit_quantity; set it to null in the same request' },
        ]);
      }

      if (typeof body.plan_code === 'string' && body.plan_code !== existing.plan_code) {
        const holder = await repo.findPlanByCode({ db: trx, scope }, body.plan_code);
        if (holder && holder.id !== id) throw codeTaken(body.plan_code);
      }

      const patch: repo.PlanPatch = { updated_at: toIso(ctx.now) };
      if (body.name !== undefined) patch.name = body.name;
      if (body.plan_code !== undefined) patch.plan_code = body.plan_code;
      if (body.type !== undefined) patch.type = body.type;
      if (body.currency_code !== undefined) patch.currency_code = body.currency_code;
      if (body.invoicing_cadence !== undefined) patch.invoicing_cadence = body.invoicing_cadence;
      if (body.initial_credit_quantity !== undefined) patch.initial_credit_quantity = body.initial_credit_quantity;
      if (body.minimum_commitment_cents !== undefined) patch.minimum_commitment_cents = body.minimum_commitment_cents;
      if (body.portal_visible !== undefined) patch.portal_visible = body.portal_visible ? 1 : 0;
      await repo.updatePlan({ db: trx, scope }, id, patch);
      return toPlan({ ...existing, ...patch });
    });
  } catch (error) {
    // A concurrent update took the code between our check and our write.
    if (isUniqueViolation(error) && typeof body.plan_code === 'string') throw codeTaken(body.plan_code);
    throw error;
  }
}
