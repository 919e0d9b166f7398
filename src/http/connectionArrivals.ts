/**
 * New connections, as the event loop takes them in. libuv accepts one connection per turn of the
 * event loop (since libuv 1.45: "unix: don't accept() connections in a loop", libuv#3696), and a
 * turn that runs an ingest batch holds the thread for its whole transaction: tens of milliseconds
 * for a bulk batch on SQLite. A burst of new connections (a client opening its pool) was taken in
 * one per batch: in `npm run bench`'s batch leg, the 64 connections a measured window opens took
 * up to ~450 ms to be accepted, and their first requests waited up to twice the p50 (the leg's p99
 * at 1.70-2.05x its p50 in 6 of 13 runs, against a 2x target). Work that holds the thread for
 * long turns asks `arrivedSinceAsked` first and, while connections keep arriving, waits one more
 * turn (GroupCommitOptions.yieldWhile): each such turn accepts one more, for the cost of one poll.
 */
import type { Server } from 'node:net';

export class ConnectionArrivals {
  private accepted = 0;
  private seen = 0;

  constructor(server: Server) {
    server.on('connection', () => {
      this.accepted += 1;
    });
  }

  /** True when the server accepted a connection since the last call (or, on the first call, ever). */
  readonly arrivedSinceAsked = (): boolean => {
    if (this.accepted === this.seen) return false;
    this.seen = this.accepted;
    return true;
  };
}
