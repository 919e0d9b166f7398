/**
 * A collection run: start collecting what is newly collectible, then make every attempt due, up to
 * `asOf` (the scope's time: a test mode's test clock, else real time). Safe on several nodes at
 * once (repo.ts: rows inserted once, attempts claimed under a lease). Called by the server's tick
 * (job.ts) and, for one test mode, by `POST /v1/billing/run` after the engine (so moving a test
 * clock makes due retries run, as it makes the engine bill).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { Mode } from '../../kernel/mode.js';
import type { PaymentProviders } from '../../payments/index.js';
import { attemptCollection, type AttemptOutcome } from './attempt.js';
import { refundCreditNote } from './creditNoteRefunds.js';
import { refundOwed } from './refunds.js';
import * as repo from './repo.js';

/** Collections started and attempts made per run at most; a run that reached it is followed by another. */
export const COLLECTION_BATCH = 100;

export interface CollectionRunOptions {
  asOf: Date;
  scope?: Scope;
  exceptScopes?: readonly Scope[];
  /** The wall clock leases are measured on; default real time now. */
  real?: Date;
}

export interface CollectionRunResult {
  started: number;
  /** Outcomes of the attempts this run made (skipped: another worker held it). */
  outcomes: Record<AttemptOutcome, number>;
}

export async function runCollection(db: Kysely<Database>, providers: PaymentProviders, options: CollectionRunOptions): Promise<CollectionRunResult> {
  const real = options.real ?? new Date();
  const modes = (['test', 'live'] as const satisfies readonly Mode[]).filter((mode) => providers.forMode(mode) !== null);
  const filter: repo.ScopeFilter = { modes, ...(options.scope ? { scope: options.scope } : {}), ...(options.exceptScopes ? { exceptScopes: options.exceptScopes } : {}) };
  const asOf = options.asOf.toISOString();
  const started = await repo.startCollections(db, filter, asOf, asOf, COLLECTION_BATCH);
  const outcomes: Record<AttemptOutcome, number> = { paid: 0, retrying: 0, exhausted: 0, canceled: 0, settled: 0, skipped: 0, refunded: 0, refund_owed: 0, unanswered: 0 };
  for (const due of await repo.dueCollections(db, filter, asOf, real.toISOString(), COLLECTION_BATCH)) {
    outcomes[await attemptCollection(db, providers, due, options.asOf, real)] += 1;
  }
  // Charges owed back (they paid nothing: the invoice was settled another way meanwhile), until refunded.
  for (const owed of await repo.owedRefunds(db, filter, real.toISOString(), COLLECTION_BATCH)) {
    outcomes[(await refundOwed(db, providers, owed, options.asOf, real)) ? 'refunded' : 'refund_owed'] += 1;
  }
  // Refunds `refund` credit notes owe (creditNoteRefunds.ts), until the provider has made them.
  for (const owed of await repo.owedCreditNoteRefunds(db, filter, real.toISOString(), COLLECTION_BATCH)) {
    outcomes[(await refundCreditNote(db, providers, owed, options.asOf, real)) ? 'refunded' : 'refund_owed'] += 1;
  }
  return { started, outcomes };
}
