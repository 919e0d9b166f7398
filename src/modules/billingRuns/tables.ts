import type { Mode } from '../../kernel/mode.js';

/**
 * A company's test clock: the instant `POST /v1/billing/run` last moved its test mode to. Only
 * test mode has one (`mode` is always 'test'; the column keeps the tenancy convention). The
 * scope's time is the later of this and the real clock (src/clock.ts).
 */
export interface TestClockTable {
  company_id: string;
  mode: Mode;
  frozen_at: string;
  created_at: string;
  updated_at: string;
}

export interface BillingRunTables {
  test_clocks: TestClockTable;
}
