/**
 * Group commit: items submitted together (every request that arrived in the same turn of the event
 * loop, and each batch request whole) are handed to one `runBatch` call, which processes them in
 * one transaction; submissions resolve only once that commit is durable (`BatchOutcome.durable`). A failed batch rejects every
 * submission in it (none was acknowledged).
 *
 * A submission is never split across batches, so a batch request commits or fails as one.
 * Batches run one at a time on SQLite (one connection) and a few at once on PostgreSQL; the batch
 * function takes its row locks in one global order, so concurrent batches cannot deadlock.
 */
import os from 'node:os';
import type { Store } from './store.js';

interface Submission<I, O> {
  items: readonly I[];
  resolve: (outputs: O[]) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** Most items in one batch (a larger submission runs alone). */
  maxBatchSize?: number;
  /** Batches in flight at once (SQLite has one connection: 1). */
  maxConcurrentBatches?: number;
  /**
   * Items that must be waiting before a batch starts beside one already running (default 1).
   * Fewer wait for the running batch to end and go in the next one, together with what arrives
   * meanwhile: a batch's statements cost the same for 3 events as for 30.
   */
  minItemsToOverlap?: number;
  /**
   * Asked before each batch starts: while it answers true, the batch waits one more turn of the
   * event loop (at most MAX_YIELDED_TURNS in a row). The HTTP layer answers whether a connection
   * was accepted in the last turn (http/connectionArrivals.ts): libuv takes in one per turn, and a
   * SQLite batch holds the thread for its whole transaction.
   */
  yieldWhile?: () => boolean;
}

/**
 * Most turns a batch waits in a row for `yieldWhile`: a burst of this many new connections is
 * taken in before the next batch (each turn costs a poll, microseconds), and a flood of them
 * cannot hold ingest back for longer.
 */
export const MAX_YIELDED_TURNS = 256;

/**
 * PostgreSQL's minItemsToOverlap. Starting a second batch for every handful of waiting events
 * split the load into batches of ~10 events, each paying the batch's round trips (9 then, 7 now). On a machine
 * where Meterline's own CPU is the limit (npm run bench, 2 cores, medians of 5-6 alternating runs
 * of `postgres` and `postgres_two_nodes`), 32 beat 16 on both legs: one node 992 -> 1,130 events/s
 * (30 events per batch instead of 21), two nodes on one server 775 -> 1,115; 48 gave one node
 * 1,220 but two nodes 879 (with 32 connections each, a node rarely had 48 waiting). With 1 (a
 * batch beside every running one): two nodes 945-1,120.
 */
const PG_MIN_ITEMS_TO_OVERLAP = 32;

/** minItemsToOverlap by default: PostgreSQL's threshold; SQLite runs one batch at a time anyway. */
export function defaultMinItemsToOverlap(store: Store): number {
  return store.dialect === 'postgres' ? PG_MIN_ITEMS_TO_OVERLAP : 1;
}

/**
 * Batches in flight by default: one on SQLite (one connection). On PostgreSQL one per core (at
 * least two), at most 8 and at most half the pool: a batch holds a connection for its whole
 * transaction, and every other request needs one too. More batches in flight make each smaller
 * (more statements per event) and contend for the same wallets: on a 2-core machine, 2 in
 * flight gave 2,356 events/s against 1,931 with 4 and 2,009 with 8 (`npm run bench`).
 */
export function defaultConcurrentBatches(store: Store): number {
  if (store.dialect === 'sqlite') return 1;
  return Math.max(1, Math.min(8, Math.max(2, os.availableParallelism()), Math.floor(store.maxConnections / 2)));
}

/** What a batch answers: its outputs, and when they may be told (after `durable`). */
export interface BatchOutcome<O> {
  outputs: O[];
  /** The batch's commit on stable storage; the next batch may start before it resolves. */
  durable: Promise<void>;
}

export class GroupCommitter<I, O> {
  private readonly queue: Submission<I, O>[] = [];
  private running = 0;
  private scheduled = false;
  private readonly maxBatchSize: number;
  private readonly maxConcurrentBatches: number;
  private readonly minItemsToOverlap: number;
  private readonly yieldWhile: () => boolean;

  constructor(
    private readonly runBatch: (items: I[]) => Promise<BatchOutcome<O>>,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatchSize = options.maxBatchSize ?? 256;
    this.maxConcurrentBatches = options.maxConcurrentBatches ?? 1;
    this.minItemsToOverlap = options.minItemsToOverlap ?? 1;
    this.yieldWhile = options.yieldWhile ?? (() => false);
  }

  /** Resolves, after the commit, with one output per item, in order; rejects when the batch failed. */
  submit(items: readonly I[]): Promise<O[]> {
    return new Promise<O[]>((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      this.schedule();
    });
  }

  /** Submissions waiting or batches running, for tests and shutdown. */
  get pending(): number {
    return this.queue.length + this.running;
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.maxConcurrentBatches || this.queue.length === 0) return;
    this.scheduled = true;
    // Let every request that arrived in this turn of the event loop join the batch.
    setImmediate(() => this.startBatches());
  }

  /** `yieldedTurns`: the turns this start has already waited for `yieldWhile`. */
  private startBatches(yieldedTurns = 0): void {
    // New connections still arriving: one more turn, so the poll phase accepts the next one.
    if (yieldedTurns < MAX_YIELDED_TURNS && this.yieldWhile()) {
      setImmediate(() => this.startBatches(yieldedTurns + 1));
      return;
    }
    this.scheduled = false;
    while (this.running < this.maxConcurrentBatches && this.queue.length > 0) {
      // Beside a running batch, only a full enough one; the rest waits for the running one to end.
      if (this.running > 0 && this.waitingItems() < this.minItemsToOverlap) break;
      void this.run(this.takeBatch());
    }
  }

  private waitingItems(): number {
    let items = 0;
    for (const submission of this.queue) items += submission.items.length;
    return items;
  }

  private takeBatch(): Submission<I, O>[] {
    const batch: Submission<I, O>[] = [];
    let size = 0;
    while (this.queue.length > 0) {
      const next = this.queue[0] as Submission<I, O>;
      if (batch.length > 0 && size + next.items.length > this.maxBatchSize) break;
      batch.push(next);
      size += next.items.length;
      this.queue.shift();
    }
    return batch;
  }

  private async run(batch: Submission<I, O>[]): Promise<void> {
    this.running += 1;
    let outcome: BatchOutcome<O>;
    try {
      outcome = await this.runBatch(batch.flatMap((s) => s.items));
    } catch (error) {
      for (const submission of batch) submission.reject(error);
      return;
    } finally {
      // The connection is free once the commit returned: the next batch overlaps this one's sync.
      this.running -= 1;
      this.schedule();
    }
    try {
      await outcome.durable;
    } catch (error) {
      for (const submission of batch) submission.reject(error);
      return;
    }
    let offset = 0;
    for (const submission of batch) {
      submission.resolve(outcome.outputs.slice(offset, offset + submission.items.length));
      offset += submission.items.length;
    }
  }
}
