import type { Mode } from '../../kernel/mode.js';

/**
 * A pricing catalog: entries keyed by the value of `key_property` on events named `event_name`.
 * A global catalog (maintained by the operator, visible to every company) has `company_id` and
 * `mode` null and a unique `name`; a company catalog's name is unique in its company and mode.
 */
export interface CatalogTable {
  id: string;
  company_id: string | null;
  mode: Mode | null;
  name: string;
  event_name: string;
  key_property: string;
  source_note: string | null;
  /** When the prices were checked (YYYY-MM-DD), as the imported file says; null when it does not. */
  as_of: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * One priced item of a catalog (a model, a SKU). `dimensions` is the JSON of a StoredDimension
 * list (what one unit of each property costs); `price`, when set, is the same shape and is what
 * the customer pays instead of the attachment's rule. Unique (catalog_id, key).
 */
export interface CatalogEntryTable {
  id: string;
  catalog_id: string;
  key: string;
  name: string;
  dimensions: string;
  price: string | null;
  created_at: string;
}

/** A catalog attached to a plan with its pricing rule (JSON of a StoredPricingRule). Unique (plan_id, catalog_id). */
export interface PlanCatalogTable {
  id: string;
  company_id: string;
  mode: Mode;
  plan_id: string;
  catalog_id: string;
  pricing: string;
  created_at: string;
  updated_at: string;
}

/** `amount` minor units of `currency_code` per `per` units of `property` (amount a decimal string). */
export interface StoredDimension {
  property: string;
  currency_code: string;
  amount: string;
  per: number;
}

export type StoredPricingRule =
  | { mode: 'pass_through' }
  | {
      mode: 'cost_plus';
      /** Decimal string, exact. */
      multiplier: string;
      denomination: { kind: 'currency'; currency_code: string } | { kind: 'pricing_unit'; pricing_unit_id: string };
    };

export interface CatalogTables {
  catalogs: CatalogTable;
  catalog_entries: CatalogEntryTable;
  plan_catalogs: PlanCatalogTable;
}
