/**
 * What other modules use of the platform (companies and API keys): a company's profile, and the
 * key services the dashboard's key page shares with the `meterline` command (service.ts). The
 * command and the tests manage companies and keys through service.ts.
 */
export { companyProfile, companyZone, pastDueAfterRetriesOf, unmatchedEventsOf, type CompanyProfile } from './companyProfile.js';
export { PAST_DUE_AFTER_RETRIES, UNMATCHED_EVENTS, type PastDueAfterRetries, type UnmatchedEvents } from './tables.js';
export { KeyUsageRecorder } from './keyUsage.js';
export { createApiKey, listApiKeys, revokeApiKey, PlatformError, type ApiKeySummary, type CreatedApiKey } from './service.js';
export { createCompany, findCompany, updateCompany, type Company, type CreateCompanyInput } from './service.js';
