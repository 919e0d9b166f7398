import type { Mode } from '../../kernel/mode.js';
import type { PlanChangeTiming } from '../../kernel/planChangeTimings.js';

/**
 * A customer portal link. Only the token's SHA-256 (hex) is stored; the raw token appears once,
 * in the `url` of the create response. Reusable until `expires_at` (one hour after creation).
 */
export interface PortalLinkTable {
  id: string;
  company_id: string;
  mode: Mode;
  token_hash: string;
  customer_id: string;
  /** http(s) URL of the portal's "Return" link, or null. */
  return_url: string | null;
  /** When a plan change made on this portal takes effect (migration 0125). */
  plan_change_timing: PlanChangeTiming;
  expires_at: string;
  created_at: string;
}

export interface PortalTables {
  portal_links: PortalLinkTable;
}
