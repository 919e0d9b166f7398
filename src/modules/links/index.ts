/**
 * The signup and checkout links: their tables, tokens, quotes of a checkout, payments and events.
 * The flows that drive the engine or subscribe a customer (quoting and confirming a signup,
 * completing a checkout, the API's link routes) are in src/api/links/, and use this door.
 */
export { checkoutLinkByToken, signupLinkByToken } from './findByToken.js';
export { linkScopeByToken } from './tokenScope.js';
export { checkoutTotals, expiryWords, packExpiry, quoteCheckout, type CheckoutQuote, type CheckoutTotals } from './checkoutQuote.js';
export { feeInWords, formatMinor, formatNumber, minimumInWords } from './feeWords.js';
export { MAX_CHOSEN_QUANTITY, parseChosenQuantity } from './quantity.js';
export { newAttemptId } from './tokens.js';
export { successUrlFor } from './redirectUrl.js';
export type { CheckoutLinkTable, SignupLinkTable } from './tables.js';
export { refundRetryJob, retryFailedRefunds } from './retryRefunds.js';
export { hashToken, looksLikeToken, newToken } from './tokens.js';
export { redirectUrlField } from './redirectUrl.js';
export { createCheckoutLink } from './createCheckoutLink.js';
export { createSignupLink } from './createSignupLink.js';
export { LinkTaken } from './linkTaken.js';
export { chargeClaimed, claimPayment, recordSucceeded, refundClaimed, releaseClaim, waitForSameForm, type Charged, type PaymentTarget } from './payForLink.js';
export { recordCheckoutCompleted, recordSignupCompleted } from './events.js';
export { schedulePlanChange } from './schedulePlanChange.js';
export { CheckoutLink, CheckoutLinkOutcome, CreateCheckoutLinkBody, CreateSignupLinkBody, SignupLink, SignupLinkOutcome } from './schemas.js';
export * as linkRepo from './linkRepo.js';
export { findLinkPayment, heldPaymentOfLink, recordHostedAmount } from './hostedPayments.js';
export type { LinkPaymentTable } from './tables.js';
