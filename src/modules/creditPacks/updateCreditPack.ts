/**
 * End (or put back on sale) a credit pack: POST /v1/credit-packs/{creditPackId} `{"active": false}`.
 *
 * Decided:
 * - Only the pack's sale state changes. Its price, units and expiry are the terms its checkout
 *   pages have quoted and its links sell; changing them under an open link would charge a
 *   customer other than what they were shown. A new price is a new pack (a new code) and the old
 *   one is ended, as a new fee version follows an ended one.
 * - An ended pack cannot be sold through a new checkout link (422 CREDIT_PACK_ENDED). A link made
 *   before the end still sells it until the link expires (at most 24 hours): the customer was
 *   offered it. Credits already bought are untouched.
 * - `{"active": true}` puts an ended pack back on sale; the same state again changes nothing, and
 *   `{}` changes nothing and answers the current state. Selling packs does not rate events, so the
 *   rating configuration is not bumped; no money moves, so no ledger entry is written.
 * - The pack resource keeps the contract's fields; the answer carries the state beside it
 *   (`active`, `ended_at`).
 */
import { notFound } from '../../errors/index.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import type { CreditPack, UpdateCreditPackBody } from './schemas.js';
import { toCreditPack } from './service.js';
import type { DbContext } from '../../db/context.js';

export interface CreditPackState {
  credit_pack: CreditPack;
  active: boolean;
  ended_at: string | null;
}

export async function updateCreditPack(ctx: DbContext, id: string, body: UpdateCreditPackBody): Promise<CreditPackState> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    let found = await repo.findCreditPackWithUnit({ db: trx, scope }, id);
    if (!found) throw notFound('Credit pack', id);
    const wasActive = found.pack.ended_at === null;
    if (body.active !== undefined && body.active !== wasActive) {
      const now = toIso(ctx.now);
      const patch = { ended_at: body.active ? null : now, updated_at: now };
      await repo.updateCreditPack({ db: trx, scope }, found.pack.id, patch);
      found = { ...found, pack: { ...found.pack, ...patch } };
    }
    return { credit_pack: toCreditPack(found), active: found.pack.ended_at === null, ended_at: found.pack.ended_at };
  });
}
