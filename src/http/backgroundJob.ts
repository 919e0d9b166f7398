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
