export { runAudit } from './runAudit.js';
export { describeDifference, type AuditCheck, type AuditDifference, type AuditReport } from './types.js';
