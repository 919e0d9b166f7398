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
/** The main connection's own automatic checkpoint, in pages: only reached when the worker falls behind. */
export const BACKSTOP_CHECKPOINT_PAGES = 16_000;

/** The worker, as CommonJS source: it runs the same way from the sources (tests) and from dist. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = FULL');
let failures = 0;
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
  } catch (error) {
    failures += 1;
    if (failures === 1) parentPort.postMessage({ failed: String(error && error.message || error) });
  }
}, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export class WalCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;

  /** Starts checkpointing `file` (an SQLite database in WAL mode) on a worker thread. */
  constructor(file: string, onFailure: (message: string) => void = () => undefined) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, everyMs: CHECKPOINT_EVERY_MS } });
    this.worker.unref();
    this.worker.on('message', (message: { failed?: string }) => {
      if (message.failed !== undefined) onFailure(message.failed);
    });
    this.worker.on('error', (error) => onFailure(error.message));
    this.exited = new Promise((resolve) => this.worker.once('exit', () => resolve()));
  }

  /** Stops the worker after its current checkpoint. */
  async close(): Promise<void> {
    // Held open until it has stopped: an unreferenced worker would let the process exit mid-await.
    this.worker.ref();
    this.worker.postMessage('stop');
    await this.exited;
  }
}
