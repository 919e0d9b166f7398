/**
 * The hosted link flows that span modules or drive the engine: quoting and confirming a signup
 * (subscribe, change plan now), completing a checkout, and the API's link routes. The hosted pages
 * (src/pages/) drive them.
 */
export { quoteSignup, type SignupQuote } from './signupQuote.js';
export { confirmSignup, type SignupDone } from './confirmSignup.js';
export { completeCheckout, type CheckoutDone } from './completeCheckout.js';
export { linkRoutes } from './routes.js';
export { completeHostedCheckout, completeLinkSession, returnFromProvider, returnToSignup } from './completeHosted.js';
export { sessionIdOf, type HostedCompletion } from './hostedLinkPayment.js';
