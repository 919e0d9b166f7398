/** What the portal page (src/pages/portalPage.ts) uses of the portal module. */
export { portalLinkByToken, portalScopeByToken, type PortalLinkState } from './findByToken.js';
export { portalUrl, PORTAL_LINK_LIFETIME_MS } from './createPortalLink.js';
export { buyCreditPack, type BuyOutcome } from './buyCreditPack.js';
export { newFormToken, verifyFormToken } from './formToken.js';
export type { PortalLinkTable } from './tables.js';
export { createPortalLink } from './createPortalLink.js';
export { CreateCustomerPortalLinkBody } from './schemas.js';
