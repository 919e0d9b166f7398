/**
 * Cards on file and auto top-ups on the customer page (issue 29, item 5): the customer's saved
 * cards (never the number), their auto top-ups, and a form that sets one (or turns one off)
 * through the same service as `POST /v1/customers/{id}/auto-top-ups`, at the scope's clock. The
 * wallet is chosen among the company's pricing units and its plans' currencies; a pricing unit's
 * top-up buys a credit pack of the customer's plans.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { dbContext } from '../db/context.js';
import type { Db, Scope } from '../db/scope.js';
import { DomainError } from '../errors/index.js';
import { deleteAutoTopUp, listAutoTopUps, setAutoTopUp, type SetAutoTopUpBody } from '../modules/autoTopUps/index.js';
import { listCreditPacks } from '../modules/creditPacks/index.js';
import { listPaymentMethods } from '../modules/paymentMethods/index.js';
import { listPlanCurrencies } from '../modules/plans/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import type { Subscription } from '../modules/subscriptions/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { formFields, queryString, scopeOfSession, sessionOf } from './support.js';
import { instantWords } from './words.js';

export interface TopUpsView {
  cards: Array<{ label: string; expires: string; isDefault: boolean; added: string }>;
  rows: Array<{ id: string; wallet: string; threshold: string; buys: string; limit: string; status: string; updated: string }>;
  wallets: Array<{ value: string; label: string }>;
  packs: Array<{ value: string; label: string }>;
  action: string;
  csrfToken: string;
  notice: string | null;
  error: string | null;
}

const customerPath = (id: string) => `/dashboard/customers/${encodeURIComponent(id)}`;

/** The section of the customer page (a refused form comes back with `top_up_error`). */
export async function topUpsView(db: Db, tenant: Scope, customerId: string, subscriptions: readonly Subscription[], request: FastifyRequest): Promise<TopUpsView> {
  const ctx = { db, scope: tenant };
  const [cards, topUps, units, currencies] = await Promise.all([listPaymentMethods(ctx, customerId), listAutoTopUps(ctx, customerId), listPricingUnits(ctx), listPlanCurrencies(ctx)]);
  const planIds = [...new Set(subscriptions.filter((s) => s.status !== 'canceled').map((s) => s.plan_id))];
  const packs = (await Promise.all(planIds.map((planId) => listCreditPacks(ctx, planId)))).flat().filter((p) => p.pack.ended_at === null);
  const packWords = new Map(packs.map(({ pack, pricingUnit }) => [pack.id, `${pack.code}: ${pack.unit_amount} ${pricingUnit.code} for ${pack.money_minor} minor units`]));
  const notice = queryString(request, 'top_up_saved');
  return {
    cards: cards.map((c) => ({ label: `${c.brand} •••• ${c.last4}`, expires: `${String(c.exp_month).padStart(2, '0')}/${c.exp_year}`, isDefault: c.default, added: instantWords(c.created_at) })),
    rows: topUps.map((t) => ({
      id: t.id,
      wallet: t.pricing_unit_code ?? (t.currency_code ?? '').toUpperCase(),
      threshold: t.threshold,
      buys: t.amount !== undefined ? `${t.amount} ${(t.currency_code ?? '').toUpperCase()}` : `${t.quantity ?? 1} × ${packWords.get(t.credit_pack_id ?? '') ?? t.credit_pack_id ?? 'pack'}`,
      limit: `${t.monthly_limit} a month`,
      status: t.status,
      updated: instantWords(t.updated_at),
    })),
    wallets: [...units.map((u) => ({ value: `pricing_unit:${u.code}`, label: u.name && u.name !== u.code ? `${u.name} (${u.code})` : u.code })), ...currencies.map((c) => ({ value: `currency:${c}`, label: c.toUpperCase() }))],
    packs: packs.map(({ pack }) => ({ value: pack.id, label: packWords.get(pack.id) ?? pack.code })),
    action: `${customerPath(customerId)}/auto-top-ups`,
    csrfToken: sessionOf(request).csrfToken,
    notice: notice === 'on' ? 'Auto top-up saved: the next crossing of the threshold starts a top-up.' : notice === 'off' ? 'Auto top-up turned off.' : null,
    error: queryString(request, 'top_up_error')?.slice(0, 300) ?? null,
  };
}

function refusalWords(error: DomainError): string {
  const detail = error.details?.[0];
  return detail && 'message' in detail ? `${'field' in detail && detail.field ? `${detail.field} ` : ''}${detail.message}` : error.message;
}

/** POST /dashboard/customers/:customerId/auto-top-ups (set) and .../auto-top-ups/:topUpId/off: back to the customer page. */
export function autoTopUpPages(scope: DashboardScope, deps: DashboardDeps): void {
  const answer = async (request: FastifyRequest, reply: FastifyReply, work: (customerId: string, fields: Record<string, string>) => Promise<void>, saved: 'on' | 'off') => {
    const customerId = (request.params as Record<string, string>).customerId ?? '';
    try {
      await work(customerId, formFields(request.body));
    } catch (error) {
      if (!(error instanceof DomainError) || error.code === 'NOT_FOUND') throw error;
      return reply.redirect(`${customerPath(customerId)}?top_up_error=${encodeURIComponent(refusalWords(error))}#auto-top-ups`, 303);
    }
    return reply.redirect(`${customerPath(customerId)}?top_up_saved=${saved}#auto-top-ups`, 303);
  };
  scope.post('/customers/:customerId/auto-top-ups', HIDDEN, (request, reply) =>
    answer(
      request,
      reply,
      async (customerId, fields) => {
        const [kind, code] = (fields.wallet ?? '').split(':');
        const optional = (name: string) => ((fields[name] ?? '').trim() === '' ? undefined : (fields[name] ?? '').trim());
        const quantity = optional('quantity');
        const limit = optional('monthly_limit');
        const body: SetAutoTopUpBody = {
          ...(kind === 'pricing_unit' ? { pricing_unit_code: code ?? '', credit_pack_id: optional('credit_pack_id') } : { currency_code: code as 'usd', amount: optional('amount') }),
          threshold: (fields.threshold ?? '').trim(),
          ...(kind === 'pricing_unit' && quantity !== undefined ? { quantity: Number(quantity) } : {}),
          ...(limit !== undefined ? { monthly_limit: Number(limit) } : {}),
        };
        await setAutoTopUp(dbContext(deps.store.db, scopeOfSession(sessionOf(request)), deps.clock.now()), customerId, body);
      },
      'on',
    ),
  );
  scope.post('/customers/:customerId/auto-top-ups/:topUpId/off', HIDDEN, (request, reply) =>
    answer(
      request,
      reply,
      async (customerId) => {
        await deleteAutoTopUp(dbContext(deps.store.db, scopeOfSession(sessionOf(request)), deps.clock.now()), customerId, (request.params as Record<string, string>).topUpId ?? '');
      },
      'off',
    ),
  );
}
