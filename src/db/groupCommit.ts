/**
 * Group commit: units of work that arrive together run in one transaction, each in its own
 * savepoint, and are acknowledged only after that transaction's durable commit. One failing unit
 * rolls back alone; a failed commit fails every unit of the batch (none was acknowledged).
 *
 * Units carry a lock key (the customer id for ingest); a batch runs its units in lock-key order,
 * so concurrent batches (several on PostgreSQL, on one or many nodes) take row locks in one global
 * order and cannot deadlock on them.
 */
import type { Transaction } from 'kysely';
import type { Database } from './schema.js';
import type { Store } from './store.js';
import { isStoreUnavailable } from './store.js';
import { withSavepoint } from './savepoint.js';

export type UnitOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

interface PendingUnit<T> {
  lockKey: string;
  work: (trx: Transaction<Database>) => Promise<T>;
  resolve: (outcome: UnitOutcome<T>) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Most units in one transaction. */
  maxBatchSize?: number;
  /** Batches in flight at once (SQLite has one connection: 1). */
  maxConcurrentBatches?: number;
}

export class GroupCommitter {
  private readonly queue: PendingUnit<unknown>[] = [];
  private running = 0;
  private scheduled = false;
  private readonly maxBatchSize: number;
  private readonly maxConcurrentBatches: number;

  constructor(
    private readonly store: Store,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatchSize = options.maxBatchSize ?? 256;
    // Batches hold a connection each for their whole transaction: leave half of the pool to
    // every other request, or reads would time out waiting for one under ingest load.
    this.maxConcurrentBatches =
      options.maxConcurrentBatches ?? (store.dialect === 'sqlite' ? 1 : Math.min(8, Math.max(1, Math.floor(store.maxConnections / 2))));
  }

  /**
   * Runs `work` inside a shared transaction. Resolves after the commit with the unit's own
   * outcome (its error when it threw and was rolled back to its savepoint); rejects when the
   * batch could not commit.
   */
  submit<T>(lockKey: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<UnitOutcome<T>> {
    return new Promise<UnitOutcome<T>>((resolve, reject) => {
      this.queue.push({ lockKey, work, resolve, reject } as PendingUnit<unknown>);
      this.schedule();
    });
  }

  /** Units waiting or running, for tests and shutdown. */
  get pending(): number {
    return this.queue.length + this.running;
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.maxConcurrentBatches || this.queue.length === 0) return;
    this.scheduled = true;
    // Let every request that arrived in this turn of the event loop join the batch.
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.maxConcurrentBatches && this.queue.length > 0) {
        void this.runBatch(this.queue.splice(0, this.maxBatchSize));
      }
    });
  }

  private async runBatch(units: PendingUnit<unknown>[]): Promise<void> {
    this.running += 1;
    const ordered = [...units].sort((a, b) => (a.lockKey < b.lockKey ? -1 : a.lockKey > b.lockKey ? 1 : 0));
    const outcomes = new Map<PendingUnit<unknown>, UnitOutcome<unknown>>();
    try {
      await this.store.db.transaction().execute(async (trx) => {
        let index = 0;
        for (const unit of ordered) {
          try {
            const value = await withSavepoint(trx, `unit_${index++}`, () => unit.work(trx));
            outcomes.set(unit, { ok: true, value });
          } catch (error) {
            // A lost database cannot be contained in a savepoint: fail the whole batch.
            if (isStoreUnavailable(error)) throw error;
            outcomes.set(unit, { ok: false, error });
          }
        }
      });
      for (const unit of units) unit.resolve(outcomes.get(unit) ?? { ok: false, error: new Error('unit did not run') });
    } catch (error) {
      for (const unit of units) unit.reject(error);
    } finally {
      this.running -= 1;
      this.schedule();
    }
  }
}
