/** What a hosted session carries in the provider's metadata: which purpose and tenant it serves. */
import type { Scope } from '../../db/scope.js';
import type { HostedSessionPurpose } from './tables.js';

export const HOSTED_SESSION_REF = 'meterline_session_purpose';

export function hostedSessionReference(scope: Scope, purpose: HostedSessionPurpose, subjectId: string): Record<string, string> {
  return { [HOSTED_SESSION_REF]: purpose, meterline_company_id: scope.companyId, meterline_mode: scope.mode, meterline_subject_id: subjectId };
}
