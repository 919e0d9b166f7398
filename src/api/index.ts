/** Every route of the API, registered under /v1 behind authentication and the rate limit: each module's own routes, and those of the use cases in src/api/ that span modules or drive the engine. */
import type { RouteModule } from '../http/api.js';
import { customerRoutes } from '../modules/customers/routes.js';
import { catalogRoutes } from '../modules/catalogs/routes.js';
import { pricingUnitRoutes } from '../modules/pricingUnits/routes.js';
import { taxRateRoutes } from '../modules/taxes/routes.js';
import { creditPackRoutes } from '../modules/creditPacks/routes.js';
import { grantPolicyRoutes } from '../modules/grantPolicies/routes.js';
import { planRoutes } from '../modules/plans/routes.js';
import { productRoutes } from '../modules/products/routes.js';
import { feeRoutes } from './fees/routes.js';
import { walletRoutes } from '../modules/wallets/routes.js';
import { ingestRoutes } from '../modules/ingest/routes.js';
import { subscriptionRoutes } from './subscriptions/index.js';
import { planChangeRoutes } from './planChanges/index.js';
import { linkRoutes } from './links/routes.js';
import { invoiceRoutes } from './invoices/index.js';
import { creditNoteRoutes } from './creditNotes/index.js';
import { couponRoutes } from '../modules/coupons/index.js';
import { discountRoutes } from './discounts/index.js';
import { creditBalanceRoutes } from '../modules/invoices/index.js';
import { billingRunRoutes } from './billingRuns/index.js';
import { webhookRoutes } from '../modules/webhooks/routes.js';
import { balanceAlertRoutes } from '../modules/balanceAlerts/routes.js';
import { portalRoutes } from '../modules/portal/routes.js';
import { overdraftLimitRoutes } from '../modules/overdraftLimits/routes.js';
import { autoTopUpRoutes } from '../modules/autoTopUps/routes.js';
import { reservationRoutes } from './reservations/index.js';
import { paymentMethodRoutes } from '../modules/paymentMethods/routes.js';
import { defaultPaymentMethodRoutes } from './paymentMethods/index.js';

export const routeModules: RouteModule[] = [
  customerRoutes,
  catalogRoutes,
  pricingUnitRoutes,
  taxRateRoutes,
  creditPackRoutes,
  grantPolicyRoutes,
  planRoutes,
  productRoutes,
  feeRoutes,
  walletRoutes,
  ingestRoutes,
  subscriptionRoutes,
  planChangeRoutes,
  linkRoutes,
  invoiceRoutes,
  creditNoteRoutes,
  couponRoutes,
  discountRoutes,
  creditBalanceRoutes,
  billingRunRoutes,
  webhookRoutes,
  balanceAlertRoutes,
  portalRoutes,
  overdraftLimitRoutes,
  autoTopUpRoutes,
  reservationRoutes,
  paymentMethodRoutes,
  defaultPaymentMethodRoutes,
];
