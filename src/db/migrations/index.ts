/**
 * The one migration set, shared by both dialects. Names sort in the order they apply; add a new
 * file with the next number and list it here.
 */
import type { Migration } from 'kysely';
import * as platform from './0001_platform.js';
import * as customers from './0002_customers.js';
import * as subscriptions from './0003_subscriptions.js';
import * as plans from './0004_plans.js';
import * as pricingUnits from './0005_pricing_units.js';
import * as productsFees from './0006_products_fees.js';
import * as packsPolicies from './0007_packs_policies.js';
import * as catalogs from './0008_catalogs.js';
import * as wallets from './0010_wallets.js';
import * as events from './0011_events.js';
import * as ratingConfigVersions from './0015_rating_config_versions.js';
import * as liveGrantsIndex from './0016_live_grants_index.js';
import * as invoices from './0012_invoices.js';
import * as billing from './0013_billing.js';
import * as links from './0014_links.js';
import * as linkPayments from './0031_link_payments.js';
import * as creditBalance from './0032_credit_balance.js';
import * as usageInvoiced from './0017_usage_invoiced.js';
import * as testClocks from './0018_test_clocks.js';
import * as ledgerInvoiceIndex from './0041_ledger_invoice_index.js';
import * as grantSourceRefLookup from './0043_grant_source_ref_lookup.js';
import * as idempotencyKeys from './0050_idempotency_keys.js';
import * as usageSummary from './0060_usage_summary.js';
import * as catalogAsOf from './0061_catalog_as_of.js';
import * as creditPackEnd from './0062_credit_pack_end.js';
import * as webhooks from './0070_webhooks.js';
import * as balanceAlerts from './0071_balance_alerts.js';
import * as dashboardAccounts from './0090_dashboard_accounts.js';
import * as portalLinks from './0095_portal_links.js';
import * as dashboardInvites from './0096_dashboard_invites.js';
import * as apiKeyLastUsed from './0097_api_key_last_used.js';
import * as webhookSecretOverlap from './0098_webhook_secret_overlap.js';
import * as ingestIndexDiet from './0099_ingest_index_diet.js';
import * as chargesByTime from './0100_charges_by_time.js';
import * as ratingConfigRows from './0101_rating_config_rows.js';
import * as unmatchedEvents from './0102_unmatched_events.js';
import * as planPhases from './0103_plan_phases.js';
import * as billingCycleStart from './0104_billing_cycle_start.js';
import * as overdraftLimits from './0105_overdraft_limits.js';
import * as reservations from './0106_reservations.js';
import * as paymentMethods from './0107_payment_methods.js';
import * as invoiceCollections from './0108_invoice_collections.js';
import * as collectionRefunds from './0109_collection_refunds.js';
import * as stripe from './0110_stripe.js';
import * as autoTopUps from './0112_auto_top_ups.js';
import * as hostedSessions from './0117_hosted_sessions.js';
import * as creditNotes from './0118_credit_notes.js';
import * as creditNoteRefunds from './0119_credit_note_refunds.js';
import * as minimumCommitment from './0123_minimum_commitment.js';
import * as creditRollover from './0124_credit_rollover.js';
import * as tieredPrices from './0115_tiered_prices.js';
import * as feePeriodQuantities from './0116_fee_period_quantities.js';
import * as portalPlanChanges from './0125_portal_plan_changes.js';
import * as coupons from './0126_coupons.js';
import * as taxRates from './0128_tax_rates.js';
import * as invoiceTaxes from './0129_invoice_taxes.js';
import * as ledgerWithoutGrantIndex from './0130_ledger_without_grant_index.js';
import * as couponDeletion from './0132_coupon_deletion.js';
import * as liveGrantFlag from './0133_live_grant_flag.js';
import * as eventsInvoicePending from './0134_events_invoice_pending.js';
import * as chargesInline from './0135_charges_inline.js';
import * as ledgerWithoutWalletIndex from './0136_ledger_without_wallet_index.js';

export const migrations: Record<string, Migration> = {
  '0001_platform': platform,
  '0002_customers': customers,
  '0003_subscriptions': subscriptions,
  '0004_plans': plans,
  '0005_pricing_units': pricingUnits,
  '0006_products_fees': productsFees,
  '0007_packs_policies': packsPolicies,
  '0008_catalogs': catalogs,
  '0010_wallets': wallets,
  '0011_events': events,
  '0015_rating_config_versions': ratingConfigVersions,
  '0016_live_grants_index': liveGrantsIndex,
  '0012_invoices': invoices,
  '0013_billing': billing,
  '0014_links': links,
  '0031_link_payments': linkPayments,
  '0032_credit_balance': creditBalance,
  '0017_usage_invoiced': usageInvoiced,
  '0018_test_clocks': testClocks,
  '0041_ledger_invoice_index': ledgerInvoiceIndex,
  '0043_grant_source_ref_lookup': grantSourceRefLookup,
  '0050_idempotency_keys': idempotencyKeys,
  '0060_usage_summary': usageSummary,
  '0061_catalog_as_of': catalogAsOf,
  '0062_credit_pack_end': creditPackEnd,
  '0070_webhooks': webhooks,
  '0071_balance_alerts': balanceAlerts,
  '0090_dashboard_accounts': dashboardAccounts,
  '0095_portal_links': portalLinks,
  '0096_dashboard_invites': dashboardInvites,
  '0097_api_key_last_used': apiKeyLastUsed,
  '0098_webhook_secret_overlap': webhookSecretOverlap,
  '0099_ingest_index_diet': ingestIndexDiet,
  '0100_charges_by_time': chargesByTime,
  '0101_rating_config_rows': ratingConfigRows,
  '0102_unmatched_events': unmatchedEvents,
  '0103_plan_phases': planPhases,
  '0104_billing_cycle_start': billingCycleStart,
  '0105_overdraft_limits': overdraftLimits,
  '0106_reservations': reservations,
  '0107_payment_methods': paymentMethods,
  '0108_invoice_collections': invoiceCollections,
  '0109_collection_refunds': collectionRefunds,
  '0110_stripe': stripe,
  '0112_auto_top_ups': autoTopUps,
  '0115_tiered_prices': tieredPrices,
  '0116_fee_period_quantities': feePeriodQuantities,
  '0117_hosted_sessions': hostedSessions,
  '0118_credit_notes': creditNotes,
  '0119_credit_note_refunds': creditNoteRefunds,
  '0123_minimum_commitment': minimumCommitment,
  '0124_credit_rollover': creditRollover,
  '0125_portal_plan_changes': portalPlanChanges,
  '0126_coupons': coupons,
  '0128_tax_rates': taxRates,
  '0129_invoice_taxes': invoiceTaxes,
  '0130_ledger_without_grant_index': ledgerWithoutGrantIndex,
  '0132_coupon_deletion': couponDeletion,
  '0133_live_grant_flag': liveGrantFlag,
  '0134_events_invoice_pending': eventsInvoicePending,
  '0135_charges_inline': chargesInline,
  '0136_ledger_without_wallet_index': ledgerWithoutWalletIndex,
};
