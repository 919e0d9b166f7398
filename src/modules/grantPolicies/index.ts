/** What other modules read of credit-grant policies. */
export { listGrantPolicies } from './repo.js';
export { listPlanGrantPolicies } from './service.js';
export type { CreditGrantPolicy } from './schemas.js';
export type { CreditGrantPolicyTable } from './tables.js';
export { policyRollover, type PolicyRollover } from './rollover.js';
