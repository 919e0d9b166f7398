import type { Mode } from './schema.js';

/** The tenant a request acts for: every tenant query is filtered by both (DESIGN.md section 3). */
export interface Scope {
  companyId: string;
  mode: Mode;
}
