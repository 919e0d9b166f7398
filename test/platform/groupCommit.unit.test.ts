/**
 * Group commit and the write-ahead-log syncer: submissions answer only after their batch is
 * durable, a submission is never split, the next batch runs while the previous one syncs, and
 * concurrent sync requests share fsyncs without any caller resolving before a sync that started
 * after its call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GroupCommitter, type BatchOutcome } from '../../src/db/groupCommit.js';
import { WalSyncer } from '../../src/db/walSync.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('group commit', () => {
  it('answers each submission after its batch is durable, in order, and overlaps the next batch with the sync', async () => {
    const batches: number[][] = [];
    const syncs: Array<{ promise: Promise<void>; resolve: () => void }> = [];
    const committer = new GroupCommitter<number, number>(
      async (items): Promise<BatchOutcome<number>> => {
        batches.push(items);
        const sync = deferred();
        syncs.push(sync);
        return { outputs: items.map((i) => i * 10), durable: sync.promise };
      },
      { maxBatchSize: 4, maxConcurrentBatches: 1 },
    );
    let firstAnswered = false;
    const first = committer.submit([1, 2]).then((out) => {
      firstAnswered = true;
      return out;
    });
    const second = committer.submit([3, 4, 5]);
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    // [1,2] and [3,4,5] do not fit in 4: two batches, the submission never split.
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    expect(firstAnswered).toBe(false);
    syncs[0]?.resolve();
    expect(await first).toEqual([10, 20]);
    syncs[1]?.resolve();
    expect(await second).toEqual([30, 40, 50]);
  });

  it('starts a batch beside a running one only when enough items wait; fewer wait until no batch runs', async () => {
    const batches: number[][] = [];
    const running: Array<() => void> = [];
    const committer = new GroupCommitter<number, number>(
      (items) =>
        new Promise<BatchOutcome<number>>((resolve) => {
          batches.push(items);
          running.push(() => resolve({ outputs: items, durable: Promise.resolve() }));
        }),
      { maxBatchSize: 100, maxConcurrentBatches: 2, minItemsToOverlap: 3 },
    );
    const tick = () => new Promise((r) => setImmediate(r));
    const answers = [committer.submit([1])];
    await tick();
    expect(batches).toEqual([[1]]);
    // Two items wait beside the running batch: not enough to start a second one.
    answers.push(committer.submit([2]), committer.submit([3]));
    await tick();
    expect(batches).toEqual([[1]]);
    // A third makes three: the second batch starts beside the first.
    answers.push(committer.submit([4]));
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    // One item waits: while any batch runs it waits, and goes alone once none does.
    answers.push(committer.submit([5]));
    await tick();
    running[0]?.();
    await tick();
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    running[1]?.();
    await tick();
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    running[2]?.();
    expect(await Promise.all(answers)).toEqual([[1], [2], [3], [4], [5]]);
  });

  it('runs a submission larger than the batch size alone, and rejects every submission of a failed batch', async () => {
    const sizes: number[] = [];
    const committer = new GroupCommitter<number, number>(async (items) => {
      sizes.push(items.length);
      if (items.includes(-1)) throw new Error('commit failed');
      return { outputs: items, durable: Promise.resolve() };
    }, { maxBatchSize: 3 });
    await expect(committer.submit([1, 2, 3, 4, 5])).resolves.toEqual([1, 2, 3, 4, 5]);
    const failed = committer.submit([-1]);
    await expect(failed).rejects.toThrow('commit failed');
    expect(sizes).toEqual([5, 1]);
  });
});

class ControlledSyncer extends WalSyncer {
  readonly flushes: Array<{ promise: Promise<void>; resolve: () => void }> = [];
  protected override async flush(): Promise<void> {
    const flush = deferred();
    this.flushes.push(flush);
    await flush.promise;
  }
}

describe('WAL syncer', () => {
  it('gives each caller a sync that started after its call, shared by the callers waiting together', async () => {
    const syncer = new ControlledSyncer('/nonexistent-wal');
    const done: string[] = [];
    const first = syncer.sync().then(() => done.push('first'));
    await Promise.resolve();
    expect(syncer.flushes).toHaveLength(1);
    // Asked while the first sync runs: it may have started before their commits.
    const second = syncer.sync().then(() => done.push('second'));
    const third = syncer.sync().then(() => done.push('third'));
    syncer.flushes[0]?.resolve();
    await first;
    await new Promise((r) => setImmediate(r));
    expect(done).toEqual(['first']);
    expect(syncer.flushes).toHaveLength(2);
    syncer.flushes[1]?.resolve();
    await Promise.all([second, third]);
    expect(done).toEqual(['first', 'second', 'third']);
    expect(syncer.flushes).toHaveLength(2);
  });

  it('syncs a real file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-wal-'));
    const file = path.join(dir, 'db-wal');
    fs.writeFileSync(file, 'frames');
    const syncer = new WalSyncer(file);
    await Promise.all(Array.from({ length: 20 }, () => syncer.sync()));
    await syncer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
