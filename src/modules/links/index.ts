/**
 * What the hosted pages (src/pages/) use of links: finding a link by its token, the quotes they
 * show, and the two confirmations (a signup, a checkout), with the words and numbers they print.
 */
export { checkoutLinkByToken, signupLinkByToken } from './findByToken.js';
export { linkScopeByToken } from './tokenScope.js';
export { quoteSignup, type SignupQuote } from './signupQuote.js';
export { confirmSignup, type SignupDone } from './confirmSignup.js';
export { checkoutTotals, expiryWords, quoteCheckout, type CheckoutQuote } from './checkoutQuote.js';
export { completeCheckout, type CheckoutDone } from './completeCheckout.js';
export { feeInWords, formatMinor, formatNumber } from './feeWords.js';
export { MAX_CHOSEN_QUANTITY, parseChosenQuantity } from './quantity.js';
export { newAttemptId } from './tokens.js';
export { successUrlFor } from './redirectUrl.js';
export type { CheckoutLinkTable, SignupLinkTable } from './tables.js';
export { refundRetryJob, retryFailedRefunds, REFUND_RETRY_MS, type RefundRetryPass } from './retryRefunds.js';
export { hashToken, looksLikeToken, newToken } from './tokens.js';
export { isHttpUrl, redirectUrlField } from './redirectUrl.js';
export { createCheckoutLink } from './createCheckoutLink.js';
