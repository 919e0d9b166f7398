/**
 * SQLite checkpoints off the main thread. In WAL mode every commit appends its pages to the
 * write-ahead log, and a checkpoint copies them back into the database file (reading each frame,
 * writing each page, then two fsyncs). By default the committing connection runs it itself, on
 * the main thread, every 1,000 pages: under ingest that was every few batches, and a checkpoint
 * froze HTTP and the next batch for its reads, writes and fsyncs (measured with
 * `npm run bench:pipeline`: the commit took half of a batch's time at the default, a third as
 * long when checkpoints were rare).
 *
 * A worker thread with its own connection runs `wal_checkpoint(PASSIVE)` every CHECKPOINT_EVERY_MS
 * instead: a passive checkpoint never blocks the writer, nor waits for it, and the writer starts
 * the log over from its beginning once everything in it is copied. The main connection keeps an
 * automatic checkpoint at a larger size as a backstop (a stalled or failed worker cannot let the
 * log grow without bound). Durability does not change: the checkpoint syncs the log before it
 * copies from it, and an acknowledged commit was synced by walSync.ts before its answer.
 *
 * The log starts over only when a write transaction begins with every frame in it copied. Under
 * back-to-back batches that moment never came: the worker's pass always ended after the next batch
 * had begun, the log grew to the backstop (then 64 MiB; 67-128 MiB measured under `npm run bench`'s
 * batch leg) and the main connection checkpointed on the main thread. So the worker reports when
 * the log has passed RESTART_PAGES (BULK_RESTART_PAGES at the bulk pace), and the next ingest
 * batch first asks it for one pass and waits for it (`catchUp`, awaited: the event loop goes on
 * reading requests meanwhile); the batch then begins on a fully copied log, and SQLite starts the
 * log over. `npm run bench`, SQLite legs at 300,000 events, two interleaved rounds against the same
 * build without the wait: batch p99 1.54 and 2.00 s against p50 1.17 and 1.27 s (without: 2.67 and
 * 3.00 s against 1.16 and 1.19 s); CPU per event and events/s within the runs' noise.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * How often the worker checkpoints (a passive checkpoint of a log with nothing new costs
 * microseconds). Often and small beats rare and large: a large checkpoint's fsync delays the WAL
 * sync that acknowledged commits wait for. `npm run bench`, SQLite single-event leg, quiet machine:
 * p99 20-21 ms every 20 ms, 30 ms every 50, 38-42 ms every 100 or 1,000; on the main thread at the
 * default 1,000 pages, p99 24-25 ms with 15-20% fewer events/s.
 */
export const CHECKPOINT_EVERY_MS = 20;
/**
 * How often the worker checkpoints while only bulk commits arrive (each of BULK_COMMIT_ITEMS or
 * more). A pass copies each page once however many commits rewrote it since the last pass, and
 * bulk ingest rewrites the same pages commit after commit (a wallet's row, its ledger leaf, a
 * customer's pending-events leaf): at 20 ms a pass covered one 200-event commit and copied 98% of
 * the frames written, at 100 ms 71% (`/proc/<pid>/task/<tid>/io` of the checkpoint thread,
 * `npm run bench`'s batch leg). A bulk commit's request already waits hundreds of milliseconds, so
 * the larger fsync of a rarer pass costs it nothing it notices; a small commit is answered in
 * milliseconds, so one small commit puts the worker back on CHECKPOINT_EVERY_MS for a second.
 * A pass every second, over a log allowed to grow to BULK_RESTART_PAGES before a batch waits for
 * one, copies each of the pages the batch leg keeps rewriting (a thousand customers' pending-events
 * leaves, their ledger leaves, wallet and grant rows) once per second instead of once per 3-4
 * commits: `npm run bench`'s batch leg at 200,000 events, alternating builds, server CPU per event
 * 99 -> 87 and 91 -> 81 us, events/s +17%, p99/p50 1.20 and 1.29 (200 ms and 16 MiB: 1.17, 1.18);
 * the checkpoint thread had taken ~13% of the server's CPU.
 */
export const BULK_CHECKPOINT_EVERY_MS = 1_000;
/** A commit of this many items or more is a bulk commit (see BULK_CHECKPOINT_EVERY_MS). */
export const BULK_COMMIT_ITEMS = 100;
/** After a small commit, how long the worker keeps the small commits' pace. */
const LATENCY_PACE_HOLD_MS = 1_000;
/** The log's size, in pages (16 MiB), past which the next batch waits for one pass so the log starts over. */
export const RESTART_PAGES = 4_000;
/**
 * The same at the bulk pace (64 MiB): a second of the batch leg writes ~12,000 frames, so a log
 * held to RESTART_PAGES would have each batch wait for a pass every 3-4 commits and the pace would
 * not matter. The log's file keeps its largest size (SQLite reuses it from its start).
 */
export const BULK_RESTART_PAGES = 16_000;
/**
 * The main connection's own automatic checkpoint, in pages (192 MiB): only reached when the worker
 * falls behind, well past where the log starts over at either pace.
 */
export const BACKSTOP_CHECKPOINT_PAGES = 48_000;
/** Longest a batch waits for that pass: a stuck worker never holds the writer (the backstop remains). */
const CATCH_UP_LIMIT_MS = 1_000;

