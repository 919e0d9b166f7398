/**
 * Detach a catalog from a plan (POST /v1/plans/{id}/catalogs/{catalogId}/detach): once the
 * detach answers, no event is priced by the attachment on any node, whatever its timestamp (the
 * transaction takes the company's rating-config lock first, so it waits for the ingest batches
 * that read the attachment, and batches after it rate without it: ratingConfig/version.ts).
 *
 * Decided: the attachment row is removed, so the catalog can be attached again later (a new
 * attachment, new id, its own rule). Nothing that was charged changes: events already rated keep
 * their charges (each still names the attachment id it was rated by), and they are invoiced at
 * period end as before; usage is never re-rated behind the ledger. Detaching moves no money, so
 * it writes no ledger entry. The answer is the attachment as it was; a catalog that is not (or no
 * longer) attached to the plan is a 404, like any id this company and mode does not have.
 */
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
