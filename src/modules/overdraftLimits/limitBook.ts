/**
 * Which overdraft limit binds a customer's wallet: pure, over a scope's rows (read once per change
 * of the rating-config counter, so ingest decides in memory).
 *
 * Decided (issue 28): a customer's own limit for the denomination overrides their plans'; without
 * one, the plans of the subscriptions in force bind, and where several of them name a limit the
 * strictest (the smallest debt) holds, since each plan's limit is a promise the company made
 * about that plan and none of them allows more. No row anywhere is no limit.
 */
import { dec, type Decimal } from '../../money/decimal.js';
import type { OverdraftLimitTable } from './tables.js';

export class LimitBook {
  private readonly byOwner = new Map<string, Decimal>();

  constructor(rows: readonly OverdraftLimitTable[]) {
    for (const row of rows) this.byOwner.set(`${row.owner_type}:${row.owner_id}|${row.denomination_key}`, dec(row.overdraft_limit));
  }

  get isEmpty(): boolean {
    return this.byOwner.size === 0;
  }

  /** The debt allowed on the customer's wallet of `denominationKey`, or null for no limit. */
  limitFor(customerId: string, planIds: Iterable<string>, denominationKey: string): Decimal | null {
    if (this.byOwner.size === 0) return null;
    const own = this.byOwner.get(`customer:${customerId}|${denominationKey}`);
    if (own !== undefined) return own;
    let strictest: Decimal | null = null;
    for (const planId of planIds) {
      const limit = this.byOwner.get(`plan:${planId}|${denominationKey}`);
      if (limit !== undefined && (strictest === null || limit.lt(strictest))) strictest = limit;
    }
    return strictest;
  }
}

export const NO_LIMITS = new LimitBook([]);
