/**
 * Phase 3's answers (ingestBatch.ts): each event's outcome, drawn from the wallet book in arrival
 * order. (A new event's charges are in its row already: chargeLines.ts.)
 */
import { denominationKey } from '../../../money/denomination.js';
import type { BalanceChange } from '../../balanceAlerts/index.js';
import type { WalletBook } from '../../wallets/index.js';
import type { CostItem } from '../schemas.js';
import { winnerOf, type Decision } from './decisions.js';
import { payloadDifferences } from './payloadDiff.js';
import type { AcceptedEvent, EventOutcome, PipelineOutcome } from './types.js';

export function outcomeOf(
  decision: Decision,
  index: number,
  event: AcceptedEvent,
  decisions: readonly Decision[],
  book: WalletBook,
  now: Date,
  onChange: (change: BalanceChange) => void,
): PipelineOutcome {
  switch (decision.kind) {
    case 'failed':
      return decision.path === undefined
        ? { status: 'failed', code: decision.code, message: decision.message }
        : { status: 'failed', code: decision.code, message: decision.message, path: decision.path };
    case 'error':
      return { status: 'error', error: decision.error };
    case 'behindClock':
      return { status: 'behindClock', testClock: decision.testClock };
    case 'new': {
      const { row } = decision;
      // Wallets in denomination order, the order every wallet lock in the product follows.
      const ordered = [...decision.totals].sort((a, b) => (denominationKey(a.denomination) < denominationKey(b.denomination) ? -1 : 1));
      for (const total of ordered) {
        if (total.amount.isZero()) continue;
        const before = book.balanceAt(row.customer_id, total.denomination, now);
        book.draw(row.customer_id, total.denomination, total.amount, now, row.id);
        const after = book.balanceOf(row.customer_id, total.denomination, now);
        if (before !== null && after) {
          onChange({ customerId: row.customer_id, denominationKey: denominationKey(total.denomination), before, after: after.balance, item: after.item });
        }
      }
      const inserted: EventOutcome = { status: 'inserted', usageId: row.id, cost: decision.cost, balances: book.balances(row.customer_id, now) };
      return decision.pricedAtClose ? { ...inserted, pricedAtPeriodClose: decision.pricedAtClose } : inserted;
    }
    case 'refused':
      return refusal(decision, book, now);
    case 'stored':
    case 'repeat': {
      const winner = winnerOf(decision, decisions);
      // A repeat of an event refused in this batch is refused the same way: nothing of it is stored.
      if (winner.kind === 'refused') return refusal(winner, book, now);
      // The stored event (or the batch's first occurrence of the key) against this one.
      if (winner.kind === 'stored') {
        const { row } = winner;
        return { status: 'duplicate', usageId: row.id, cost: JSON.parse(row.cost) as CostItem[], balances: book.balances(row.customer_id, now), differences: payloadDifferences(row, event) };
      }
      if (winner.kind === 'new') {
        const { row } = winner;
        return { status: 'duplicate', usageId: row.id, cost: winner.cost, balances: book.balances(row.customer_id, now), differences: payloadDifferences(row, event) };
      }
      return { status: 'error', error: new Error(`Event ${index} repeats an event that was not stored`) };
    }
  }
}

function refusal(decision: Extract<Decision, { kind: 'refused' }>, book: WalletBook, now: Date): EventOutcome {
  return { status: 'failed', code: 'INSUFFICIENT_BALANCE', message: decision.message, cost: decision.cost, balances: book.balances(decision.row.customer_id, now) };
}
