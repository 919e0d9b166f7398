/**
 * What other modules use of the platform (companies and API keys): a company's profile. The
 * `meterline` command and the tests manage companies and keys through service.ts.
 */
export { companyProfile, companyZone, type CompanyProfile } from './companyProfile.js';
