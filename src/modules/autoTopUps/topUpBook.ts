/**
 * Which draws start a top-up: pure, over a scope's auto top-ups (read once per change of the
 * rating-config counter, so ingest decides in memory, as it does balance alerts).
 *
 * A draw starts one when it takes the wallet's available balance (balance less live holds) from
 * above the threshold to at or below it. A balance that stays below starts nothing more, so a
 * failed top-up is not tried again until the balance has recovered above the threshold (a grant,
 * a payment) and falls again, or the settings change.
 */
import { dec, type Decimal } from '../../money/decimal.js';
import type { AutoTopUpTable } from './tables.js';

export class TopUpBook {
  private readonly byWallet = new Map<string, { id: string; threshold: Decimal }>();

  constructor(rows: readonly AutoTopUpTable[]) {
    for (const row of rows) if (row.status !== 'disabled') this.byWallet.set(`${row.customer_id}|${row.denomination_key}`, { id: row.id, threshold: dec(row.threshold) });
  }

  get isEmpty(): boolean {
    return this.byWallet.size === 0;
  }

  /** The auto top-up the draw starts, or null. */
  crossedBy(customerId: string, denominationKey: string, availableBefore: Decimal, availableAfter: Decimal): string | null {
    const topUp = this.byWallet.get(`${customerId}|${denominationKey}`);
    if (!topUp) return null;
    return availableBefore.gt(topUp.threshold) && availableAfter.lte(topUp.threshold) ? topUp.id : null;
  }
}

export const NO_TOP_UPS = new TopUpBook([]);
