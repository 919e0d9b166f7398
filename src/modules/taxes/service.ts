/**
 * Tax rates (issue 30, item 4): create, read, list; and which rates tax a customer's invoices.
 *
 * Decided here:
 * - A rate never changes once created (an invoice names the rates it applied, as built).
 * - `percentage` is stored without trailing zeros ("8.8750" is "8.875"); 0 and more than 100 are
 *   400 VALIDATION_ERROR naming `percentage`. `country` must be an assigned ISO 3166-1 alpha-2 code.
 * - A customer's rates (`customerTaxRates`): `tax_exempt` -> none; else its `tax_rate_ids` when it
 *   has some; else by its `billing_address`: the rates of its country whose state equals its state
 *   (compared without case or surrounding spaces) when there are any, else the country's rates
 *   without a state. The most specific rates win, as Stripe picks the most specific rate: a state
 *   rate replaces the country-wide one rather than adding to it. No billing country, no tax.
 */
import { newId } from '../../db/ids.js';
import type { DbContext, ScopedDb } from '../../db/context.js';
import { toPage, type PageRequest, type PageResult } from '../../db/pagination.js';
import { invalid, notFound, type ProblemDetail } from '../../errors/index.js';
import { isCountryCode } from '../../kernel/country.js';
import { Decimal, formatDecimal } from '../../money/decimal.js';
import { toIso } from '../../time.js';
import * as repo from './repo.js';
import type { CreateTaxRateBody, TaxRate } from './schemas.js';
import type { TaxRateTable } from './tables.js';

export function toTaxRate(row: TaxRateTable): TaxRate {
  return {
    id: row.id,
    name: row.name,
    percentage: row.percentage,
    country: row.country,
    state: row.state,
    inclusive: Number(row.inclusive) === 1,
    created_at: row.created_at,
  };
}

export async function createTaxRate(ctx: DbContext, body: CreateTaxRateBody): Promise<TaxRate> {
  const problems: ProblemDetail[] = [];
  const percentage = new Decimal(body.percentage);
  if (percentage.lte(0) || percentage.gt(100)) problems.push({ field: 'percentage', message: 'must be more than 0 and at most 100' });
  if (!isCountryCode(body.country)) problems.push({ field: 'country', message: 'must be an assigned ISO 3166-1 alpha-2 country code, uppercase' });
  if (body.name.trim() === '') problems.push({ field: 'name', message: 'must not be blank' });
  const state = body.state === undefined || body.state === null ? null : body.state.trim();
  if (state === '') problems.push({ field: 'state', message: 'must not be blank (omit it for a country-wide rate)' });
  if (problems.length) throw invalid(problems);
  const row: TaxRateTable = {
    id: newId(),
    company_id: ctx.scope.companyId,
    mode: ctx.scope.mode,
    name: body.name.trim(),
    percentage: formatDecimal(percentage),
    country: body.country,
    state,
    inclusive: body.inclusive ? 1 : 0,
    created_at: toIso(ctx.now),
  };
  await repo.insertTaxRate(ctx.db, row);
  return toTaxRate(row);
}

export async function getTaxRate(ctx: ScopedDb, id: string): Promise<TaxRate> {
  const row = await repo.findTaxRate(ctx, id);
  if (!row) throw notFound('Tax rate', id);
  return toTaxRate(row);
}

export async function listTaxRates(ctx: ScopedDb, page: PageRequest): Promise<PageResult<TaxRate>> {
  const result = toPage(await repo.listTaxRates(ctx, page), page.limit);
  return { items: result.items.map(toTaxRate), pagination: result.pagination };
}

/** Problems for the ids that are not tax rates of the scope, each naming `field[i]`; none when all exist. */
export async function unknownTaxRateIds(ctx: ScopedDb, ids: readonly string[], field: string): Promise<ProblemDetail[]> {
  const found = new Set((await repo.findTaxRates(ctx, ids)).map((row) => row.id));
  return ids.flatMap((id, index) => (found.has(id) ? [] : [{ field: `${field}[${index}]`, message: `no tax rate with id ${id}` }]));
}

/** What decides a customer's rates, as the customers module stores it. */
export interface TaxedCustomer {
  tax_exempt: number | boolean;
  /** JSON array of tax rate ids. */
  tax_rate_ids: string;
  /** JSON of the billing address, or null. */
  billing_address: string | null;
}

/** The rates that tax the customer's invoices (this file's header), oldest first. */
export async function customerTaxRates(ctx: ScopedDb, customer: TaxedCustomer): Promise<TaxRateTable[]> {
  if (Number(customer.tax_exempt) === 1 || customer.tax_exempt === true) return [];
  const ids = JSON.parse(customer.tax_rate_ids) as string[];
  if (ids.length > 0) {
    const rows = await repo.findTaxRates(ctx, ids);
    return ids.flatMap((id) => rows.filter((row) => row.id === id));
  }
  const address = customer.billing_address === null ? {} : (JSON.parse(customer.billing_address) as { country?: string; state?: string });
  if (!address.country) return [];
  const rates = await repo.taxRatesOfCountry(ctx, address.country.toUpperCase());
  const state = address.state?.trim().toLowerCase();
  const ofState = state ? rates.filter((rate) => rate.state !== null && rate.state.trim().toLowerCase() === state) : [];
  return ofState.length > 0 ? ofState : rates.filter((rate) => rate.state === null);
}
