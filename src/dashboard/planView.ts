/**
 * A plan as the dashboard prints it: its fees in the signup page's own words (links'
 * feeInWords: tiers, packages and included usage too), grouped into versions by effective date (a
 * version starts wherever a fee starts or ends, and holds the fees in force from then on), its
 * minimum commitment, credit packs, grant policies (with their rollover) and attached catalogs.
 * Pure: the page reads the rows through the modules' doors.
 */
import type { PlanCatalog } from '../modules/catalogs/index.js';
import type { CreditPack } from '../modules/creditPacks/index.js';
import type { FeeRecord } from '../modules/fees/index.js';
import type { CreditGrantPolicy } from '../modules/grantPolicies/index.js';
import { feeInWords, formatMinor, formatNumber, minimumInWords } from '../modules/links/index.js';
import type { Plan } from '../modules/plans/index.js';
import { isCurrencyCode, type CurrencyCode } from '../money/currency.js';
import { dec } from '../money/decimal.js';
import { toIso } from '../time.js';
import { amountWords, instantWords } from './words.js';

export interface FeeLine {
  /** The fee's id: its page ends it or versions it. */
  id: string;
  product: string;
  words: string;
}

export interface PlanVersion {
  /** "From the start" or "From 2026-02-01 00:00 UTC". */
  from: string;
  until: string;
  current: boolean;
  fees: FeeLine[];
}

const CADENCE = { daily: 'every day', weekly: 'every week', monthly: 'every month', quarterly: 'every quarter', yearly: 'every year', one_off_subscription_start: 'once, when a subscription starts' } as const;

/** The plan's currency (plans are created with a known one). */
function currencyOf(plan: Plan): CurrencyCode {
  if (!isCurrencyCode(plan.currency_code)) throw new Error(`Plan ${plan.id} has an unknown currency ${plan.currency_code}`);
  return plan.currency_code;
}

function covers(record: FeeRecord, at: string | null): boolean {
  const { effective_from: from, effective_to: to } = record.fee;
  if (at === null) return from === null;
  return (from === null || from <= at) && (to === null || at < to);
}

/** The plan's fee versions, oldest first; the one in force at `now` marked current. */
export function planVersions(plan: Plan, records: readonly FeeRecord[], unitNames: ReadonlyMap<string, string>, now: Date): PlanVersion[] {
  const dated = new Set<string>();
  for (const { fee } of records) {
    if (fee.effective_from !== null) dated.add(fee.effective_from);
    if (fee.effective_to !== null) dated.add(fee.effective_to);
  }
  const starts: (string | null)[] = [null, ...[...dated].sort()];
  const instant = toIso(now);
  const order = { flat: 0, per_unit: 1, graduated: 2, volume: 3, package: 4, cost_plus: 5 } as const;
  return starts.flatMap((start, index) => {
    const end = starts[index + 1] ?? null;
    const fees = records
      .filter((record) => covers(record, start))
      .sort((a, b) => order[a.price.pricing_model] - order[b.price.pricing_model])
      .map((record) => ({ id: record.fee.id, product: record.product.name, words: feeInWords(record.price, record.product.name, currencyOf(plan), unitNames) }));
    if (start === null && fees.length === 0 && starts.length > 1) return [];
    const current = (start === null || start <= instant) && (end === null || instant < end);
    return [{ from: start === null ? 'From the start' : `From ${instantWords(start)}`, until: end === null ? 'open-ended' : `until ${instantWords(end)}`, current, fees }];
  });
}

function expiryWords(count: number | null, unit: string): string {
  if (count === null) return 'never expire';
  return `expire after ${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The plan's minimum commitment in words (the signup page's own, links' minimumInWords), or null without one. */
export function minimumWords(plan: Plan): string | null {
  return minimumInWords({ minimum_commitment_cents: plan.minimum_commitment_cents, currency_code: currencyOf(plan), invoicing_cadence: plan.invoicing_cadence });
}

export function packWords(pack: CreditPack, plan: Plan): { code: string; words: string } {
  const unit = pack.pricing_unit.name ?? pack.pricing_unit.code;
  const price = formatMinor(dec(pack.money_minor), currencyOf(plan));
  return { code: pack.code, words: `${formatNumber(dec(pack.unit_amount))} ${unit} for ${price}; they ${expiryWords(pack.expiration_interval_count, pack.expiration_interval_unit)}` };
}

/** "; unused credits roll over, at most 1,500 credits and 50% of the grant, and expire 1 month later (a rollover never rolls again)". */
function rolloverWords(policy: CreditGrantPolicy, amountOf: (amount: number) => string): string {
  const rollover = policy.rollover;
  if (rollover === null) return '';
  const caps = [
    ...(rollover.max_amount === null ? [] : [amountOf(rollover.max_amount)]),
    ...(rollover.max_percent === null ? [] : [`${formatNumber(dec(String(rollover.max_percent)))}% of the grant`]),
  ];
  const count = rollover.expiration_interval_count;
  const cap = caps.length === 0 ? '' : `, at most ${caps.join(' and ')}`;
  return `; unused credits roll over${cap}, and expire ${count} ${rollover.expiration_interval_unit}${count === 1 ? '' : 's'} later (a rollover never rolls again)`;
}

export function policyWords(policy: CreditGrantPolicy, unitNames: ReadonlyMap<string, string>) {
  const unit = policy.pricing_unit_id ? (unitNames.get(policy.pricing_unit_id) ?? 'units') : undefined;
  const amountOf = (value: number) => amountWords(String(value), { account_type: policy.account_type, currency_code: policy.currency_code ?? undefined, pricing_unit_code: unit });
  const amount = amountOf(policy.amount);
  return {
    words: `${amount} ${CADENCE[policy.cadence]}; they ${expiryWords(policy.expiration_interval_count, policy.expiration_interval_unit)}${rolloverWords(policy, amountOf)}`,
    from: policy.effective_from ? instantWords(policy.effective_from) : 'the start',
    until: policy.effective_to ? instantWords(policy.effective_to) : 'open-ended',
  };
}

export function catalogWords(attached: PlanCatalog, unitNames: ReadonlyMap<string, string>) {
  const rule = attached.pricing;
  let pricing = "at the catalog's prices";
  if (rule.mode === 'cost_plus') {
    const denomination = rule.denomination;
    const into =
      denomination.kind === 'currency' ? denomination.currency_code.toUpperCase() : (unitNames.get(denomination.pricing_unit_id) ?? 'units');
    pricing = `catalog cost × ${formatNumber(dec(String(rule.multiplier)))}, in ${into}`;
  }
  return { name: attached.catalog.name, global: attached.catalog.global, entries: attached.catalog.entry_count, pricing };
}
