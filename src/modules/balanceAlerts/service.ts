/**
 * Balance alerts API: create, list, delete a customer's thresholds. A threshold is on one wallet:
 * a pricing unit (by code) or a currency; exactly one of the two. List is not paginated: a
 * customer has a handful.
 */
import { newId } from '../../db/ids.js';
import { invalid, notFound } from '../../errors/index.js';
import { formatDecimal, parseDecimalInput } from '../../money/decimal.js';
import { denominationKey } from '../../money/denomination.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import { findPricingUnitByCode } from '../pricingUnits/index.js';
import * as repo from './repo.js';
import type { BalanceAlert, CreateBalanceAlertBody } from './schemas.js';
import type { BalanceAlertTable } from './tables.js';
import type { ScopedDb, DbContext } from '../../db/context.js';

const MAX_THRESHOLD = 1e15;

function toAlert(row: BalanceAlertTable): BalanceAlert {
  return {
    id: row.id,
    customer_id: row.customer_id,
    threshold: row.threshold,
    pricing_unit_code: row.pricing_unit_code,
    currency_code: row.currency_code,
    created_at: row.created_at,
  };
}

async function customerOrThrow(ctx: ScopedDb, id: string): Promise<void> {
  const { db, scope } = ctx;
  if (!(await findCustomer({ db, scope }, id))) throw notFound('Customer', id);
}

export async function createBalanceAlert(ctx: DbContext, customerId: string, body: CreateBalanceAlertBody): Promise<BalanceAlert> {
  const { db, scope } = ctx;
  const threshold = parseDecimalInput(body.threshold);
  if (threshold === null || threshold.lt(0) || threshold.gt(MAX_THRESHOLD)) throw invalid([{ field: 'threshold', message: 'must be a decimal from 0 to 10^15' }]);
  const hasUnit = body.pricing_unit_code !== undefined;
  if (hasUnit === (body.currency_code !== undefined)) throw invalid([{ field: '', message: 'give exactly one of pricing_unit_code and currency_code' }]);
  await customerOrThrow({ db, scope }, customerId);
  let key: string;
  if (body.pricing_unit_code !== undefined) {
    const unit = await findPricingUnitByCode({ db, scope }, body.pricing_unit_code);
    if (!unit) throw invalid([{ field: 'pricing_unit_code', message: 'is not a pricing unit of this company and mode' }]);
    key = denominationKey({ kind: 'pricing_unit', pricingUnitId: unit.id });
  } else {
    key = denominationKey({ kind: 'currency', currencyCode: body.currency_code as CurrencyCode });
  }
  const row: BalanceAlertTable = {
    id: newId(),
    company_id: scope.companyId,
    mode: scope.mode,
    customer_id: customerId,
    denomination_key: key,
    pricing_unit_code: body.pricing_unit_code ?? null,
    currency_code: body.currency_code ?? null,
    threshold: formatDecimal(threshold),
    created_at: toIso(ctx.now),
  };
  await repo.insertAlert(db, row);
  return toAlert(row);
}

export async function listBalanceAlerts(ctx: ScopedDb, customerId: string): Promise<BalanceAlert[]> {
  const { db, scope } = ctx;
  await customerOrThrow({ db, scope }, customerId);
  return (await repo.alertsOfCustomers({ db, scope }, [customerId])).map(toAlert);
}

export async function deleteBalanceAlert(ctx: ScopedDb, customerId: string, id: string): Promise<void> {
  const { db, scope } = ctx;
  if (!(await repo.deleteAlert({ db, scope }, customerId, id))) throw notFound('Balance alert', id);
}
