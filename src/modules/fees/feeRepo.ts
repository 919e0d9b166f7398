/**
 * The part of the fees repo that ending a fee (src/api/fees) uses: locking the plan's fees,
 * reading them and the company's time zone, and writing the end date. The door hands out this
 * set as `feeRepo`; the rest of repo.ts stays inside the module.
 */
export { companyTimeZone, listProductFees, loadFeeRecords, lockPlanForFees, updateFeeEnd } from './repo.js';
