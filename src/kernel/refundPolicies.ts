/**
 * The refund policies of a plan change now (the rule: src/billing/rules/refunds.ts). A signup
 * link stores one, so the names sit below both the engine and the links module.
 */
export const REFUND_POLICIES = ['no_refund_prepaid_fixed_fees', 'refund_prorated_prepaid_fixed_fees'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];
