/** Coupons applied to subscriptions over the API (issue 30, item 3); the signup link applies one the same way. */
export { discountRoutes } from './routes.js';
export { applyToSubscription, discountStart } from './applyDiscount.js';
export { previewDiscount, previewDiscountThenTax } from './previewDiscount.js';
