import type { Mode } from '../../kernel/mode.js';

export interface CompanyTable {
  id: string;
  name: string;
  timezone: string;
  /** Requests allowed per 60-second window; null = the server default. */
  rate_limit_per_window: number | null;
  invoice_prefix: string;
  created_at: string;
  updated_at: string;
}

export interface ApiKeyTable {
  id: string;
  company_id: string;
  mode: Mode;
  name: string | null;
  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  key_hash: string;
  /** The first characters of the key, for display in `key list`. */
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
  /** When the key last authenticated a request, to the minute (keyUsage.ts); null if never. */
  last_used_at: string | null;
}

export interface PlatformTables {
  companies: CompanyTable;
  api_keys: ApiKeyTable;
}
