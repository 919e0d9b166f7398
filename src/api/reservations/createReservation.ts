/**
 * `POST /v1/reservations` (issue 28, item 3): hold credits before the work. The amount is given,
 * or priced from an event exactly as ingest would price it now (checkEvent). The hold is decided
 * like an ingest's draw: it must leave the wallet's available balance (balance less live holds)
 * at or above minus its overdraft limit, else 422 INSUFFICIENT_BALANCE and nothing is held. Lock
 * order as ingest's: the rating-config rows shared, then the wallet.
 */
import { txContext, type DbContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { DomainError, invalid, notFound } from '../../errors/index.js';
import { dec, formatDecimal, parseDecimalInput, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import type { CurrencyCode } from '../../money/currency.js';
import { MAX_AMOUNT_MINOR } from '../../money/limits.js';
import { parseIsoDateTime, toIso } from '../../time.js';
import { findCustomer } from '../../modules/customers/index.js';
import { checkEvent, type IngestBatchDeps } from '../../modules/ingest/index.js';
import { LimitBook, selectScopeLimits } from '../../modules/overdraftLimits/index.js';
import { findPricingUnitByCode } from '../../modules/pricingUnits/index.js';
import { shareRatingConfig } from '../../modules/ratingConfig/index.js';
import { findReservation, findReservationByRequestKey, insertReservation, recordReservationEvent, toReservation, type CreateReservationBody, type Reservation, type ReservationTable } from '../../modules/reservations/index.js';
import { subscriptionsInForceAt } from '../../modules/subscriptions/index.js';
import { availableOf, holdCredits, lockWallet } from '../../modules/wallets/index.js';

const DEFAULT_HOLD_MS = 60 * 60 * 1000;
const MAX_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

interface HoldRequest {
  denomination: Denomination;
  amount: Decimal;
}

async function denominationOf(ctx: DbContext, unitCode: string | undefined, currencyCode: string | undefined, field: string): Promise<Denomination> {
  if ((unitCode !== undefined) === (currencyCode !== undefined)) throw invalid([{ field, message: 'give exactly one of pricing_unit_code and currency_code' }]);
  if (currencyCode !== undefined) return { kind: 'currency', currencyCode: currencyCode as CurrencyCode };
  const unit = await findPricingUnitByCode(ctx, unitCode ?? '');
  if (!unit) throw invalid([{ field: 'pricing_unit_code', message: 'is not a pricing unit of this company and mode' }]);
  return { kind: 'pricing_unit', pricingUnitId: unit.id };
}

/** What to hold: the amount given, or the event's cost as ingest would charge it now (one denomination). */
async function holdRequestOf(ctx: DbContext, store: Store, deps: IngestBatchDeps, body: CreateReservationBody): Promise<HoldRequest> {
  if ((body.amount !== undefined) === (body.event !== undefined)) throw invalid([{ field: '', message: 'give either amount (with pricing_unit_code or currency_code) or event' }]);
  if (body.amount !== undefined) {
    const amount = parseDecimalInput(body.amount);
    if (amount === null || !amount.gt(0) || amount.gt(MAX_AMOUNT_MINOR)) throw invalid([{ field: 'amount', message: 'must be a positive decimal, at most 10^15' }]);
    return { denomination: await denominationOf(ctx, body.pricing_unit_code, body.currency_code, ''), amount };
  }
  if (body.pricing_unit_code !== undefined || body.currency_code !== undefined) throw invalid([{ field: 'event', message: "an event's cost names its own denomination: leave out pricing_unit_code and currency_code" }]);
  const priced = await checkEvent(store, deps, ctx.scope, body.customer_id, body.event as NonNullable<CreateReservationBody['event']>, ctx.now);
  if (priced.error && priced.error.code !== 'INSUFFICIENT_BALANCE') throw invalid([{ field: 'event', message: `cannot be priced: ${priced.error.code}: ${priced.error.message}` }]);
  const costs = priced.cost.filter((item) => !dec(item.amount).isZero());
  const [cost] = costs;
  if (!cost || costs.length > 1) {
    throw invalid([{ field: 'event', message: costs.length === 0 ? 'costs nothing now: there is nothing to hold' : 'costs in several denominations: reserve each amount on its own' }]);
  }
  return { denomination: await denominationOf(ctx, cost.pricing_unit_code, cost.currency_code, 'event'), amount: dec(cost.amount) };
}

function expiryOf(body: CreateReservationBody, now: Date): string {
  if (body.expires_at === undefined) return toIso(new Date(now.getTime() + DEFAULT_HOLD_MS));
  const at = parseIsoDateTime(body.expires_at);
  if (!at || at.getTime() <= now.getTime() || at.getTime() > now.getTime() + MAX_HOLD_MS) {
    throw invalid([{ field: 'expires_at', message: 'must be an ISO 8601 date-time after now and at most 30 days ahead' }]);
  }
  return toIso(at);
}

/**
 * `requestKey`: the request's Idempotency-Key. The idempotency layer replays a recorded answer; a
 * retry it lets through again (the first answer was never recorded: the server died between this
 * commit and the record) finds the hold this key made, so a key never holds twice.
 */
export async function createReservation(ctx: DbContext, store: Store, deps: IngestBatchDeps, body: CreateReservationBody, requestKey: string | null = null): Promise<Reservation> {
  if (requestKey !== null) {
    const made = await findReservationByRequestKey(ctx, requestKey);
    if (made) return toReservation(made);
  }
  if (!(await findCustomer(ctx, body.customer_id))) throw notFound('Customer', body.customer_id);
  const expiresAt = expiryOf(body, ctx.now);
  const { denomination, amount } = await holdRequestOf(ctx, store, deps, body);
  return ctx.db.transaction().execute(async (trx) => {
    const tx = txContext(trx, ctx.scope, ctx.now);
    await shareRatingConfig(tx);
    const wallet = await lockWallet(tx, body.customer_id, denomination);
    const limits = new LimitBook(await selectScopeLimits(tx));
    const planIds = (await subscriptionsInForceAt(tx, body.customer_id, ctx.now)).map((s) => s.plan_id);
    const limit = limits.limitFor(body.customer_id, planIds, denominationKey(denomination));
    const available = await availableOf(tx, wallet, ctx.now);
    if (limit !== null && available.minus(amount).lt(limit.negated())) {
      throw new DomainError(
        'INSUFFICIENT_BALANCE',
        `Customer ${body.customer_id} has ${formatDecimal(available)} available; holding ${formatDecimal(amount)} would pass the overdraft limit of ${formatDecimal(limit)}. Nothing was held`,
      );
    }
    const nowIso = toIso(ctx.now);
    const row: ReservationTable = {
      id: newId(),
      company_id: ctx.scope.companyId,
      mode: ctx.scope.mode,
      customer_id: body.customer_id,
      wallet_id: wallet.id,
      account_type: denomination.kind,
      pricing_unit_id: denomination.kind === 'pricing_unit' ? denomination.pricingUnitId : null,
      currency_code: denomination.kind === 'currency' ? denomination.currencyCode : null,
      amount: formatDecimal(amount),
      status: 'held',
      expires_at: expiresAt,
      event_id: null,
      request_key: requestKey,
      created_at: nowIso,
      updated_at: nowIso,
    };
    await insertReservation(trx, row);
    await holdCredits(tx, wallet, row.id, amount);
    const stored = await findReservation(tx, row.id);
    if (!stored) throw new Error(`Reservation ${row.id} vanished`);
    await recordReservationEvent(tx, 'reservation.created', stored);
    return toReservation(stored);
  });
}
