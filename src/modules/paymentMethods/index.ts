/** What other modules use of saved cards: keeping one a hosted page paid with, and the default to charge. */
export { defaultPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod, removePaymentMethod, saveDefaultPaymentMethod } from './service.js';
export { PaymentMethod, PaymentMethodParams } from './schemas.js';
export type { PaymentMethodTable } from './tables.js';
