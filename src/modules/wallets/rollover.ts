/**
 * Credit rollover (issue 31, item 4), the wallet side. A policy grant may carry rollover terms
 * (`credit_grants.rollover`, JSON text written when the engine issues it): caps and the expiry of
 * its rollover grant. When its expiry is recorded, wherever that happens (a draw at ingest or by
 * the engine, the engine's boundary, the sweep), the same wallet change that removes what was
 * left of it grants the rolled-over part again:
 *
 *   expiry    -unused                      on the expiring grant
 *   grant     +rolled over                 on the new grant "Rollover of <name>"
 *   repayment -repaid / +repaid            only when the wallet is in overdraft (a grant repays debt first)
 *
 * Decided here:
 * - What rolls over is the unused part (the grant's balance when its expiry is recorded, which
 *   is its balance at the expiry instant: an expired grant pays for nothing), capped by
 *   max_amount and by max_percent of the grant's own amount, both when both are set; exact, no
 *   rounding (the caps are whole units or an exact percentage).
 * - The rollover grant belongs to the same customer, subscription and wallet, has no rollover
 *   terms (it never rolls over again), source `rollover`, and source_ref `rollover:<grant id>`:
 *   the unique (wallet_id, source_ref) index makes a grant roll over at most once, whatever
 *   process or retry records the expiry (each does so under the wallet's lock anyway).
 * - It expires at the instant its terms name (the source's expiry plus the policy's interval,
 *   computed when the source was issued); when that instant is already past by the time the
 *   expiry is recorded, it expires in the same change.
 * - Burn-down is unchanged: earliest expiry first, so a rollover grant that expires before newer
 *   grants is drawn before them (burnDown.ts).
 * - A plan change ends the old plan's allowances early (endGrants.ts): that is not an expiry of
 *   the allowance's term, and nothing rolls over then (switching plans back and forth would
 *   otherwise multiply allowances).
 */
import { newId } from '../../db/ids.js';
import { dec, formatDecimal, ZERO, type Decimal } from '../../money/decimal.js';
import { isExpiredAt, repayOverdraft } from './burnDown.js';
import type { CreditGrantTable } from './tables.js';
import type { WalletChange } from './walletChange.js';

/** What a grant rolls over with: its caps (null: none) and when its rollover grant expires. */
export interface GrantRollover {
  maxAmount: Decimal | null;
  maxPercent: Decimal | null;
  expiresAt: Date;
}

interface StoredRollover {
  max_amount: string | null;
  max_percent: string | null;
  expires_at: string;
}

export function grantRolloverText(terms: GrantRollover): string {
  const stored: StoredRollover = {
    max_amount: terms.maxAmount === null ? null : formatDecimal(terms.maxAmount),
    max_percent: terms.maxPercent === null ? null : formatDecimal(terms.maxPercent),
    expires_at: terms.expiresAt.toISOString(),
  };
  return JSON.stringify(stored);
}

/** The grant's rollover terms; null for a grant whose unused part simply expires. */
export function grantRolloverOf(grant: Pick<CreditGrantTable, 'rollover'>): GrantRollover | null {
  if (grant.rollover === null || grant.rollover === undefined) return null;
  const stored = JSON.parse(grant.rollover) as StoredRollover;
  return {
    maxAmount: stored.max_amount === null ? null : dec(stored.max_amount),
    maxPercent: stored.max_percent === null ? null : dec(stored.max_percent),
    expiresAt: new Date(stored.expires_at),
  };
}

/** What rolls over of a grant of `amount` expiring with `unused` left: min(unused, max_amount, amount x max_percent / 100). */
export function rolledOver(amount: Decimal, unused: Decimal, terms: GrantRollover): Decimal {
  let rolled = unused.gt(0) ? unused : ZERO;
  if (terms.maxAmount !== null && terms.maxAmount.lt(rolled)) rolled = terms.maxAmount;
  const percentCap = terms.maxPercent === null ? null : amount.times(terms.maxPercent).div(100);
  if (percentCap !== null && percentCap.lt(rolled)) rolled = percentCap;
  return rolled;
}

/** The rollover grant's source reference: one per source grant. */
export function rolloverRef(sourceGrantId: string): string {
  return `rollover:${sourceGrantId}`;
}

/**
 * The wallet balance once the expiries of `expiring` (grants expired by `at` whose expiry is not
 * recorded yet, each with what it has left) are recorded at `at`, from `balance`: what reads that
 * count an expiry before it reaches the ledger answer (balances.ts, walletBook.ts). The same
 * arithmetic as recording them: each unused part leaves, its rolled-over part comes back unless
 * the rollover grant has expired by `at` too (then only what it repaid of an overdraft stays).
 */
export function afterExpiries(balance: Decimal, expiring: ReadonlyArray<{ grant: Pick<CreditGrantTable, 'amount' | 'rollover'>; unused: Decimal }>, at: Date): Decimal {
  let after = balance;
  for (const { grant, unused } of expiring) {
    after = after.minus(unused);
    const terms = grantRolloverOf(grant);
    if (terms === null) continue;
    const rolled = rolledOver(dec(grant.amount), unused, terms);
    if (!rolled.gt(0)) continue;
    const { repaid } = repayOverdraft(after, rolled);
    after = after.plus(isExpiredAt(terms.expiresAt.toISOString(), at) ? repaid : rolled);
  }
  return after;
}

/** A rollover grant and the expiry it may need at once (its own expiry already past at `at`). */
export interface RolloverGrant {
  /** The row as created (what credit_grant.created carries). */
  created: CreditGrantTable;
  /** The row as written: when it expired in the same change, balance 0 and `expired_at` set. */
  row: CreditGrantTable;
  expired: boolean;
}

/**
 * Appends to `change` (the locked wallet's, right after `source`'s expiry entry) the rollover of
 * `source`, which had `unused` left: the new grant's entries, and its expiry when it is already
 * past at `at`. Returns the grant row to insert (balance and expiry as written), or null when
 * nothing rolls over. `nowIso` is what is recorded as now.
 */
export function appendRollover(change: WalletChange, source: CreditGrantTable, unused: Decimal, at: Date, nowIso: string): RolloverGrant | null {
  const terms = grantRolloverOf(source);
  if (terms === null) return null;
  const amount = rolledOver(dec(source.amount), unused, terms);
  if (!amount.gt(0)) return null;
  const { repaid, remaining } = repayOverdraft(change.balance, amount);
  const row: CreditGrantTable = {
    id: newId(),
    company_id: source.company_id,
    mode: source.mode,
    customer_id: source.customer_id,
    subscription_id: source.subscription_id,
    wallet_id: source.wallet_id,
    account_type: source.account_type,
    pricing_unit_id: source.pricing_unit_id,
    currency_code: source.currency_code,
    name: `Rollover of ${source.name}`,
    amount: formatDecimal(amount),
    balance: formatDecimal(remaining),
    status: 'active',
    expires_at: terms.expiresAt.toISOString(),
    expired_at: null,
    source: 'rollover',
    source_ref: rolloverRef(source.id),
    rollover: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
  change.append('grant', amount, { grantId: row.id });
  change.append('repayment', repaid.negated(), { grantId: row.id });
  change.append('repayment', repaid);
  if (!isExpiredAt(row.expires_at, at) || remaining.isZero()) return { created: row, row, expired: false };
  change.append('expiry', remaining.negated(), { grantId: row.id });
  return { created: row, row: { ...row, balance: '0', expired_at: nowIso }, expired: true };
}
