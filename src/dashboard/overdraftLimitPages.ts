/**
 * Overdraft limits on the plan and customer pages (issue 28, item 4): the owner's limits, and a
 * form that sets or removes one through the same service as `POST /v1/plans/{id}/overdraft-limits`
 * and `POST /v1/customers/{id}/overdraft-limits`, at the scope's clock. The wallet is chosen among
 * the company's pricing units and the currencies of its plans.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dbContext } from '../db/context.js';
import type { Db, Scope } from '../db/scope.js';
import { DomainError } from '../errors/index.js';
import { listOverdraftLimits, setOverdraftLimit, type LimitOwner } from '../modules/overdraftLimits/index.js';
import { listPlanCurrencies } from '../modules/plans/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { mayWrite, OWNER_ONLY } from './forms.js';
import { formFields, queryString, scopeOfSession, sessionOf } from './support.js';
import { instantWords } from './words.js';

export interface LimitsView {
  scopeWords: string;
  rows: Array<{ denomination: string; limit: string; updated: string }>;
  choices: Array<{ value: string; label: string }>;
  action: string;
  csrfToken: string;
  notice: string | null;
  error: string | null;
}

const SCOPE_WORDS: Record<LimitOwner['type'], string> = {
  plan: "A plan's limit binds its subscribers; a customer's own limit overrides it.",
  customer: "This customer's own limit overrides its plans' limits.",
};

function ownerPath(owner: LimitOwner): string {
  return `/dashboard/${owner.type === 'plan' ? 'plans' : 'customers'}/${encodeURIComponent(owner.id)}`;
}

/** The limits section of the owner's page (a refused form comes back with `limit_error`). */
export async function limitsView(db: Db, tenant: Scope, owner: LimitOwner, request: FastifyRequest): Promise<LimitsView> {
  const session = sessionOf(request);
  const [limits, units, currencies] = await Promise.all([listOverdraftLimits({ db, scope: tenant }, owner), listPricingUnits({ db: db, scope: tenant }), listPlanCurrencies({ db: db, scope: tenant })]);
  return {
    scopeWords: SCOPE_WORDS[owner.type],
    rows: limits.map((l) => ({
      denomination: l.pricing_unit_code ?? (l.currency_code ?? '').toUpperCase(),
      limit: l.overdraft_limit === '0' ? '0 (stops at zero)' : (l.overdraft_limit ?? '—'),
      updated: instantWords(l.updated_at),
    })),
    choices: [
      ...units.map((u) => ({ value: `pricing_unit:${u.code}`, label: u.name && u.name !== u.code ? `${u.name} (${u.code})` : u.code })),
      ...currencies.map((c) => ({ value: `currency:${c}`, label: c.toUpperCase() })),
    ],
    action: `${ownerPath(owner)}/overdraft-limits`,
    csrfToken: session.csrfToken,
    notice: queryString(request, 'limit_saved') === '1' ? 'Limit saved: ingest decides with it from the next event.' : null,
    error: queryString(request, 'limit_error')?.slice(0, 300) ?? null,
  };
}

/** POST /dashboard/{plans,customers}/:id/overdraft-limits: saved, or refused, back to the owner's page (which shows which). */
export function overdraftLimitPages(scope: DashboardScope, deps: DashboardDeps): void {
  const save = (type: LimitOwner['type'], param: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const owner: LimitOwner = { type, id: (request.params as Record<string, string>)[param] ?? '' };
    // As for keys: a member changes test data only (forms.ts).
    if (!mayWrite(sessionOf(request))) return reply.redirect(`${ownerPath(owner)}?limit_error=${encodeURIComponent(OWNER_ONLY.message)}#overdraft-limits`, 303);
    const fields = formFields(request.body);
    const [kind, code] = (fields.denomination ?? '').split(':');
    const amount = (fields.overdraft_limit ?? '').trim();
    const body = {
      ...(kind === 'pricing_unit' ? { pricing_unit_code: code } : { currency_code: code as 'usd' }),
      overdraft_limit: amount === '' ? null : amount,
    };
    try {
      await setOverdraftLimit(dbContext(deps.store.db, scopeOfSession(sessionOf(request)), deps.clock.now()), owner, body);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'NOT_FOUND') throw error;
      const detail = error.details?.[0];
      const words = detail && 'message' in detail ? `${'field' in detail && detail.field ? `${detail.field} ` : ''}${detail.message}` : error.message;
      return reply.redirect(`${ownerPath(owner)}?limit_error=${encodeURIComponent(words)}#overdraft-limits`, 303);
    }
    return reply.redirect(`${ownerPath(owner)}?limit_saved=1#overdraft-limits`, 303);
  };
  scope.post('/plans/:planId/overdraft-limits', HIDDEN, save('plan', 'planId'));
  scope.post('/customers/:customerId/overdraft-limits', HIDDEN, save('customer', 'customerId'));
}
