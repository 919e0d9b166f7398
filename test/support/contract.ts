/** The contract's resource tables (spec/billing-api.md), as shape specs for expectShape. */
import { nested, oneOf, oneOfOrNull, shape } from './shape.js';

export const ADDRESS = shape({}, { country: 'string', state: 'string', city: 'string', street: 'string', street2: 'string', zip: 'string' });

export const CUSTOMER = shape({
  id: 'string',
  name: 'string?',
  first_name: 'string?',
  last_name: 'string?',
  email: 'string?',
  phone: 'string?',
  url: 'string?',
  external_id: 'string?',
  billing_address: nested(ADDRESS, { nullable: true }),
  shipping_address: nested(ADDRESS, { nullable: true }),
  created_at: 'iso',
  updated_at: 'iso',
}, {
  // Extensions (issue 30, item 4): what decides the customer's taxes.
  tax_exempt: 'boolean',
  tax_rate_ids: 'array',
});

export const ERROR_BODY = shape(
  { success: 'boolean', error: nested(shape({ code: 'string', message: 'string' }, { details: 'array?' })), request_id: 'string' },
);

export const PAGINATION = shape({ has_more: 'boolean', next_cursor: 'string?' });

export const PLAN = shape({
  id: 'string',
  name: 'string',
  plan_code: 'string?',
  type: oneOf('usage', 'credits'),
  currency_code: 'string',
  invoicing_cadence: oneOf('monthly', 'quarterly', 'yearly'),
  initial_credit_quantity: 'integer?',
  // Issue 31, item 3: "returned on the plan", null for none.
  minimum_commitment_cents: 'integer?',
  created_at: 'iso',
  updated_at: 'iso',
}, {
  // Extension (issue 32): offered on the customer portal.
  portal_visible: 'boolean',
});

export const COST_PLUS = shape({
  markup_mode: oneOf('multiplier', 'target_margin'),
  multiplier: 'number?',
  target_margin: 'number?',
});

export const PRICE = shape({
  id: 'string',
  pricing_model: oneOf('flat', 'per_unit', 'cost_plus'),
  amount: 'number',
  denominator: 'integer',
  billing_mode: oneOf('in_advance', 'in_arrears'),
  cadence: oneOfOrNull('monthly', 'quarterly', 'yearly', 'one_time'),
  currency_code: 'string?',
  pricing_unit_id: 'string?',
  display_denominator: 'string?',
  cost_plus: nested(COST_PLUS, { nullable: true }),
});

export const PLAN_FEE = shape({
  id: 'string',
  plan_id: 'string',
  product: nested(shape({ id: 'string', name: 'string' })),
  price: nested(PRICE),
  effective_from: 'iso?',
  effective_to: 'iso?',
});

const CONTRACT_CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud', 'jpy', 'chf', 'cny', 'sek', 'nzd', 'mxn', 'sgd', 'hkd', 'nok'];
const INTERVAL_UNITS = ['day', 'week', 'month', 'year'];

export const CONVERSION_RATE = shape({
  id: 'string',
  pricing_unit_id: 'string',
  customer_id: 'string?',
  settlement_currency_code: oneOf(...CONTRACT_CURRENCIES),
  effective_from: 'iso?',
  effective_to: 'iso?',
  money_minor: 'decimal',
  unit_amount: 'decimal',
  created_at: 'iso',
});

export const PRICING_UNIT = shape({
  id: 'string',
  code: 'string',
  name: 'string?',
  conversion_rates: nested(CONVERSION_RATE, { array: true }),
  created_at: 'iso',
  updated_at: 'iso',
});

export const CREDIT_PACK = shape({
  id: 'string',
  plan_id: 'string',
  code: 'string',
  pricing_unit_id: 'string',
  pricing_unit: nested(shape({ id: 'string', code: 'string', name: 'string?' })),
  money_minor: 'decimal',
  unit_amount: 'decimal',
  expiration_interval_count: 'integer?',
  expiration_interval_unit: oneOf(...INTERVAL_UNITS),
  created_at: 'iso',
  updated_at: 'iso',
});

export const CREDIT_GRANT_POLICY = shape({
  id: 'string',
  plan_id: 'string',
  account_type: oneOf('pricing_unit', 'currency'),
  pricing_unit_id: 'string?',
  currency_code: 'string?',
  amount: 'integer',
  cadence: oneOf('daily', 'weekly', 'monthly', 'quarterly', 'yearly', 'one_off_subscription_start'),
  expiration_interval_count: 'integer?',
  expiration_interval_unit: oneOf(...INTERVAL_UNITS),
  // Issue 31, item 4: the policy's rollover terms, or null.
  rollover: nested(
    shape({ max_amount: 'integer?', max_percent: 'number?', expiration_interval_count: 'integer', expiration_interval_unit: oneOf(...INTERVAL_UNITS) }),
    { nullable: true },
  ),
  effective_from: 'iso?',
  effective_to: 'iso?',
  created_at: 'iso',
  updated_at: 'iso',
});

/** Catalog: global catalogs are the operator's, visible to every company. */
export const CATALOG = shape({
  id: 'string',
  name: 'string',
  global: 'boolean',
  entry_count: 'integer',
  created_at: 'iso',
  updated_at: 'iso',
});

/** Plan catalog attachment; `pricing` is one of the two rule variants below (check it with expectPricingRule). */
export const PLAN_CATALOG = shape({
  id: 'string',
  plan_id: 'string',
  catalog: nested(CATALOG),
  pricing: 'object',
  created_at: 'iso',
  updated_at: 'iso',
});