/** The worker, as CommonJS source: it runs the same way from the sources (tests) and from dist. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = FULL');
let failures = 0;
let reportedBehind = false;
// The log's size at the last pass asked for: the batch that asked begins on it, and until that
// batch commits the log still reads this size, which is no news.
let passedAt = -1;
// After that pass, no tick for one period: a checkpoint running as the batch begins would hold
// the locks SQLite needs to start the log over, and it would not.
let quietUntil = 0;
// The pace: every tick, or every bulkEveryMs while the main thread reports only bulk commits.
let bulk = false;
let lastPassAt = 0;
function checkpoint() {
  lastPassAt = Date.now();
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
    return result;
  } catch (error) {
    failures += 1;
    if (failures === 1) parentPort.postMessage({ failed: String(error && error.message || error) });
    return null;
  }
}
const timer = setInterval(() => {
  const now = Date.now();
  if (now < quietUntil) return;
  // Half a tick of slack: a timer firing a little early still makes the bulk pass on time.
  if (bulk && now - lastPassAt < workerData.bulkEveryMs - workerData.everyMs / 2) return;
  const result = checkpoint();
  if (!result) return;
  const behind = result.log >= (bulk ? workerData.bulkRestartPages : workerData.restartPages) && result.log !== passedAt;
  if (behind === reportedBehind) return;
  reportedBehind = behind;
  parentPort.postMessage({ behind });
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message === 'stop') {
    clearInterval(timer);
    db.close();
    parentPort.close();
    return;
  }
  if (message && typeof message.bulk === 'boolean') {
    bulk = message.bulk;
    return;
  }
  if (message && typeof message.pass === 'number') {
    const result = checkpoint();
    passedAt = result ? result.log : -1;
    quietUntil = Date.now() + workerData.everyMs;
    // Told again at a later tick if the log grows on instead of starting over.
    reportedBehind = false;
    parentPort.postMessage({ passed: message.pass });
  }
});
`;

interface WorkerMessage {
  failed?: string;
  behind?: boolean;
  passed?: number;
}

export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  /** The worker's last word on the log: past RESTART_PAGES (BULK_RESTART_PAGES at the bulk pace). */
  private behind = false;
  private passes = 0;
  private readonly waiting = new Map<number, () => void>();
  /** The pace last sent to the worker: bulk (BULK_CHECKPOINT_EVERY_MS) or not. */
  private bulk = false;
  private lastSmallCommitAt = 0;

  /** Starts checkpointing `file` (an SQLite database in WAL mode) on a worker thread. */
  constructor(file: string, onFailure: (message: string) => void = () => undefined) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const workerData = { file, driver, everyMs: CHECKPOINT_EVERY_MS, bulkEveryMs: BULK_CHECKPOINT_EVERY_MS, restartPages: RESTART_PAGES, bulkRestartPages: BULK_RESTART_PAGES };
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    this.worker.unref();
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.failed !== undefined) onFailure(message.failed);
      if (message.behind !== undefined) this.behind = message.behind;
      if (message.passed !== undefined) this.waiting.get(message.passed)?.();
    });
    this.worker.on('error', (error) => onFailure(error.message));
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
  }

  /** The worker's last word: the log has grown past RESTART_PAGES or BULK_RESTART_PAGES (for tests). */
  get logIsLong(): boolean {
    return this.behind;
  }

  /** The worker checkpoints at the bulk pace (for tests). */
  get bulkPace(): boolean {
    return this.bulk;
  }

  /**
   * A commit of `items` (events, for ingest) has been made: sets the worker's pace. Bulk only when
   * this commit is bulk and no small one came in the last LATENCY_PACE_HOLD_MS, so a mix of bulk
   * and single-event ingest keeps the single events' latency. Messages the worker only on a change.
   */
  noteCommit(items: number, now = Date.now()): void {
    if (items < BULK_COMMIT_ITEMS) this.lastSmallCommitAt = now;
    const bulk = items >= BULK_COMMIT_ITEMS && now - this.lastSmallCommitAt >= LATENCY_PACE_HOLD_MS;
    if (bulk === this.bulk) return;
    this.bulk = bulk;
    this.worker.postMessage({ bulk });
  }

  /** Passes asked for by `catchUp` so far (for tests). */
  get passesAsked(): number {
    return this.passes;
  }

  /**
   * When the worker has reported the log past its restart size: one pass now, awaited, so that a write
   * transaction begun next finds every frame copied and starts the log over. At once otherwise.
   */
  async catchUp(): Promise<void> {
    if (!this.behind) return;
    this.behind = false;
    const pass = ++this.passes;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CATCH_UP_LIMIT_MS);
      this.waiting.set(pass, () => {
        clearTimeout(timer);
        resolve();
      });
      this.worker.postMessage({ pass });
    });
    this.waiting.delete(pass);
  }

  /** Stops the worker after its current checkpoint. */
  async close(): Promise<void> {
    for (const release of this.waiting.values()) release();
    // Held open until it has stopped: an unreferenced worker would let the process exit mid-await.
    this.worker.ref();
    this.worker.postMessage('stop');
    await this.exited;
  }
}
