/**
 * A subscription's first period, opened by the engine's own start step inside the caller's
 * transaction (the signup link's confirmation): the first period's in-advance and one-time fees,
 * initial credits and start grants, exactly as the engine's next run would (so it never bills the
 * start twice). `previewStart` (preview.ts) shows what it invoices first, from the same rules.
 */
import type { TxContext } from '../../db/context.js';
import { findInvoiceBySourceRef, type InvoiceTable } from '../../modules/invoices/index.js';
import { findSubscription } from '../../modules/subscriptions/index.js';
import { engineInvoiceRef } from '../rules/invoiceRef.js';
import { stepContext } from '../steps/context.js';
import { runStep } from '../steps/run.js';
import { loadView, recordNextStep } from './advance.js';
import { notFound } from '../../errors/index.js';

/** Opens the first period of a subscription not yet started by the engine; returns its invoice (null: nothing due at the start). */
export async function startFirstPeriod(tx: TxContext, subscriptionId: string): Promise<InvoiceTable | null> {
  const { trx, scope } = tx;
  const subscription = await findSubscription({ db: trx, scope }, subscriptionId);
  if (!subscription) throw notFound('Subscription', subscriptionId);
  const view = await loadView({ db: trx, scope }, subscription);
  if (view.state !== null) throw new Error(`Subscription ${subscriptionId} has already started`);
  const start = new Date(subscription.start_date);
  const ctx = stepContext(tx, subscription, view.zone, view.cache);
  const outcome = await runStep({ ctx, plan: view.plan, state: null }, { kind: 'start', at: start });
  await recordNextStep({ db: trx, scope }, { ...outcome, zone: view.zone });
  return (await findInvoiceBySourceRef({ db: trx, scope }, engineInvoiceRef(subscriptionId, start))) ?? null;
}
