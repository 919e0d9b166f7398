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
}

export interface CustomerTables {
  customers: CustomerTable;
}
