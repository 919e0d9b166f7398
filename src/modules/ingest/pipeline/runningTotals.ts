/**
 * The running quantities of graduated and package fees (issue 31, item 2), part of a batch's
 * locked state (ingestBatch.ts). An event's charge for such a fee is price(total after) -
 * price(total before), the total being the fee's quantity so far in the subscription's billing
 * period holding the event (`fee_period_quantities`).
 *
 * After phase 1 rated the batch, the totals it needs are created where missing and locked, every
 * batch in one global order (company, mode, subscription, fee, period start), before any wallet is
 * locked: a second batch of the same customer waits for the first one's commit and then reads the
 * total it wrote, so no two batches price from the same total and none skips a tier. The draws
 * (draws.ts) price each event in arrival order from the totals as locked, and only an event that is
 * stored advances them (a refused one does not); the totals are written with the draws.
 */
import type { BatchTx } from '../../../db/batchTransaction.js';
import { newId } from '../../../db/ids.js';
import type { Scope } from '../../../db/scope.js';
import { inScope } from '../../../db/scope.js';
import { periodContaining } from '../../../kernel/calendar/index.js';
import { runningCharge } from '../../../kernel/rating/index.js';
import { dec, formatDecimal, ZERO, type Decimal } from '../../../money/decimal.js';
import { exceedsMaxAmount } from '../../../money/limits.js';
import { toIso } from '../../../time.js';
import { scheduleOf } from '../../subscriptions/index.js';
import { totalsByDenomination } from '../costItems.js';
import { chargeLinesText } from '../chargeLines.js';
import { MAX_EVENT_AMOUNT } from '../rating/rateEvent.js';
import type { Charge } from '../rating/types.js';
import { unique, type Decision, type ScopeGroup } from './decisions.js';

type NewDecision = Extract<Decision, { kind: 'new' }>;

export function hasRunningCharges(decision: Decision): boolean {
  return decision.kind === 'new' && decision.charges.some((charge) => charge.running !== undefined);
}

interface Total {
  id: string;
  quantity: Decimal;
  changed: boolean;
}

/** The batch's locked totals; `fresh()` starts a draw pass from them as read. */
export class RunningTotals {
  private totals = new Map<string, Total>();

  constructor(private readonly read: ReadonlyMap<string, { id: string; quantity: Decimal }>) {
    this.fresh();
  }

  fresh(): this {
    this.totals = new Map([...this.read].map(([key, row]) => [key, { id: row.id, quantity: row.quantity, changed: false }]));
    return this;
  }

  /** The event priced from the totals as they stand: its running charges, totals and cost. */
  price(decision: Decision): Decision {
    if (decision.kind !== 'new' || !hasRunningCharges(decision)) return decision;
    const seen = new Map<string, Decimal>();
    const charges: Charge[] = [];
    for (const charge of decision.charges) {
      const key = charge.running?.key;
      if (!charge.running || key === undefined) {
        charges.push(charge);
        continue;
      }
      const before = seen.get(key) ?? this.totals.get(key)?.quantity ?? ZERO;
      seen.set(key, before.plus(charge.quantity));
      const amount = runningCharge(charge.running.price, before, charge.quantity);
      if (exceedsMaxAmount(amount)) {
        return { kind: 'failed', code: 'VALIDATION_ERROR', message: `would charge ${amount.toFixed()}, more than the ${MAX_EVENT_AMOUNT.toFixed()} one event may be charged`, path: 'body.properties' };
      }
      charges.push({ ...charge, amount });
    }
    const totals = totalsByDenomination(charges);
    // The denominations are those of phase 1's rating, in the same order: only the amounts move.
    const cost = decision.cost.map((item, i) => ({ ...item, amount: formatDecimal(totals[i]?.amount ?? ZERO) }));
    return { ...decision, charges, totals, cost, row: { ...decision.row, cost: JSON.stringify(cost), charges: chargeLinesText(charges) } };
  }

  /** A stored event's quantities join the totals. */
  commit(decision: Decision): void {
    if (decision.kind !== 'new') return;
    for (const charge of decision.charges) {
      const key = charge.running?.key;
      if (key === undefined) continue;
      const total = this.totals.get(key);
      if (!total) throw new Error(`Running total ${key} was not locked by this batch`);
      total.quantity = total.quantity.plus(charge.quantity);
      total.changed = true;
    }
  }

  /** Writes the totals the stored events moved. */
  async write(tx: BatchTx, nowIso: string): Promise<void> {
    for (const total of this.totals.values()) {
      if (!total.changed) continue;
      await tx.kysely.updateTable('fee_period_quantities').set({ quantity: formatDecimal(total.quantity), updated_at: nowIso }).where('id', '=', total.id).execute();
      if (tx.kind === 'sqlite') tx.counted(1);
    }
  }
}

