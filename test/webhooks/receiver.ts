/**
 * A real webhook receiver on 127.0.0.1 for the tests: it records every request it gets (headers
 * and raw body), answers with what the test scripts (a status, or holding the request open), and
 * verifies signatures with the `standardwebhooks` package, as an integrator would. Each request
 * keeps when it arrived and when its exchange ended (answered, or dropped by the sender), on the
 * monotonic timer, so tests can tell which requests were in flight at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { vi } from 'vitest';
import { Webhook } from 'standardwebhooks';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The event, parsed. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  event: any;
  /** performance.now() when the request arrived, and when its exchange ended (null while open). */
  arrivedAt: number;
  endedAt: number | null;
}

/** What to answer to the n-th request (0-based): a status, 'hang' to never answer (until release), or a status after `delayMs`. */
export type Answer = number | 'hang' | { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

export interface Receiver {
  url: string;
  received: Received[];
  /** Sets how requests are answered from now on (default: 200). */
  answer(fn: (request: Received, index: number) => Answer): void;
  /** Resolves once `count` requests have arrived. */
  waitFor(count: number): Promise<void>;
  /** Answers every hanging request with `status`. */
  release(status: number): void;
  /** Verifies a request's signature with standardwebhooks at the instant `at` (the app's clock); returns the parsed event. */
  verify(request: Received, secret: string, at: Date): unknown;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let decide: (request: Received, index: number) => Answer = () => 200;
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: unknown = null;
      try {
        event = JSON.parse(body);
      } catch {
        // not JSON
      }
      const request: Received = { path: req.url ?? '/', headers: req.headers, body, event, arrivedAt: performance.now(), endedAt: null };
      res.on('close', () => {
        request.endedAt = performance.now();
      });
      const index = received.length;
      received.push(request);
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      const answer = decide(request, index);
      if (answer === 'hang') {
        hanging.push(res);
        return;
      }
      const spec = typeof answer === 'number' ? { status: answer } : answer;
      const respond = () => {
        res.writeHead(spec.status, spec.headers ?? {});
        res.end(spec.body ?? 'ok');
      };
      if (spec.delayMs === undefined) respond();
      else setTimeout(respond, spec.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(fn) {
      decide = fn;
    },
    waitFor(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    release(status) {
      for (const res of hanging.splice(0)) {
        if (res.destroyed) continue;
        res.writeHead(status);
        res.end('ok');
      }
    },
    verify(request, secret, at) {
      // standardwebhooks checks the timestamp against Date.now(): the app's clock is the test's.
      const now = vi.spyOn(Date, 'now').mockReturnValue(at.getTime());
      try {
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
        return new Webhook(secret).verify(request.body, headers);
      } finally {
        now.mockRestore();
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
