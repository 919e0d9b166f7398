/**
 * A burst of new connections is taken in before the next batch holds the thread: libuv accepts one
 * connection per turn of the event loop, so the group committer waits a turn while the server goes
 * on accepting (http/connectionArrivals.ts, GroupCommitOptions.yieldWhile), and never more than
 * MAX_YIELDED_TURNS turns in a row.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionArrivals } from '../../src/http/connectionArrivals.js';
import { GroupCommitter, MAX_YIELDED_TURNS, type BatchOutcome } from '../../src/db/groupCommit.js';

const opened: net.Socket[] = [];
const servers: net.Server[] = [];

afterEach(async () => {
  for (const socket of opened.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

async function listening(): Promise<{ server: net.Server; port: number; accepted: () => number }> {
  let accepted = 0;
  const server = net.createServer(() => undefined);
  server.on('connection', () => {
    accepted += 1;
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port, accepted: () => accepted };
}

/** Opens `count` connections at once and waits until the kernel has completed every handshake (the server need not have accepted them). */
async function connect(port: number, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, () => {
      const socket = net.connect(port, '127.0.0.1');
      opened.push(socket);
      return new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    }),
  );
}

describe('connection arrivals', () => {
  it('answers true once per batch of accepted connections, then false until another arrives', async () => {
    const { server, port } = await listening();
    const arrivals = new ConnectionArrivals(server);
    expect(arrivals.arrivedSinceAsked()).toBe(false);
    await connect(port, 1);
    // The server accepts in a turn of its own; wait for it.
    while (!arrivals.arrivedSinceAsked()) await new Promise((resolve) => setImmediate(resolve));
    expect(arrivals.arrivedSinceAsked()).toBe(false);
  });

  it('lets the server accept a burst of connections before a batch that blocks the thread starts', async () => {
    const { server, port, accepted } = await listening();
    const arrivals = new ConnectionArrivals(server);
    await connect(port, 16);
    // Every handshake is done; the server has taken in a few at most (one per turn so far).
    const acceptedAtBatch: number[] = [];
    const committer = new GroupCommitter<number, number>(
      async (items): Promise<BatchOutcome<number>> => {
        acceptedAtBatch.push(accepted());
        return { outputs: items, durable: Promise.resolve() };
      },
      { yieldWhile: arrivals.arrivedSinceAsked },
    );
    expect(await committer.submit([1, 2])).toEqual([1, 2]);
    expect(acceptedAtBatch).toEqual([16]);
  });

  it('waits at most MAX_YIELDED_TURNS turns in a row, however long connections keep arriving', async () => {
    let asked = 0;
    const batches: number[][] = [];
    const committer = new GroupCommitter<number, number>(
      async (items): Promise<BatchOutcome<number>> => {
        batches.push(items);
        return { outputs: items, durable: Promise.resolve() };
      },
      {
        yieldWhile: () => {
          asked += 1;
          return true;
        },
      },
    );
    expect(await committer.submit([7])).toEqual([7]);
    expect(asked).toBe(MAX_YIELDED_TURNS);
    // The count starts over for the next batch.
    expect(await committer.submit([8])).toEqual([8]);
    expect(asked).toBe(2 * MAX_YIELDED_TURNS);
    expect(batches).toEqual([[7], [8]]);
  });
});
