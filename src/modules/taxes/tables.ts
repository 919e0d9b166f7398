import type { Mode } from '../../kernel/mode.js';

/** A company's tax rate (issue 30, item 4), per mode; never changes once created. */
export interface TaxRateTable {
  id: string;
  company_id: string;
  mode: Mode;
  name: string;
  /** Decimal text, 0 < p <= 100, at most 4 decimals, without trailing zeros ("20", "8.875"). */
  percentage: string;
  /** ISO 3166-1 alpha-2, uppercase. */
  country: string;
  /** null: the whole country. */
  state: string | null;
  /** 0/1: 1 when the tax is inside the amount, 0 when added on top. */
  inclusive: number;
  created_at: string;
}

export interface TaxTables {
  tax_rates: TaxRateTable;
}
