/**
 * The customer's wallets as a step draws on them. A step locks them (in denomination-key order,
 * the order ingest locks them in) and writes through the wallets module; a preview forecasts the
 * same draws in memory (the wallets module's WalletForecast) and writes nothing. The code that
 * closes a span and plans its settlement is the same for both, so a preview invoices what the
 * step would.
 */
import { ZERO, dec, type Decimal } from '../../money/decimal.js';
import { denominationKey, type Denomination } from '../../money/denomination.js';
import { drawUsage, expireDueGrants, lockWallet, lockWalletById, walletsInLockOrder, type WalletForecast } from '../../modules/wallets/index.js';
import { startTopUpOnDraw } from '../../modules/autoTopUps/index.js';
import type { StepContext } from './context.js';

export interface StepWallets {
  /** Draws an engine-rated charge at `at`; returns the part no grant covered (the overdraft it adds). */
  draw(denomination: Denomination, amount: Decimal, at: Date): Promise<Decimal>;
  /** Records, on the wallets held when the step began, the expiry of every grant expired at `at`. */
  expireAt(at: Date): Promise<void>;
  /** The wallet of the denomination (created if need be; null id: not yet) and its balance. */
  balanceOf(denomination: Denomination): Promise<{ walletId: string | null; balance: Decimal }>;
}

/** Locks the customer's existing wallets for the step; draws and expiries write through the wallets module. */
export async function lockStepWallets(ctx: StepContext): Promise<StepWallets> {
  const wallets = await walletsInLockOrder(ctx, ctx.subscription.customer_id);
  for (const wallet of wallets) await lockWalletById(ctx, wallet.id);
  const held = wallets.map((w) => w.id);
  return {
    async draw(denomination, amount, at) {
      if (amount.lte(0)) return ZERO;
      const result = await drawUsage(ctx, { customerId: ctx.subscription.customer_id, denomination, amount, at, eventId: null });
      // An engine draw (a fee or an aggregation in a pricing unit) starts the customer's top-up when it crosses the threshold, as ingest's do.
      await startTopUpOnDraw(ctx, { customerId: ctx.subscription.customer_id, denominationKey: denominationKey(denomination), available: result.available });
      return result.shortfall;
    },
    async expireAt(at) {
      for (const walletId of held) await expireDueGrants(ctx, walletId, at);
    },
    async balanceOf(denomination) {
      const wallet = await lockWallet(ctx, ctx.subscription.customer_id, denomination);
      return { walletId: wallet.id, balance: dec(wallet.balance) };
    },
  };
}

/** The same draws, forecast: nothing is written. */
export function forecastStepWallets(forecast: WalletForecast): StepWallets {
  return {
    draw(denomination, amount, at) {
      return Promise.resolve(amount.lte(0) ? ZERO : forecast.draw(denomination, amount, at));
    },
    expireAt(at) {
      forecast.expireAll(at);
      return Promise.resolve();
    },
    balanceOf(denomination) {
      return Promise.resolve(forecast.balanceOf(denomination));
    },
  };
}
