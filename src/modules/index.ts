/** Every module's API routes, registered under /v1 behind authentication and the rate limit. */
import type { RouteModule } from '../http/api.js';
import { customerRoutes } from './customers/routes.js';
import { catalogRoutes } from './catalogs/routes.js';
import { pricingUnitRoutes } from './pricingUnits/routes.js';
import { creditPackRoutes } from './creditPacks/routes.js';
import { grantPolicyRoutes } from './grantPolicies/routes.js';
import { planRoutes } from './plans/routes.js';
import { productRoutes } from './products/routes.js';
import { feeRoutes } from './fees/routes.js';
import { walletRoutes } from './wallets/routes.js';
import { ingestRoutes } from './ingest/routes.js';
import { subscriptionRoutes } from './subscriptions/routes.js';
import { linkRoutes } from './links/routes.js';
import { invoiceRoutes } from './invoices/routes.js';
import { creditBalanceRoutes } from './invoices/index.js';
import { billingRunRoutes } from './billingRuns/routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { balanceAlertRoutes } from './balanceAlerts/routes.js';
import { portalRoutes } from './portal/routes.js';

export const routeModules: RouteModule[] = [
  customerRoutes,
  catalogRoutes,
  pricingUnitRoutes,
  creditPackRoutes,
  grantPolicyRoutes,
  planRoutes,
  productRoutes,
  feeRoutes,
  walletRoutes,
  ingestRoutes,
  subscriptionRoutes,
  linkRoutes,
  invoiceRoutes,
  creditBalanceRoutes,
  billingRunRoutes,
  webhookRoutes,
  balanceAlertRoutes,
  portalRoutes,
];