export const PASS_THROUGH_RULE = shape({ mode: oneOf('pass_through') });
export const COST_PLUS_RULE = shape({ mode: oneOf('cost_plus'), multiplier: 'number', denomination: 'object' });
export const CURRENCY_DENOMINATION = shape({ kind: oneOf('currency'), currency_code: 'string' });
export const PRICING_UNIT_DENOMINATION = shape({ kind: oneOf('pricing_unit'), pricing_unit_id: 'string' });

/** Credit grant ("Credit the service" in the contract's wording). */
export const CREDIT_GRANT = shape({
  id: 'string',
  customer_id: 'string',
  subscription_id: 'string?',
  account_type: oneOf('pricing_unit', 'currency'),
  pricing_unit_id: 'string?',
  currency_code: 'string?',
  name: 'string',
  amount: 'decimal',
  balance: 'decimal',
  status: oneOf('pending', 'active', 'voided'),
  expires_at: 'iso?',
  created_at: 'iso',
  updated_at: 'iso',
});

/** Balance item: the code fields are optional (present for their account type). */
export const BALANCE_ITEM = shape(
  { balance: 'decimal', account_type: oneOf('pricing_unit', 'currency') },
  { pricing_unit_code: 'string', currency_code: 'string' },
);

export const SUBSCRIPTION = shape({
  id: 'string',
  customer_id: 'string',
  plan_id: 'string',
  plan_code: 'string?',
  status: oneOf('pending_payment_method', 'trialing', 'active', 'past_due', 'canceled'),
  start_date: 'iso',
  billing_anchor_day: 'integer',
  next_renewal_date: 'iso?',
  cancel_at_period_end: 'boolean',
  cancel_at: 'iso?',
  plan_transition_at_period_end: 'boolean',
  plan_transition_at: 'iso?',
  plan_transition_to_plan_id: 'string?',
  canceled_at: 'iso?',
  created_at: 'iso',
  updated_at: 'iso',
});

/** Subscription signup link (written from the contract's resource list). */
export const SIGNUP_LINK = shape({
  id: 'string',
  customer_id: 'string',
  plan_id: 'string',
  plan_code: 'string?',
  url: 'string',
  token_expiration: 'iso',
  success_url: 'string?',
  back_url: 'string?',
  previous_subscription_id: 'string?',
  change_timing_mode: oneOfOrNull('now', 'end_of_period'),
  cancel_now_prepaid_refund_policy: oneOfOrNull('no_refund_prepaid_fixed_fees', 'refund_prorated_prepaid_fixed_fees'),
  // Issue 30, item 3: the coupon the new subscription gets.
  coupon_code: 'string?',
  created_at: 'iso',
});

/** Credit pack checkout link; `status` values are DESIGN's (the contract says only "string"). */
export const CHECKOUT_LINK = shape({
  id: 'string',
  subscription_id: 'string',
  credit_pack_id: 'string',
  quantity: 'decimal?',
  url: 'string',
  token_expiration: 'iso',
  success_url: 'string?',
  back_url: 'string?',
  status: oneOf('open', 'completed', 'expired'),
  created_at: 'iso',
});

/** Invoice line item (written from the contract's "Line item" sentence). */
export const LINE_ITEM = shape({
  id: 'string',
  description: 'string?',
  quantity: 'integer',
  unit_amount_cents: 'integer',
  tax_amount_cents: 'integer',
  total_amount_cents: 'integer',
  // Issue 30, item 3: the line's share of the invoice's discount_cents.
  discount_amount_cents: 'integer',
  period_start: 'iso?',
  period_end: 'iso?',
  created_at: 'iso',
  updated_at: 'iso',
});

/** Invoice (written from the contract's Invoice table). */
export const INVOICE = shape({
  id: 'string',
  customer_id: 'string?',
  subscription_id: 'string?',
  status: oneOf('draft', 'open', 'paid', 'void', 'uncollectible'),
  currency: 'string',
  collection_method: oneOf('charge_automatically', 'send_invoice'),
  invoice_number: 'string?',
  public_invoice_url: 'string?',
  due_date: 'iso?',
  days_until_due: 'integer?',
  description: 'string?',
  customer_memo: 'string?',
  footer: 'string?',
  subtotal_cents: 'integer',
  discount_cents: 'integer',
  tax_cents: 'integer',
  total_cents: 'integer',
  // Issue 30: what it still asks (total less credit notes and payments), and its credit notes.
  amount_due_cents: 'integer',
  finalized_at: 'iso?',
  paid_at: 'iso?',
  period_start: 'iso?',
  period_end: 'iso?',
  line_items: nested(LINE_ITEM, { array: true }),
  credit_note_ids: 'array',
  created_at: 'iso',
  updated_at: 'iso',
});

/** A credit note (issue 30: its fields in the order, and the currency of its amounts). */
export const CREDIT_NOTE_LINE = shape({
  description: 'string?',
  quantity: 'integer',
  unit_amount_cents: 'integer',
  total_amount_cents: 'integer',
  tax_amount_cents: 'integer',
  invoice_line_item_id: 'string?',
});

export const CREDIT_NOTE = shape({
  id: 'string',
  number: 'string',
  invoice_id: 'string',
  customer_id: 'string?',
  status: oneOf('issued', 'void'),
  reason: 'string',
  lines: nested(CREDIT_NOTE_LINE, { array: true }),
  total_cents: 'integer',
  credited_to: oneOf('invoice', 'credit_balance', 'refund'),
  currency: 'string',
  created_at: 'iso',
});

/** The test-mode billing run (docs/decisions.md, Test clocks; not a contract resource). */
export const BILLING_RUN = shape({
  as_of: 'iso',
  test_clock: 'iso',
  subscriptions_advanced: 'integer',
  invoices_created: 'integer',
  grants_issued: 'integer',
  grants_expired: 'integer',
  problems: 'array',
  held: 'array',
  complete: 'boolean',
  steps_taken: 'integer',
  stopped_at: 'iso?',
});
