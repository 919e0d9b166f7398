/** What other modules use of overdraft limits: the scope's rows and the pure rule of which limit binds. */
export { selectScopeLimits } from './repo.js';
export { LimitBook, NO_LIMITS } from './limitBook.js';
export type { OverdraftLimitTable } from './tables.js';
export { listOverdraftLimits, setOverdraftLimit, type LimitOwner } from './service.js';
