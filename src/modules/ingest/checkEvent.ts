/**
 * `POST /v1/customers/{id}/check` (issue 28, item 2): may this customer do this now? The event is
 * decided by the ingest pipeline itself, in a transaction that is rolled back: the same reads, the
 * same locks, the same rating and the same limits, so the answer is what an ingest would decide
 * in that instant, and nothing of it is stored (no event, no charge, no ledger entry, no webhook).
 * It costs what an ingest costs, and waits where an ingest would wait.
 */
import { runRolledBack } from '../../db/batchTransaction.js';
import { newId } from '../../db/ids.js';
import type { Scope } from '../../db/scope.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../errors/index.js';
import { findCustomer } from '../customers/index.js';
import { walletBalances } from '../wallets/index.js';
import { ingestBatch, type IngestBatchDeps } from './pipeline/ingestBatch.js';
import { exactOutcomes } from './pipeline/types.js';
import type { CheckEventBody, CheckResult, CostItem } from './schemas.js';
import { acceptEvent } from './acceptEvent.js';

export type CheckAnswer = Omit<CheckResult, 'request_id'>;

export async function checkEvent(store: Store, deps: IngestBatchDeps, scope: Scope, customerId: string, body: CheckEventBody, now: Date): Promise<CheckAnswer> {
  // The path's customer first, as every customer route: an unknown one is 404 whatever the event.
  if (!(await findCustomer({ db: store.db, scope }, customerId))) throw notFound('Customer', customerId);
  // A key no stored event has: the event is decided as new, never as a duplicate.
  const event = acceptEvent({ ...body, customer_id: customerId, idempotency_key: `check_${newId()}` }, now);
  const { outcome, balances } = await runRolledBack(store, async (tx) => {
    const before = await walletBalances({ db: tx.kysely, scope: scope }, customerId, now);
    const [decided] = exactOutcomes((await ingestBatch(tx, [{ scope, event, now }], now, deps)).outcomes);
    if (!decided) throw new Error('The dry run answered no outcome');
    return { outcome: decided, balances: before };
  });
  switch (outcome.status) {
    case 'inserted':
      return { success: true, allowed: true, cost: outcome.cost, customer_balances: balances };
    case 'duplicate':
      throw new Error('A checked event cannot be a duplicate');
    case 'error':
      throw outcome.error;
    case 'failed': {
      if (outcome.code === 'CUSTOMER_NOT_FOUND') throw notFound('Customer', customerId);
      const cost: CostItem[] = outcome.cost ?? [];
      return { success: true, allowed: false, cost, customer_balances: balances, error: { code: outcome.code, message: outcome.message } };
    }
  }
}
