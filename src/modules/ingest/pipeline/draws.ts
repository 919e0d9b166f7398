/**
 * Phase 2's draws (ingestBatch.ts): every event of the batch drawn from the wallet book in arrival
 * order, in memory, with the overdraft limits decided on the way (issue 28): an event whose draw
 * would take a wallet's available balance (balance less live holds) below minus its limit is
 * refused, alone, and draws nothing; the events after it see the balances without it. An event
 * charging several denominations is refused whole when any of them does not fit.
 */
import { dec, formatDecimal, ZERO } from '../../../money/decimal.js';
import { denominationKey } from '../../../money/denomination.js';
import type { Scope } from '../../../db/scope.js';
import { firesAny, type BalanceAlertTable, type BalanceChange } from '../../balanceAlerts/index.js';
import { newRun, type AutoTopUpRunTable, type TopUpBook } from '../../autoTopUps/index.js';
import type { LimitBook } from '../../overdraftLimits/index.js';
import { inForceAt, type PastPlanPhase, type RatingSubscriptionRow } from '../../subscriptions/index.js';
import type { Shortfall, WalletBook } from '../../wallets/index.js';
import type { DenominationTotal } from '../costItems.js';
import type { CostItem } from '../schemas.js';
import { scopeKeyOf, type Decision } from './decisions.js';
import { outcomeOf } from './outcomes.js';
import type { RunningTotals } from './runningTotals.js';
import type { IncomingEvent, PipelineOutcome } from './types.js';

/** What a scope's limits are decided from: its limits, and its customers' subscriptions (for their plans' limits). */
export interface ScopeLimits {
  limits: LimitBook;
  subscriptions: ReadonlyMap<string, readonly RatingSubscriptionRow[]>;
  phases: readonly PastPlanPhase[];
}

export interface DrawPass {
  outcomes: PipelineOutcome[];
  /** The draws that crossed a balance alert's threshold. */
  crossed: Array<{ scope: Scope; change: BalanceChange; at: Date }>;
  /** The top-ups the draws started (auto top-ups' runs, written with the draws). */
  topUps: AutoTopUpRunTable[];
}

/** `totals` and `cost` are parallel (decisions.ts: one cost item per denomination total). */
function refusalMessage(customerId: string, shortfall: Shortfall, totals: readonly DenominationTotal[], cost: readonly CostItem[]): string {
  const item = cost[totals.findIndex((t) => denominationKey(t.denomination) === shortfall.denominationKey)];
  const unit = item?.currency_code ?? item?.pricing_unit_code ?? shortfall.denominationKey;
  return (
    `Customer ${customerId} has ${formatDecimal(shortfall.available)} ${unit} available; this event costs ${formatDecimal(shortfall.amount)}, ` +
    `past the overdraft limit of ${formatDecimal(shortfall.limit)}. Nothing was stored: send it again with the same idempotency_key once credits arrive`
  );
}

export function drawInArrivalOrder(
  wallets: WalletBook,
  items: readonly IncomingEvent[],
  decisions: Decision[],
  now: Date,
  limits: ReadonlyMap<string, ScopeLimits>,
  alerts: ReadonlyMap<string, BalanceAlertTable[]>,
  topUps: ReadonlyMap<string, TopUpBook>,
  /** The batch's locked running totals (graduated and package fees); absent when it has none. */
  running?: RunningTotals,
): DrawPass {
  const pass: DrawPass = { outcomes: [], crossed: [], topUps: [] };
  decisions.forEach((current, index) => {
    const item = items[index] as IncomingEvent;
    const at = item.now ?? now;
    const scopeKey = scopeKeyOf(item.scope);
    let decision = running ? running.price(current) : current;
    decisions[index] = decision;
    const scopeLimits = limits.get(scopeKey);
    if (decision.kind === 'new' && scopeLimits && !scopeLimits.limits.isEmpty) {
      const customerId = decision.row.customer_id;
      // The plans whose limits bind are those of the subscriptions in force when the draw is made.
      const planIds = inForceAt(scopeLimits.subscriptions.get(customerId) ?? [], at, scopeLimits.phases).map((s) => s.plan_id);
      const shortfall = wallets.shortfall(customerId, decision.totals, at, (key) => scopeLimits.limits.limitFor(customerId, planIds, key));
      if (shortfall) {
        decision = { kind: 'refused', row: decision.row, cost: decision.cost, message: refusalMessage(customerId, shortfall, decision.totals, decision.cost) };
        decisions[index] = decision;
      }
    }
    const book = topUps.get(scopeKey);
    const eventId = decision.kind === 'new' ? decision.row.id : null;
    const onChange = (change: BalanceChange) => {
      if (firesAny(change, alerts.get(scopeKey) ?? [])) pass.crossed.push({ scope: item.scope, change, at });
      if (book && eventId !== null) {
        const run = topUpStarted(book, item.scope, change, eventId, at);
        if (run) pass.topUps.push(run);
      }
    };
    pass.outcomes.push(outcomeOf(decision, index, item.event, decisions, wallets, at, onChange));
    // Only a stored event moves the running totals the next ones are priced from.
    if (running && decision.kind === 'new') running.commit(decision);
  });
  return pass;
}

/** The run a draw starts when it takes the available balance across an auto top-up's threshold (autoTopUps/topUpBook.ts), keyed on the drawing event. */
function topUpStarted(book: TopUpBook, scope: Scope, change: BalanceChange, eventId: string, at: Date): AutoTopUpRunTable | null {
  const held = change.item.held === undefined ? ZERO : dec(change.item.held);
  const autoTopUpId = book.crossedBy(change.customerId, change.denominationKey, change.before.minus(held), change.after.minus(held));
  if (autoTopUpId === null) return null;
  return newRun(scope, { id: autoTopUpId, customer_id: change.customerId }, `${autoTopUpId}:${eventId}`, at);
}
