/**
 * The `operationId` of every documented operation, by `METHOD url` as registered: the names a
 * generated client calls (`client.createCustomer(...)` in some generators, `paths` keys in others).
 * Verbs follow one rule: create, list, get, update, then the domain verb of an action (void,
 * finalize, ingest). test/platform/openapiDocument.test.ts checks that every documented route has
 * one and that none repeats.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  'GET /health': 'getHealth',

  'POST /v1/customers': 'createCustomer',
  'GET /v1/customers': 'listCustomers',
  'GET /v1/customers/:id': 'getCustomer',
  'POST /v1/customers/:id': 'updateCustomer',
  'GET /v1/customers/:id/balances': 'getCustomerBalances',
  'GET /v1/customers/:id/credit-grants': 'listCustomerCreditGrants',
  'GET /v1/customers/:id/credit-balance': 'getCustomerCreditBalance',
  'GET /v1/customers/:id/usage': 'getCustomerUsage',

  'GET /v1/catalogs': 'listCatalogs',
  'POST /v1/catalogs': 'createCatalog',
  'GET /v1/catalogs/:id': 'getCatalog',
  'GET /v1/catalogs/:id/entries': 'listCatalogEntries',
  'POST /v1/catalogs/:id/entries': 'addCatalogEntries',

  'POST /v1/pricing-units': 'createPricingUnit',
  'GET /v1/pricing-units': 'listPricingUnits',
  'GET /v1/pricing-units/:id': 'getPricingUnit',
  'POST /v1/pricing-units/:id/conversion-rates': 'createConversionRate',

  'POST /v1/plans': 'createPlan',
  'GET /v1/plans': 'listPlans',
  'GET /v1/plans/:id': 'getPlan',
  'POST /v1/plans/:id': 'updatePlan',
  'POST /v1/plans/:id/catalogs': 'attachPlanCatalog',
  'GET /v1/plans/:id/catalogs': 'listPlanCatalogs',
  'POST /v1/plans/:id/catalogs/:catalogId/detach': 'detachPlanCatalog',
  'POST /v1/plans/:id/credit-packs': 'createCreditPack',
  'GET /v1/plans/:id/credit-packs': 'listCreditPacks',
  'GET /v1/credit-packs/:creditPackId': 'getCreditPack',
  'POST /v1/credit-packs/:creditPackId': 'updateCreditPack',
  'POST /v1/plans/:id/credit-grant-policies': 'createCreditGrantPolicy',
  'GET /v1/plans/:id/credit-grant-policies': 'listCreditGrantPolicies',
  'POST /v1/credit-grant-policies/:id': 'updateCreditGrantPolicy',
  'POST /v1/plans/:id/fees': 'createPlanFee',
  'GET /v1/plans/:id/fees': 'listPlanFees',
  'GET /v1/plans/:id/fees/:feeId': 'getPlanFee',
  'POST /v1/plans/:id/fees/:feeId': 'updatePlanFee',

  'POST /v1/products': 'createProduct',
  'GET /v1/products/:id': 'getProduct',

  'POST /v1/subscriptions/:id/credit-grants': 'createCreditGrant',
  'POST /v1/credit-grants/:id/void': 'voidCreditGrant',

  'POST /v1/events/ingest': 'ingestEvent',
  'POST /v1/events/batch': 'ingestEventBatch',
  'GET /v1/events': 'listEvents',

  'POST /v1/subscriptions': 'createSubscription',
  'GET /v1/subscriptions': 'listSubscriptions',
  'GET /v1/subscriptions/:id': 'getSubscription',
  'POST /v1/subscriptions/:id': 'updateSubscription',
  'POST /v1/subscriptions/:id/change-plan': 'changeSubscriptionPlan',
  'GET /v1/subscriptions/:id/upcoming-invoice': 'getUpcomingInvoice',

  'POST /v1/subscription-signup-links': 'createSubscriptionSignupLink',
  'POST /v1/credit-pack-checkout-links': 'createCreditPackCheckoutLink',
  'POST /v1/customer-portal-links': 'createCustomerPortalLink',

  'GET /v1/invoices': 'listInvoices',
  'GET /v1/invoices/:id': 'getInvoice',
  'POST /v1/invoices/:id/finalize': 'finalizeInvoice',
  'POST /v1/invoices/:id/void': 'voidInvoice',
  'POST /v1/invoices/:id/mark-paid': 'markInvoicePaid',
  'POST /v1/invoices/:id/mark-uncollectible': 'markInvoiceUncollectible',

  'GET /v1/subscription-signup-links/:id': 'getSubscriptionSignupLink',
  'GET /v1/credit-pack-checkout-links/:id': 'getCreditPackCheckoutLink',

  'POST /v1/customers/:id/balance-alerts': 'createBalanceAlert',
  'GET /v1/customers/:id/balance-alerts': 'listBalanceAlerts',
  'DELETE /v1/customers/:id/balance-alerts/:alertId': 'deleteBalanceAlert',
  'POST /v1/customers/:id/check': 'checkEvent',
  'POST /v1/plans/:id/overdraft-limits': 'setPlanOverdraftLimit',
  'GET /v1/plans/:id/overdraft-limits': 'listPlanOverdraftLimits',
  'POST /v1/customers/:id/overdraft-limits': 'setCustomerOverdraftLimit',
  'GET /v1/customers/:id/overdraft-limits': 'listCustomerOverdraftLimits',
  'POST /v1/customers/:id/auto-top-ups': 'setAutoTopUp',
  'GET /v1/customers/:id/auto-top-ups': 'listAutoTopUps',
  'DELETE /v1/customers/:id/auto-top-ups/:topUpId': 'deleteAutoTopUp',
  'POST /v1/reservations': 'createReservation',
  'GET /v1/reservations': 'listReservations',
  'GET /v1/reservations/:id': 'getReservation',
  'POST /v1/reservations/:id/capture': 'captureReservation',
  'POST /v1/reservations/:id/release': 'releaseReservation',
  'GET /v1/customers/:id/payment-methods': 'listPaymentMethods',
  'POST /v1/customers/:id/payment-methods/:pmId/default': 'setDefaultPaymentMethod',
  'DELETE /v1/customers/:id/payment-methods/:pmId': 'deletePaymentMethod',

  'POST /v1/webhook-endpoints': 'createWebhookEndpoint',
  'GET /v1/webhook-endpoints': 'listWebhookEndpoints',
  'GET /v1/webhook-endpoints/:id': 'getWebhookEndpoint',
  'POST /v1/webhook-endpoints/:id': 'updateWebhookEndpoint',
  'DELETE /v1/webhook-endpoints/:id': 'deleteWebhookEndpoint',
  'POST /v1/webhook-endpoints/:id/rotate-secret': 'rotateWebhookEndpointSecret',
  'GET /v1/webhook-endpoints/:id/deliveries': 'listWebhookDeliveries',
  'GET /v1/webhook-events': 'listWebhookEvents',
  'GET /v1/webhook-events/:id': 'getWebhookEvent',
  'POST /v1/webhook-events/:id/resend': 'resendWebhookEvent',

  'POST /v1/billing/run': 'runBilling',
  'GET /v1/billing/problems': 'listBillingProblems',
};
