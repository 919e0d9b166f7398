/**
 * POST /v1/credit-pack-checkout-links: a 24-hour link for the subscription's customer to buy a
 * credit pack of the subscription's plan, at a fixed quantity or one the customer chooses.
 *
 * 400 VALIDATION_ERROR: unknown subscription or pack (naming the path), quantity not > 0,
 * redirect URLs that are not http(s). 422 CREDIT_PACK_NOT_ON_PLAN when the pack belongs to another
 * plan; 422 SUBSCRIPTION_CANCELED when the subscription is canceled.
 */
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { newId } from '../../db/ids.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { Decimal, formatDecimal } from '../../money/decimal.js';
import { MAX_AMOUNT_MINOR, MAX_AMOUNT_TEXT } from '../../money/limits.js';
import { toIso } from '../../time.js';
import { findCreditPack } from '../creditPacks/index.js';
import { findSubscription } from '../subscriptions/index.js';
import { checkoutUrl, toCheckoutLink } from './present.js';
import { MAX_CHOSEN_QUANTITY, MAX_QUANTITY } from './quantity.js';
import { redirectUrlField } from './redirectUrl.js';
import * as repo from './repo.js';
import type { CheckoutLink, CreateCheckoutLinkBody } from './schemas.js';
import type { CheckoutLinkTable } from './tables.js';
import { expiresAtFrom, hashToken, newToken } from './tokens.js';
import { DomainError, type ProblemDetail, invalid } from '../../errors/index.js';

function quantityField(value: number | null | undefined, problems: ProblemDetail[]): string | null {
  if (value === undefined || value === null) return null;
  if (!Number.isFinite(value) || value <= 0) {
    problems.push({ field: 'quantity', message: 'must be greater than 0, or null to let the customer choose' });
    return null;
  }
  const quantity = new Decimal(value);
  if (quantity.gt(MAX_QUANTITY) || quantity.decimalPlaces() > 6) {
    problems.push({ field: 'quantity', message: `must be at most ${MAX_QUANTITY} with at most 6 decimal places` });
    return null;
  }
  return formatDecimal(quantity);
}

export async function createCheckoutLink(
  db: Kysely<Database>,
  clock: Clock,
  publicBaseUrl: string,
  scope: Scope,
  body: CreateCheckoutLinkBody,
): Promise<CheckoutLink> {
  const problems: ProblemDetail[] = [];
  const quantity = quantityField(body.quantity, problems);
  const successUrl = redirectUrlField(body.success_url, 'success_url', problems);
  const backUrl = redirectUrlField(body.back_url, 'back_url', problems);
  const subscription = await findSubscription({ db, scope }, body.subscription_id);
  if (!subscription) problems.push({ field: 'subscription_id', message: 'no subscription with this id' });
  const pack = await findCreditPack({ db, scope }, body.credit_pack_id);
  if (!pack) problems.push({ field: 'credit_pack_id', message: 'no credit pack with this id' });
  if (problems.length || !subscription || !pack) throw invalid(problems);

  if (pack.plan_id !== subscription.plan_id) {
    throw new DomainError('CREDIT_PACK_NOT_ON_PLAN', `Credit pack ${pack.id} belongs to another plan than the subscription's`);
  }
  if (subscription.status === 'canceled') throw new DomainError('SUBSCRIPTION_CANCELED', 'The subscription is canceled');
  if (pack.ended_at !== null) throw new DomainError('CREDIT_PACK_ENDED', `Credit pack ${pack.id} is no longer sold (ended ${pack.ended_at})`);
  // The invoice of the purchase (price x quantity, or the largest quantity the page lets the
  // customer choose) must fit an invoice exactly (src/money/limits.ts).
  const mostBought = quantity === null ? new Decimal(MAX_CHOSEN_QUANTITY) : new Decimal(quantity);
  if (new Decimal(pack.money_minor).times(mostBought).gt(MAX_AMOUNT_MINOR)) {
    throw invalid([
      {
        field: 'quantity',
        message: `x the pack's price (${pack.money_minor} minor units) must be at most ${MAX_AMOUNT_TEXT} minor units${quantity === null ? ` for every quantity the customer may choose (up to ${MAX_CHOSEN_QUANTITY}): set a smaller fixed quantity` : ''}`,
      },
    ]);
  }

  const now = clock.now();
  const token = newToken();
  const row: CheckoutLinkTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    token_hash: hashToken(token),
    subscription_id: subscription.id,
    credit_pack_id: pack.id,
    quantity,
    success_url: successUrl,
    back_url: backUrl,
    status: 'open',
    expires_at: toIso(expiresAtFrom(now)),
    completed_at: null,
    completed_attempt: null,
    completed_quantity: null,
    created_at: toIso(now),
  };
  await repo.insertCheckoutLink(db, row);
  return toCheckoutLink(row, checkoutUrl(publicBaseUrl, token), now);
}
