/**
 * The shape of work the server does on its own (src/jobs.ts lists the jobs). It sits beside
 * AppDeps, which every job is started with, so a module can declare its job without importing
 * the list that starts it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './api.js';

/** Stops a running job and waits for its current run to finish. */
export type StopJob = () => Promise<void>;

export interface BackgroundJob {
  name: string;
  start(deps: AppDeps, log: FastifyBaseLogger): Promise<StopJob | void>;
}

/**
 * A job that runs `pass` every `intervalMs` on every node: the next pass starts `intervalMs` after
 * the previous one ended (passes never overlap), a failed pass is logged as `failure` and the next
 * one still comes, and stopping waits for the pass under way. The timer never keeps the process up.
 */
export function repeatingJob(name: string, intervalMs: number, failure: string, pass: (deps: AppDeps, log: FastifyBaseLogger) => Promise<void>): BackgroundJob {
  return {
    name,
    start(deps, log) {
      let timer: NodeJS.Timeout | null = null;
      let running: Promise<void> = Promise.resolve();
      const schedule = () => {
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      };
      const tick = () => {
        running = pass(deps, log)
          .catch((error: unknown) => log.error({ err: error }, failure))
          .finally(() => {
            if (timer !== null) schedule();
          });
      };
      schedule();
      return Promise.resolve(async () => {
        if (timer !== null) clearTimeout(timer);
        timer = null;
        await running;
      });
    },
  };
}
