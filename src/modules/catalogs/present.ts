/** Rows to the contract's resources, fields in the contract's order. */
import { decodeStoredDimensions } from './dimensions.js';
import type { CatalogWithCount } from './repo.js';
import type { Catalog, CatalogDetail, CatalogEntry, Dimension, PlanCatalog, PricingRule } from './schemas.js';
import type { CatalogEntryTable, PlanCatalogTable, StoredPricingRule } from './tables.js';

export function toCatalog(row: CatalogWithCount): Catalog {
  return {
    id: row.id,
    name: row.name,
    global: row.company_id === null,
    entry_count: row.entry_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toCatalogDetail(row: CatalogWithCount): CatalogDetail {
  return { ...toCatalog(row), event_name: row.event_name, key_property: row.key_property, as_of: row.as_of, source_note: row.source_note };
}

function toDimensions(json: string): Dimension[] {
  return decodeStoredDimensions(json).map((d) => ({
    property: d.property,
    currency_code: d.currency_code as Dimension['currency_code'],
    amount: d.amount,
    per: d.per,
  }));
}

export function toEntry(row: CatalogEntryTable): CatalogEntry {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    dimensions: toDimensions(row.dimensions),
    price: row.price === null ? null : toDimensions(row.price),
    created_at: row.created_at,
  };
}

export function decodePricingRule(json: string): StoredPricingRule {
  return JSON.parse(json) as StoredPricingRule;
}

/** The stored rule as the contract shows it: the multiplier is a double there, exact in storage. */
export function toPricingRule(stored: StoredPricingRule): PricingRule {
  if (stored.mode === 'pass_through') return { mode: 'pass_through' };
  const denomination =
    stored.denomination.kind === 'currency'
      ? { kind: 'currency' as const, currency_code: stored.denomination.currency_code }
      : { kind: 'pricing_unit' as const, pricing_unit_id: stored.denomination.pricing_unit_id };
  return { mode: 'cost_plus', multiplier: Number(stored.multiplier), denomination };
}

export function toPlanCatalog(row: PlanCatalogTable, catalog: CatalogWithCount): PlanCatalog {
  return {
    id: row.id,
    plan_id: row.plan_id,
    catalog: toCatalog(catalog),
    pricing: toPricingRule(decodePricingRule(row.pricing)),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
