/**
 * The delivery worker as a background job (deliver.ts is the worker): one per node, started with
 * the server.
 */
import crypto from 'node:crypto';
import type { BackgroundJob } from '../../http/backgroundJob.js';
import { Dispatcher } from './deliver.js';

/**
 * The server's worker: one dispatcher for the node's life, claiming whenever an attempt ends and
 * every WEBHOOK_POLL_MS (0 turns it off). Stopping cancels the requests in flight (their leases run
 * out and another node sends them again).
 */
export const webhookJob: BackgroundJob = {
  name: 'webhook-delivery',
  async start(deps, log) {
    const pollMs = deps.config.webhookPollMs;
    if (pollMs <= 0) return;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;
    const stopping = new AbortController();
    const dispatcher = new Dispatcher(deps, { log, signal: stopping.signal });
    const poll = async () => {
      try {
        await dispatcher.fill();
      } catch (error) {
        log.error({ err: error }, 'webhook delivery claim failed');
      }
    };
    const schedule = () => {
      if (stopped) return;
      // A little jitter so that nodes started together do not poll in step.
      timer = setTimeout(() => {
        timer = null;
        void poll().then(schedule);
      }, pollMs + crypto.randomInt(Math.max(1, Math.floor(pollMs / 5))));
      timer.unref();
    };
    schedule();
    return async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await dispatcher.idle();
    };
  },
};
