/**
 * /dashboard/plans/:planId/fees/:feeId (issue 32, item 1): one fee of a plan, in the signup page's
 * words, with its dates, and two forms, as the API's fee routes do them:
 * - End the fee at a date (empty: open-ended again): POST /v1/plans/{id}/fees/{feeId}'s endFee.
 * - A new version, a new price from a date: what an integrator does with the API, in its order:
 *   end this fee at that date (endFee), then add the product's fee from it (POST
 *   /v1/plans/{id}/fees' createFee, with the fee's product_id). Both bodies are checked against
 *   the routes' schemas before anything is written; when the new fee is refused, the old end is
 *   put back (endFee again) and the refusal shown on the form in the API's words.
 * As for every form, members change test data only.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endFee } from '../api/fees/index.js';
import { dbContext } from '../db/context.js';
import { CreateFeeBody, createFee, loadFeeRecords, UpdateFeeBody, type FeeRecord } from '../modules/fees/index.js';
import { feeInWords } from '../modules/links/index.js';
import { getPlan } from '../modules/plans/index.js';
import { listPricingUnits } from '../modules/pricingUnits/index.js';
import { isCurrencyCode } from '../money/currency.js';
import { notFound } from '../errors/index.js';
import { HIDDEN, type DashboardDeps, type DashboardScope } from './deps.js';
import { emptyFeeForm, feeBodyOf, feeChoices, type FeeForm } from './feeForm.js';
import { attempt, checkBody, mayWrite, OWNER_ONLY } from './forms.js';
import { sendDashboardMessage, sendDashboardPage } from './render.js';
import { formFields, scopeOfSession, sessionOf, sessionHeader } from './support.js';
import { instantWords } from './words.js';

type Params = { planId: string; feeId: string };
const planPath = (id: string) => `/dashboard/plans/${encodeURIComponent(id)}`;

interface FeeView {
  endForm?: { value: string; problems: string[] };
  versionForm?: FeeForm & { from: string };
}

export function feePages(scope: DashboardScope, deps: DashboardDeps): void {
  const db = deps.store.db;

  const header = (request: FastifyRequest, path: string) => sessionHeader(db, request, 'plans', path);

  async function feeOf(request: FastifyRequest): Promise<FeeRecord> {
    const { planId, feeId } = request.params as Params;
    const [record] = await loadFeeRecords({ db, scope: scopeOfSession(sessionOf(request)) }, planId, feeId);
    if (!record) throw notFound('Fee', feeId);
    return record;
  }

  async function showFee(request: FastifyRequest, reply: FastifyReply, status: number, view: FeeView = {}) {
    const session = sessionOf(request);
    const tenant = scopeOfSession(session);
    const { planId } = request.params as Params;
    const plan = await getPlan({ db, scope: tenant }, planId);
    const record = await feeOf(request);
    const units = await listPricingUnits({ db, scope: tenant });
    const unitNames = new Map(units.map((u) => [u.id, u.name ?? u.code]));
    const currency = plan.currency_code;
    const path = `${planPath(plan.id)}/fees/${encodeURIComponent(record.fee.id)}`;
    return sendDashboardPage(reply, status, 'fee', {
      title: `${record.product.name} · ${plan.name} · Meterline`,
      header: await header(request, path),
      csrfToken: session.csrfToken,
      mayWrite: mayWrite(session),
      path,
      plan: { id: plan.id, name: plan.name },
      fee: {
        id: record.fee.id,
        product: record.product.name,
        words: isCurrencyCode(currency) ? feeInWords(record.price, record.product.name, currency, unitNames) : '',
        from: record.fee.effective_from ? instantWords(record.fee.effective_from) : 'the start',
        until: record.fee.effective_to ? instantWords(record.fee.effective_to) : 'open-ended',
      },
      endForm: view.endForm ?? { value: record.fee.effective_to?.slice(0, 10) ?? '', problems: [] },
      versionForm: view.versionForm ?? { ...emptyFeeForm(), from: '' },
      choices: feeChoices(currency, units),
    });
  }

  async function refuseMember(request: FastifyRequest, reply: FastifyReply) {
    const { planId } = request.params as Params;
    return sendDashboardMessage(reply, 403, OWNER_ONLY.heading, OWNER_ONLY.message, await header(request, planPath(planId)));
  }

  scope.get('/plans/:planId/fees/:feeId', HIDDEN, async (request, reply) => showFee(request, reply, 200));

  scope.post('/plans/:planId/fees/:feeId/end', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const { planId, feeId } = request.params as Params;
    const value = (formFields(request.body).effective_to ?? '').trim();
    const body = { effective_to: value === '' ? null : value };
    const result = await attempt(() => endFee({ db, scope: scopeOfSession(session) }, planId, feeId, checkBody(UpdateFeeBody, body)));
    if (!result.ok) return showFee(request, reply, result.status, { endForm: { value, problems: result.problems } });
    return reply.redirect(`${planPath(planId)}?saved=ended#fees`, 303);
  });

  scope.post('/plans/:planId/fees/:feeId/version', HIDDEN, async (request, reply) => {
    const session = sessionOf(request);
    if (!mayWrite(session)) return refuseMember(request, reply);
    const tenant = scopeOfSession(session);
    const { planId } = request.params as Params;
    const plan = await getPlan({ db, scope: tenant }, planId);
    const old = await feeOf(request);
    const fields = formFields(request.body);
    const from = (fields.version_from ?? '').trim();
    const { form, body } = feeBodyOf({ ...fields, effective_from: from, effective_to: '' }, plan.currency_code, old.product.id);
    const result = await attempt(async () => {
      const created = checkBody(CreateFeeBody, body);
      const ctx = dbContext(db, tenant, deps.clock.now());
      // No date: the new fee alone, from the start, which the API refuses as it would (FEE_PERIOD_OVERLAP).
      if (from === '') return createFee(ctx, plan.id, created);
      const ended = checkBody(UpdateFeeBody, { effective_to: from });
      await endFee({ db, scope: tenant }, plan.id, old.fee.id, ended);
      try {
        return await createFee(ctx, plan.id, created);
      } catch (error) {
        await endFee({ db, scope: tenant }, plan.id, old.fee.id, { effective_to: old.fee.effective_to });
        throw error;
      }
    });
    if (!result.ok) return showFee(request, reply, result.status, { versionForm: { ...form, from, problems: result.problems } });
    return reply.redirect(`${planPath(plan.id)}?saved=versioned#fees`, 303);
  });
}
