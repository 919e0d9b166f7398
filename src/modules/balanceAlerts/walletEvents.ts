/**
 * Records the wallet.* events of one balance change in the transaction that makes it (webhooks'
 * outbox). The object is the wallet's balance item, as ingest answers it, with `customer_id`, and
 * the alert's `threshold` where one fired. Events of one wallet are delivered in order.
 */
import type { DbContext } from '../../db/context.js';
import { formatDecimal, type Decimal } from '../../money/decimal.js';
import { dec } from '../../money/decimal.js';
import { recordWebhookEvent } from '../webhooks/index.js';
import { crossings } from './crossings.js';
import type { BalanceAlertTable } from './tables.js';

export interface WalletBalanceItem {
  balance: string;
  account_type: string;
  pricing_unit_code?: string;
  currency_code?: string;
  /** Present while the wallet has live holds: the held amount and the balance less it. */
  held?: string;
  available?: string;
}

export interface BalanceChange {
  customerId: string;
  denominationKey: string;
  before: Decimal;
  after: Decimal;
  /** The wallet's balance item after the change. */
  item: WalletBalanceItem;
}

/** The thresholds of `alerts` on this customer's wallet. */
export function thresholdsFor(alerts: readonly BalanceAlertTable[], customerId: string, denominationKey: string): Decimal[] {
  return alerts.filter((a) => a.customer_id === customerId && a.denomination_key === denominationKey).map((a) => dec(a.threshold));
}

/** True when the change fires any wallet.* event (decided in memory, before anything is read or written). */
export function firesAny(change: BalanceChange, alerts: readonly BalanceAlertTable[]): boolean {
  return crossings(change.before, change.after, thresholdsFor(alerts, change.customerId, change.denominationKey)).length > 0;
}

export async function recordWalletEvents(ctx: DbContext, change: BalanceChange, alerts: readonly BalanceAlertTable[]): Promise<number> {
  const fired = crossings(change.before, change.after, thresholdsFor(alerts, change.customerId, change.denominationKey));
  for (const crossing of fired) {
    const object = { customer_id: change.customerId, ...change.item, ...(crossing.threshold === null ? {} : { threshold: formatDecimal(crossing.threshold) }) };
    await recordWebhookEvent(ctx, crossing.type, object, `wallet:${change.customerId}:${change.denominationKey}`);
  }
  return fired.length;
}
