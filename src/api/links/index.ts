/**
 * The hosted link flows that span modules or drive the engine: quoting and confirming a signup
 * (subscribe, change plan now), completing a checkout, and the API's link routes. The hosted pages
 * (src/pages/) drive them. A plan change now, quoted and made, is shared with the API's and the
 * portal's plan changes (src/api/planChanges): quotePlanChangeNow and changePlanNow.
 */
export { quoteSignup, type SignupQuote } from './signupQuote.js';
export { confirmSignup, type SignupDone } from './confirmSignup.js';
export { completeCheckout, type CheckoutDone } from './completeCheckout.js';
export { linkRoutes } from './routes.js';
export { completeHostedCheckout, completeLinkSession, returnFromProvider, returnToSignup } from './completeHosted.js';
export { sessionIdOf, type HostedCompletion } from './hostedLinkPayment.js';
export { quotePlanChangeNow, type PlanChangeNowInput, type PlanChangeNowQuote } from './planChangeQuote.js';
export { changePlanNow, type ChangePlanNowOptions, type ChangePlanNowResult, type PlanChange } from './changePlanNow.js';
export type { ChargeLine } from './planCharges.js';
