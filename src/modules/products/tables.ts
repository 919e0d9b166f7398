import type { Mode } from '../../kernel/mode.js';

export interface ProductTable {
  id: string;
  company_id: string;
  mode: Mode;
  name: string;
  /** JSON `{ expression: BillableMetric }` (src/modules/metrics/expression.ts), or null. */
  billable_metric: string | null;
  /** JSON `{ expression: CostMetric }`, or null. */
  cost_metric: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductTables {
  products: ProductTable;
}
