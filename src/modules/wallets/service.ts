/** The wallet API's use cases: grant credits to a subscription, void a grant, read balances and grants. */
import type { Clock } from '../../clock.js';
import { txContext, type ScopedDb, type DbContext } from '../../db/context.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { formatDecimal, parseDecimalInput, type Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { findCustomer } from '../customers/index.js';
import { findPricingUnitByCode } from '../pricingUnits/index.js';
import { parseIsoDateTime } from '../../time.js';
import { walletBalances, type BalanceItem } from './balances.js';
import { toCreditGrant } from './present.js';
import { grantCredits } from './grantCredits.js';
import { voidCreditGrant } from './voidGrant.js';
import * as repo from './repo.js';
import type { CreateCreditGrantBody, CreditGrant } from './schemas.js';

export { toCreditGrant };
import { BEYOND_MAX_AMOUNT, MAX_AMOUNT_MINOR } from '../../money/limits.js';

const MAX_AMOUNT_DIGITS = 30;

interface GrantRequest {
  amount: Decimal;
  expiresAt: Date | null;
  unit: { pricingUnitCode: string } | Denomination;
}

/** The body's rules beyond its schema, all reported at once; nothing is read or written yet. */
function parseGrantBody(body: CreateCreditGrantBody, now: Date): GrantRequest {
  const problems: ProblemDetail[] = [];
  const amount = parseDecimalInput(body.amount, MAX_AMOUNT_DIGITS);
  if (amount === null || formatDecimal(amount).replace(/[^0-9]/g, '').length > MAX_AMOUNT_DIGITS) {
    problems.push({ field: 'amount', message: `must be a number or a numeric string of at most ${MAX_AMOUNT_DIGITS} digits` });
  } else if (!amount.gt(0)) {
    problems.push({ field: 'amount', message: 'must be positive' });
  } else if (amount.gt(MAX_AMOUNT_MINOR)) {
    problems.push({ field: 'amount', message: BEYOND_MAX_AMOUNT });
  }
  let unit: GrantRequest['unit'] | null = null;
  if (body.pricing_unit_code !== undefined && body.currency_code !== undefined) {
    problems.push({ field: 'currency_code', message: 'must not be given together with pricing_unit_code' });
  } else if (body.pricing_unit_code !== undefined) {
    unit = { pricingUnitCode: body.pricing_unit_code };
  } else if (body.currency_code !== undefined) {
    unit = { kind: 'currency', currencyCode: body.currency_code };
  } else {
    problems.push({ field: '', message: 'must have either pricing_unit_code or currency_code' });
  }
  let expiresAt: Date | null = null;
  if (typeof body.expires_at === 'string') {
    expiresAt = parseIsoDateTime(body.expires_at);
    if (!expiresAt) problems.push({ field: 'expires_at', message: 'must be an ISO 8601 date-time with a time zone, or null' });
    else if (expiresAt.getTime() <= now.getTime()) problems.push({ field: 'expires_at', message: 'must be in the future' });
  }
  if (problems.length || !amount || !unit) throw invalid(problems);
  return { amount, expiresAt, unit };
}

/** POST /v1/subscriptions/{id}/credit-grants: credits into the subscription's customer's wallet. */
/**
 * With an `Idempotency-Key`, the grant carries it as its source reference, in the transaction that
 * makes it: a retry that finds it (the server died after this commit and before the key's answer
 * was recorded, so the key's claim was taken over) answers the grant made, and never grants twice.
 */
export async function createCreditGrant(
  store: Store,
  clock: Clock,
  scope: Scope,
  subscriptionId: string,
  body: CreateCreditGrantBody,
  options: { idempotencyKey?: string | undefined } = {},
): Promise<CreditGrant> {
  const now = clock.now();
  const request = parseGrantBody(body, now);
  const sourceRef = options.idempotencyKey === undefined ? null : `api:${subscriptionId}:${options.idempotencyKey}`;
  return store.db.transaction().execute(async (trx) => {
    const tx = txContext(trx, scope, now);
    const subscription = await repo.findSubscriptionForGrant(tx, subscriptionId);
    if (!subscription) throw notFound('Subscription', subscriptionId);
    if (sourceRef !== null) {
      const made = await repo.findCustomerGrantBySourceRef(tx, subscription.customer_id, sourceRef);
      if (made) return toCreditGrant(made, now);
    }
    let denomination: Denomination;
    if ('pricingUnitCode' in request.unit) {
      const unit = await findPricingUnitByCode(tx, request.unit.pricingUnitCode);
      if (!unit) throw invalid([{ field: 'pricing_unit_code', message: `no pricing unit has code "${request.unit.pricingUnitCode}"` }]);
      denomination = { kind: 'pricing_unit', pricingUnitId: unit.id };
    } else {
      denomination = request.unit;
    }
    const grant = await grantCredits(tx, {
      customerId: subscription.customer_id,
      subscriptionId: subscription.id,
      denomination,
      name: body.name,
      amount: request.amount,
      expiresAt: request.expiresAt,
      source: 'api',
      sourceRef,
    });
    return toCreditGrant(grant, now);
  });
}

/**
 * POST /v1/credit-grants/{id}/void: what is left of the grant leaves its wallet through a `void`
 * ledger entry, in one transaction that locks the wallet. Voiding a voided grant answers the
 * voided grant again and writes nothing (a retry is safe); a fully used or expired grant is 409
 * CREDIT_GRANT_NOT_VOIDABLE. Events ingested afterwards draw from the customer's other grants, then
 * overdraft.
 */
export async function voidCustomerCreditGrant(store: Store, clock: Clock, scope: Scope, grantId: string): Promise<CreditGrant> {
  const now = clock.now();
  return store.db.transaction().execute(async (trx) => toCreditGrant(await voidCreditGrant(txContext(trx, scope, now), grantId), now));
}

async function requireCustomer(ctx: ScopedDb, customerId: string): Promise<void> {
  const { db, scope } = ctx;
  if (!(await findCustomer({ db, scope }, customerId))) throw notFound('Customer', customerId);
}

/** GET /v1/customers/{id}/balances: one item per wallet, expired grants left out. */
export async function getCustomerBalances(ctx: DbContext, customerId: string): Promise<BalanceItem[]> {
  const { db, scope } = ctx;
  await requireCustomer({ db, scope }, customerId);
  return walletBalances({ db: db, scope: scope }, customerId, ctx.now);
}

/** GET /v1/customers/{id}/credit-grants: newest first, paginated. */
export async function listCustomerCreditGrants(
  ctx: DbContext,
  customerId: string,
  page: PageRequest,
): Promise<PageResult<CreditGrant>> {
  const { db, scope } = ctx;
  await requireCustomer({ db, scope }, customerId);
  const result = toPage(await repo.listCustomerGrants({ db, scope }, customerId, page), page.limit);
  const now = ctx.now;
  return { items: result.items.map((row) => toCreditGrant(row, now)), pagination: result.pagination };
}


/** One grant of the scope, as the API answers it (the dashboard's void confirmation reads it); unknown: 404. */
export async function getCreditGrant(ctx: DbContext, grantId: string): Promise<CreditGrant> {
  const { db, scope } = ctx;
  const row = await repo.findGrant({ db, scope }, grantId);
  if (!row) throw notFound('Credit grant', grantId);
  return toCreditGrant(row, ctx.now);
}
