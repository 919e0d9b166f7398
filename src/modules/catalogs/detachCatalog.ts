import { notFound } from '../../errors/index.js';
import { findPlan } from '../plans/index.js';
import { lockRatingConfigForChange } from '../ratingConfig/index.js';
import { toPlanCatalog } from './present.js';
import * as repo from './repo.js';
import type { PlanCatalog } from './schemas.js';
import type { ScopedDb } from '../../db/context.js';

export async function detachCatalog(ctx: ScopedDb, planId: string, catalogId: string): Promise<PlanCatalog> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    await lockRatingConfigForChange(trx, scope); // first (ratingConfig/version.ts)
    const plan = await findPlan({ db: trx, scope }, planId);
    if (!plan) throw notFound('Plan', planId);
    const attachment = await repo.findPlanCatalog({ db: trx, scope }, plan.id, catalogId);
    if (!attachment) throw notFound('Catalog attachment', catalogId);
    const catalog = (await repo.findCatalogsByIds(trx, [attachment.catalog_id])).get(attachment.catalog_id);
    // Another request may detach it at the same moment: only the one that removed the row answers 200.
    if (!(await repo.deletePlanCatalog({ db: trx, scope }, attachment.id)) || !catalog) throw notFound('Catalog attachment', catalogId);
    return toPlanCatalog(attachment, catalog);
  });
}
