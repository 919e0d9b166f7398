/**
 * Work the server does on its own besides answering requests (the shipped global catalogs on
 * first start, the billing engine every BILLING_TICK_SECONDS, charge_automatically invoices collected
 * from saved cards every BILLING_TICK_SECONDS, refunds owed every minute, webhook deliveries every
 * WEBHOOK_POLL_MS, expired idempotency keys, auto top-ups' charges). Each job must be safe to run on
 * several nodes at once: servers share one database, and any of them may run any job.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './http/api.js';
import { shippedCatalogsJob } from './modules/catalogs/index.js';
import { billingJob } from './billing/index.js';
import { testClocksAhead } from './modules/billingRuns/index.js';
import { refundRetryJob } from './modules/links/index.js';
import { appPayments } from './payments/index.js';
import { idempotencyPruneJob } from './modules/idempotency/index.js';
import { webhookJob } from './modules/webhooks/index.js';
import { collectionJob } from './modules/collections/index.js';
import { reservationExpiryJob } from './modules/reservations/index.js';
import { autoTopUpJob } from './api/autoTopUps/index.js';
import type { BackgroundJob, StopJob } from './http/backgroundJob.js';

/** The billing engine's tick, each company and mode at its own time (test clocks ahead included). */
export const billingEngineJob = billingJob(testClocksAhead);

export const backgroundJobs: BackgroundJob[] = [
  shippedCatalogsJob,
  billingEngineJob,
  // Refunds owed go back through the provider of their mode (Stripe in live mode, when configured).
  { name: 'refund-retry', start: (deps, log) => refundRetryJob(appPayments(deps)).start(deps, log) },
  // Invoices are collected through the provider of their mode too.
  { name: 'invoice-collection', start: (deps, log) => collectionJob(appPayments(deps)).start(deps, log) },
  idempotencyPruneJob,
  webhookJob,
  reservationExpiryJob(),
  // Auto top-ups charge the saved card through the provider of their mode (Stripe in live mode, when configured).
  { name: 'auto-top-ups', start: (deps, log) => autoTopUpJob(appPayments(deps)).start(deps, log) },
];

export async function startBackgroundJobs(deps: AppDeps, log: FastifyBaseLogger): Promise<StopJob> {
  const stops: StopJob[] = [];
  for (const job of backgroundJobs) {
    const stop = await job.start(deps, log);
    if (stop) stops.push(stop);
  }
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
