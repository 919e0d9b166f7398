/**
 * Sessions on the provider's own payment page that pay no link (issue 29, item 4): the hosted
 * invoice's Pay button (collections) and the portal's "Add a card" (api/portal) in live mode with
 * Stripe. A row per session makes its completion act once and a second click reuse it.
 */
export { findHostedSession, finishHostedSession, openHostedSessionOf, recordHostedSession } from './repo.js';
export { HOSTED_SESSION_REF, hostedSessionReference } from './reference.js';
export type { HostedSessionPurpose, HostedSessionStatus, HostedSessionTable, HostedSessionTables } from './tables.js';
