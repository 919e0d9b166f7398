/**
 * End a credit-grant policy (POST /v1/credit-grant-policies/{id} with `effective_to`): from that
 * instant on it grants nothing; every grant it already made is untouched (still in the wallet,
 * expiring as it would).
 *
 * Decided:
 * - Only `effective_to` changes (a policy's amount and cadence are what its grants were made
 *   from; a new allowance is a new policy from the old one's end).
 * - `effective_to` is a date (midnight in the company's time zone) or an ISO 8601 date-time with
 *   an offset, exclusive, after `effective_from`, and not before now: an end in the past would
 *   drop grants the billing engine owes for instants before now but has not issued yet (its next
 *   run issues what fell due before the end). `null` makes the policy open-ended again; the
 *   engine never goes back over instants it has billed, so nothing skipped is granted twice.
 * - The engine reads policies when it takes each step, so the next grant on every node follows
 *   the new end; policies do not rate events, so the rating configuration is not bumped.
 */
import { DateTime } from 'luxon';
import { invalid, notFound } from '../../errors/index.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { companyZone } from '../platform/index.js';
import * as repo from './repo.js';
import type { CreditGrantPolicy, UpdateGrantPolicyBody } from './schemas.js';
import { toGrantPolicy } from './service.js';
import type { DbContext } from '../../db/context.js';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function parseEnd(text: string, zone: string): string | null {
  if (DATE_ONLY.test(text)) {
    const day = DateTime.fromISO(text, { zone });
    return day.isValid ? toIso(day.toJSDate()) : null;
  }
  const instant = parseIsoDateTime(text);
  return instant === null ? null : toIso(instant);
}

export async function endGrantPolicy(ctx: DbContext, id: string, body: UpdateGrantPolicyBody): Promise<CreditGrantPolicy> {
  const { db, scope } = ctx;
  return db.transaction().execute(async (trx) => {
    const policy = await repo.findGrantPolicy({ db: trx, scope }, id);
    if (!policy) throw notFound('Credit grant policy', id);
    if (body.effective_to === undefined) return toGrantPolicy(policy);
    let to: string | null = null;
    if (body.effective_to !== null) {
      to = parseEnd(body.effective_to, await companyZone(trx, scope.companyId));
      if (to === null) throw invalid([{ field: 'effective_to', message: 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with offset, or null' }]);
      if (policy.effective_from !== null && to <= policy.effective_from) {
        throw invalid([{ field: 'effective_to', message: `must be after the policy's effective_from (${policy.effective_from})` }]);
      }
      const now = toIso(ctx.now);
      if (to < now) throw invalid([{ field: 'effective_to', message: `must not be before now (${now}): grants already due would be dropped` }]);
    }
    if (to === policy.effective_to) return toGrantPolicy(policy);
    const patch = { effective_to: to, updated_at: toIso(ctx.now) };
    await repo.updateGrantPolicy({ db: trx, scope }, policy.id, patch);
    return toGrantPolicy({ ...policy, ...patch });
  });
}
