/**
 * The database's table types. Each module declares its own tables in its `tables.ts`; this
 * interface joins them so one Kysely instance knows every table.
 *
 * Shared column conventions (docs/decisions.md, Storage): ids, strings, decimals and timestamps are text;
 * timestamps are ISO 8601 UTC with milliseconds; booleans are integers 0/1 on both dialects;
 * JSON is text. Every tenant row carries `company_id` and `mode`.
 */
import type { PlatformTables } from '../modules/platform/tables.js';
import type { CustomerTables } from '../modules/customers/tables.js';
import type { SubscriptionTables } from '../modules/subscriptions/tables.js';
import type { PlanTables } from '../modules/plans/tables.js';
import type { PricingUnitTables } from '../modules/pricingUnits/tables.js';
import type { ProductTables } from '../modules/products/tables.js';
import type { FeeTables } from '../modules/fees/tables.js';
import type { CreditPackTables } from '../modules/creditPacks/tables.js';
import type { GrantPolicyTables } from '../modules/grantPolicies/tables.js';
import type { CatalogTables } from '../modules/catalogs/tables.js';
import type { WalletTables } from '../modules/wallets/tables.js';
import type { IngestTables } from '../modules/ingest/tables.js';
import type { RatingConfigTables } from '../modules/ratingConfig/tables.js';
import type { InvoiceTables } from '../modules/invoices/tables.js';
import type { CreditBalanceTables } from '../modules/invoices/creditBalanceTables.js';
import type { LinkTables } from '../modules/links/tables.js';
import type { BillingTables } from '../billing/tables.js';
import type { BillingRunTables } from '../modules/billingRuns/tables.js';
import type { IdempotencyTables } from '../modules/idempotency/tables.js';
import type { WebhookTables } from '../modules/webhooks/tables.js';
import type { BalanceAlertTables } from '../modules/balanceAlerts/tables.js';
import type { DashboardTables } from '../dashboard/tables.js';
import type { PortalTables } from '../modules/portal/tables.js';
import type { OverdraftLimitTables } from '../modules/overdraftLimits/tables.js';
import type { ReservationTables } from '../modules/reservations/tables.js';
import type { PaymentMethodTables } from '../modules/paymentMethods/tables.js';
import type { CollectionTables } from '../modules/collections/tables.js';
import type { StripeTables } from '../payments/stripe/tables.js';
import type { AutoTopUpTables } from '../modules/autoTopUps/tables.js';
import type { HostedSessionTables } from '../modules/hostedSessions/tables.js';
import type { CouponTables } from '../modules/coupons/tables.js';
import type { TaxTables } from '../modules/taxes/tables.js';

export interface Database
  extends PlatformTables,
    CustomerTables,
    SubscriptionTables,
    PlanTables,
    PricingUnitTables,
    ProductTables,
    FeeTables,
    CreditPackTables,
    GrantPolicyTables,
    CatalogTables,
    WalletTables,
    IngestTables,
    RatingConfigTables,
    InvoiceTables,
    CreditBalanceTables,
    LinkTables,
    BillingTables,
    BillingRunTables,
    IdempotencyTables,
    WebhookTables,
    BalanceAlertTables,
    DashboardTables,
    PortalTables,
    OverdraftLimitTables,
    ReservationTables,
    PaymentMethodTables,
    CollectionTables,
    StripeTables,
    AutoTopUpTables,
    HostedSessionTables,
    CouponTables,
    TaxTables {}
