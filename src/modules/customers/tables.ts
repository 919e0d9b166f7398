import type { Mode } from '../../kernel/mode.js';

export interface CustomerTable {
  id: string;
  company_id: string;
  mode: Mode;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  url: string | null;
  external_id: string | null;
  /** JSON of an Address, or null. */
  billing_address: string | null;
  shipping_address: string | null;
  created_at: string;
  updated_at: string;
  /** 0/1: 1 when no tax applies to the customer's invoices (issue 30, item 4). */
  tax_exempt: number;
  /** JSON array of tax rate ids that tax the customer instead of those of its billing address; `[]` by default. */
  tax_rate_ids: string;
}

export interface CustomerTables {
  customers: CustomerTable;
}
