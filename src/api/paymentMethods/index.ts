/** Making a saved card the default, which starts subscriptions waiting for one (the rest of /payment-methods is the paymentMethods module's). */
export { defaultPaymentMethodRoutes } from './routes.js';
