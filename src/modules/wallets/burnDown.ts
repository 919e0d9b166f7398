/**
 * The wallet rules, as pure functions with no I/O (docs/decisions.md, Ingest):
 * which grants a draw burns, in what order, and how a new grant repays an overdraft.
 */
import { Decimal, formatDecimal, isAboveZero, isBelowZero, ZERO } from '../../money/decimal.js';

/** What burn-down needs to know about a grant. */
export interface LiveGrant {
  id: string;
  /** What is left of the grant; spent grants (0) are skipped. */
  balance: Decimal;
  /** ISO instant, or null for a grant that never expires. */
  expiresAt: string | null;
  createdAt: string;
  /** Its unused part rolls over when it expires (rollover.ts); absent: it does not. */
  rollsOver?: boolean;
}

export interface Draw {
  grantId: string;
  amount: Decimal;
}

export interface BurnDownResult {
  /** Positive amounts, in burn-down order, each at most the grant's balance. */
  draws: Draw[];
  /** What the grants could not cover: the overdraft this draw adds. */
  shortfall: Decimal;
}

/** A grant stops counting at its expiry instant: expired when `expires_at <= at`. */
export function isExpiredAt(expiresAt: string | null, at: Date): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= at.getTime();
}

/**
 * Burn-down order: earliest expiry first, never-expiring last; at the same expiry a grant whose
 * unused part would be lost before one that rolls over (issue 31, item 4: a rollover grant, which
 * never rolls again, before the new allowance expiring with it); then oldest, then id. Without
 * rollover terms (every grant before issue 31) the order is what it always was.
 */
export function compareBurnDownOrder(a: LiveGrant, b: LiveGrant): number {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1;
    if (b.expiresAt === null) return -1;
    const byExpiry = Date.parse(a.expiresAt) - Date.parse(b.expiresAt);
    if (byExpiry !== 0) return byExpiry;
  }
  const byRollover = Number(a.rollsOver === true) - Number(b.rollsOver === true);
  if (byRollover !== 0) return byRollover;
  const byAge = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byAge !== 0) return byAge;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

type GrantRow = { id: string; expires_at: string | null; created_at: string; rollover?: string | null };

/** A stored grant row as burn-down sees it, with its `balance`. */
export function liveGrantOf(row: GrantRow, balance: Decimal): LiveGrant {
  return { id: row.id, balance, expiresAt: row.expires_at, createdAt: row.created_at, rollsOver: row.rollover !== null && row.rollover !== undefined };
}

/** Burn-down order over stored grant rows (expires_at, rollover, created_at, id). */
export function compareGrantRows(a: GrantRow, b: GrantRow): number {
  return compareBurnDownOrder(liveGrantOf(a, ZERO), liveGrantOf(b, ZERO));
}

/** The grants a draw at `at` may burn, in the order it burns them. */
export function drawableGrants<G extends LiveGrant>(grants: readonly G[], at: Date): G[] {
  return grants.filter((g) => isAboveZero(g.balance) && !isExpiredAt(g.expiresAt, at)).sort(compareBurnDownOrder);
}

/** Draws `amount` (>= 0) from the grants live at `at`; what they cannot cover is the shortfall. */
export function burnDown(grants: readonly LiveGrant[], amount: Decimal, at: Date): BurnDownResult {
  if (isBelowZero(amount)) throw new Error(`A draw cannot be negative: ${formatDecimal(amount)}`);
  const draws: Draw[] = [];
  let left = amount;
  for (const grant of drawableGrants(grants, at)) {
    if (left.isZero()) break;
    const take = Decimal.min(left, grant.balance);
    draws.push({ grantId: grant.id, amount: take });
    left = left.minus(take);
  }
  return { draws, shortfall: left };
}

export interface Repayment {
  /** The part of the grant that pays back the overdraft. */
  repaid: Decimal;
  /** What the grant keeps as its balance. */
  remaining: Decimal;
}

/** A new grant of `amount` first repays the overdraft of a wallet whose balance is `walletBalance`. */
export function repayOverdraft(walletBalance: Decimal, amount: Decimal): Repayment {
  if (!amount.gt(0)) throw new Error(`A grant must be positive: ${formatDecimal(amount)}`);
  const debt = walletBalance.lt(0) ? walletBalance.negated() : ZERO;
  const repaid = Decimal.min(debt, amount);
  return { repaid, remaining: amount.minus(repaid) };
}
