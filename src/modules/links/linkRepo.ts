/**
 * The part of the links repo that the links routes (src/api/links) use: finding a link, claiming
 * it for a form, recording a signup's result and listing a link's payments. The door hands out
 * this set as `linkRepo`; the rest of repo.ts stays inside the module.
 */
export { claimCheckoutLink, claimSignupLink, findCheckoutLink, findSignupLink, listLinkPayments, recordSignupResult } from './repo.js';
