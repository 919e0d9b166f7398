/**
 * Durability for SQLite batches without blocking the event loop. With `synchronous = FULL` a
 * commit fsyncs the write-ahead log on the calling thread, and better-sqlite3 runs on the main
 * thread: every group commit froze HTTP parsing for the length of an fsync. Ingest batches
 * instead commit with `synchronous = NORMAL` (the commit's frames are written to the WAL, not yet
 * synced) and then wait for `sync()`: an fdatasync of the WAL file on libuv's thread pool that
 * started after their commit. They answer only once it completes, so an acknowledged event is as
 * durable as with FULL (recovery replays every checksummed WAL frame up to the last synced
 * commit), while the next batch already runs. Concurrent callers share one fsync.
 */
import fs from 'node:fs';

export class WalSyncer {
  private handle: fs.promises.FileHandle | null = null;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly walFile: string) {}

  /** Resolves once every WAL write made before this call is on stable storage. */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.flush().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    // An fsync is in flight but may have started before the caller's commit: chain one more,
    // shared by everyone who asks until it starts.
    if (!this.next) {
      const after = this.running.catch(() => undefined);
      this.next = after.then(() => {
        this.next = null;
        return this.sync();
      });
    }
    return this.next;
  }

  protected async flush(): Promise<void> {
    if (!this.handle) this.handle = await fs.promises.open(this.walFile, 'r');
    await this.handle.datasync();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.running, this.next]);
    await this.handle?.close();
    this.handle = null;
  }
}
