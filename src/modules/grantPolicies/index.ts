/** What other modules read of credit-grant policies. */
export { listGrantPolicies } from './repo.js';