function keyOf(subscriptionId: string, feeId: string, periodStart: string): string {
  return `${subscriptionId}|${feeId}|${periodStart}`;
}

/** The period starts of the group's running charges, from each subscription's calendar (the engine's: subscriptions/schedule.ts). */
async function periodStarts(tx: BatchTx, scope: Scope, decisions: readonly NewDecision[]): Promise<(charge: Charge) => string> {
  const charges = decisions.flatMap((d) => d.charges.filter((c) => c.running !== undefined));
  const subscriptions = new Map(
    (await tx.kysely.selectFrom('subscriptions').select(['id', 'start_date', 'billing_anchor_day']).where(inScope(scope)).where('id', 'in', unique(charges.map((c) => c.subscriptionId))).execute()).map((s) => [s.id, s]),
  );
  const plans = new Map(
    (await tx.kysely.selectFrom('plans').select(['id', 'invoicing_cadence']).where(inScope(scope)).where('id', 'in', unique(charges.map((c) => c.planId))).execute()).map((p) => [p.id, p]),
  );
  const company = await tx.kysely.selectFrom('companies').select('timezone').where('id', '=', scope.companyId).executeTakeFirst();
  if (tx.kind === 'sqlite') tx.counted(3);
  const zone = company?.timezone ?? 'UTC';
  return (charge) => {
    const subscription = subscriptions.get(charge.subscriptionId);
    const plan = plans.get(charge.planId);
    const at = charge.running?.timestamp;
    if (!subscription || !plan || !at) throw new Error(`No billing calendar for subscription ${charge.subscriptionId}`);
    const period = periodContaining(scheduleOf(subscription, plan, zone), at);
    return toIso(period?.start ?? new Date(subscription.start_date));
  };
}

/**
 * Names each running charge's total, then creates the totals missing and locks them all in the
 * global order; null when the batch has no graduated or package charge (no statement).
 */
export async function lockRunningTotals(tx: BatchTx, groups: readonly ScopeGroup[], decisions: Decision[], nowIso: string): Promise<RunningTotals | null> {
  const read = new Map<string, { id: string; quantity: Decimal }>();
  let any = false;
  for (const group of groups) {
    const mine = group.indices.filter((i) => hasRunningCharges(decisions[i] as Decision));
    if (mine.length === 0) continue;
    any = true;
    const periodOf = await periodStarts(tx, group.scope, mine.map((i) => decisions[i] as NewDecision));
    const keys = new Map<string, { subscription_id: string; fee_id: string; period_start: string }>();
    for (const index of mine) {
      const decision = decisions[index] as NewDecision;
      const charges = decision.charges.map((charge) => {
        if (!charge.running || charge.feeId === null) return charge;
        const periodStart = periodOf(charge);
        const key = keyOf(charge.subscriptionId, charge.feeId, periodStart);
        keys.set(key, { subscription_id: charge.subscriptionId, fee_id: charge.feeId, period_start: periodStart });
        return { ...charge, running: { ...charge.running, key } };
      });
      decisions[index] = { ...decision, charges };
    }
    const ordered = [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    await tx.kysely
      .insertInto('fee_period_quantities')
      .values(ordered.map(([, k]) => ({ id: newId(), company_id: group.scope.companyId, mode: group.scope.mode, ...k, quantity: '0', updated_at: nowIso })))
      .onConflict((oc) => oc.columns(['company_id', 'mode', 'subscription_id', 'fee_id', 'period_start']).doNothing())
      .execute();
    const rows = await tx.kysely
      .selectFrom('fee_period_quantities')
      .select(['id', 'subscription_id', 'fee_id', 'period_start', 'quantity'])
      .where(inScope(group.scope))
      .where('subscription_id', 'in', unique(ordered.map(([, k]) => k.subscription_id)))
      .where('fee_id', 'in', unique(ordered.map(([, k]) => k.fee_id)))
      .where('period_start', 'in', unique(ordered.map(([, k]) => k.period_start)))
      .orderBy('subscription_id')
      .orderBy('fee_id')
      .orderBy('period_start')
      .$if(tx.kind === 'postgres', (q) => q.forUpdate())
      .execute();
    if (tx.kind === 'sqlite') tx.counted(2);
    for (const row of rows) read.set(keyOf(row.subscription_id, row.fee_id, row.period_start), { id: row.id, quantity: dec(row.quantity) });
  }
  return any ? new RunningTotals(read) : null;
}
