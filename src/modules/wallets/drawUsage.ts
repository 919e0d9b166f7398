/**
 * drawUsage: charges usage to the customer's wallet for one denomination, inside the caller's
 * transaction (ingest's). Grants expired at the event's instant are expired first; then the
 * amount burns down the live grants (burnDown.ts) and what they cannot cover becomes overdraft.
 *
 * Ledger: one `usage` entry per grant drawn (so each grant's balance is the sum of its entries)
 * and, for a shortfall, one `usage` entry without grant (the overdraft). All carry the event id.
 * The usual case, one grant covering the draw, costs five statements: lock, live grants, grant
 * update, entry insert, wallet update.
 */
import type { TxContext } from '../../db/context.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import type { Denomination } from '../../money/denomination.js';
import { toIso } from '../../time.js';
import { burnDown, liveGrantOf, type Draw } from './burnDown.js';
import { expireLoadedGrants } from './expireGrants.js';
import { lockWallet } from './lockWallet.js';
import * as repo from './repo.js';
import { WalletChange } from './walletChange.js';

export interface DrawUsageInput {
  customerId: string;
  denomination: Denomination;
  /** What the usage costs in this denomination; zero draws nothing (expiries still apply). */
  amount: Decimal;
  /** The event's instant: grants expired at it no longer pay. The draw is recorded at `tx.now`. */
  at: Date;
  eventId: string | null;
}

export interface DrawUsageResult {
  walletId: string;
  /** The wallet balance after the draw (negative: overdraft). */
  balance: Decimal;
  draws: Draw[];
  /** The part of the amount no grant covered, now overdraft. */
  shortfall: Decimal;
  /** The wallet's available balance (balance less live holds) before the draw (and the expiries it recorded) and after. */
  available: { before: Decimal; after: Decimal };
}

export async function drawUsage(tx: TxContext, input: DrawUsageInput): Promise<DrawUsageResult> {
  const { trx, scope } = tx;
  if (input.amount.lt(0)) throw new Error(`Usage cannot be negative: ${formatDecimal(input.amount)}`);
  const nowIso = toIso(tx.now);
  const wallet = await lockWallet(tx, input.customerId, input.denomination);
  const change = new WalletChange(wallet, nowIso);
  const loaded = await repo.selectLiveGrants({ db: trx, scope }, wallet.id);
  const live = await expireLoadedGrants(tx, change, loaded, input.at);

  const byId = new Map(live.map((g) => [g.id, g]));
  const { draws, shortfall } = burnDown(
    live.map((g) => liveGrantOf(g, dec(g.balance))),
    input.amount,
    input.at,
  );
  for (const draw of draws) {
    const grant = byId.get(draw.grantId);
    if (!grant) throw new Error(`Burn-down drew from unknown grant ${draw.grantId}`);
    change.append('usage', draw.amount.negated(), { grantId: draw.grantId, eventId: input.eventId });
    await repo.updateGrant({ db: trx, scope }, draw.grantId, { balance: formatDecimal(dec(grant.balance).minus(draw.amount)), updated_at: nowIso });
  }
  change.append('usage', shortfall.negated(), { eventId: input.eventId });
  await change.save(trx, scope);
  const held = dec(wallet.held);
  return { walletId: wallet.id, balance: change.balance, draws, shortfall, available: { before: dec(wallet.balance).minus(held), after: change.balance.minus(held) } };
}
