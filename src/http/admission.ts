/**
 * Admission: at most `limit` requests of a route past their body's parsing at once; the rest wait
 * in arrival order with their bodies unread, in the socket (Node pauses a request stream nobody
 * reads). A parsed batch of events is a tree of thousands of objects that lives until its commit;
 * sixty of them queued behind the writer were the live young generation every scavenge copied.
 * Waiting unread, a request costs the heap almost nothing.
 *
 * A slot is held from `preParsing` until the response's `close` (sent, failed or abandoned by the
 * client: Node emits it once in every case), and is handed straight to the next waiting request.
 * A request whose client goes away while it waits leaves the queue without ever taking a slot.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export class Admission {
  private inside = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`An admission limit is a positive integer, not ${limit}`);
  }

  /** Requests past admission now, and requests waiting for it. */
  get counts(): { inside: number; waiting: number } {
    return { inside: this.inside, waiting: this.waiting.length };
  }

  /**
   * Enters now or waits in line: `admitted` resolves once inside; `leave` gives the slot up (or
   * the place in line, resolving `admitted` so its waiter moves on). Calling `leave` again does nothing.
   */
  enter(): { admitted: Promise<void>; leave: () => void } {
    let state: 'waiting' | 'inside' | 'left' = 'waiting';
    let admit: () => void = () => undefined;
    const admitted = new Promise<void>((resolve) => {
      admit = resolve;
    });
    const takeSlot = () => {
      state = 'inside';
      admit();
    };
    if (this.inside < this.limit) {
      this.inside += 1;
      takeSlot();
    } else {
      this.waiting.push(takeSlot);
    }
    const leave = () => {
      if (state === 'left') return;
      if (state === 'waiting') {
        const at = this.waiting.indexOf(takeSlot);
        if (at >= 0) this.waiting.splice(at, 1);
        state = 'left';
        admit();
        return;
      }
      state = 'left';
      const next = this.waiting.shift();
      if (next) next();
      else this.inside -= 1;
    };
    return { admitted, leave };
  }

  /** A route's `preParsing` hook holding one slot for the request, from before its body is read to its response's close. */
  hook(): (request: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream) => Promise<NodeJS.ReadableStream> {
    return async (request, reply, payload) => {
      const { admitted, leave } = this.enter();
      reply.raw.once('close', leave);
      // Its connection closed before this hook ran: that close was the only one.
      if (request.raw.socket.destroyed) leave();
      await admitted;
      return payload;
    };
  }
}
