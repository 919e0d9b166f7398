/**
 * Ingest (docs/decisions.md, Ingest): validate, then send events through group commit into the
 * set-based pipeline (pipeline/ingestBatch.ts). An answer is returned only after the batch holding
 * the event has durably committed; when the store fails, every event of the batch is `failed`
 * with DATABASE_ERROR and nothing of it is stored, so the client's retry with the same key is
 * charged exactly once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { runBatchTransaction } from '../../db/batchTransaction.js';
import { defaultConcurrentBatches, defaultMinItemsToOverlap, GroupCommitter, type BatchOutcome } from '../../db/groupCommit.js';
import type { Scope } from '../../db/scope.js';
import { isStoreUnavailable, type Store } from '../../db/store.js';
import { testClockOf } from '../billingRuns/index.js';
import { acceptEvent, timestampWindowProblem } from './acceptEvent.js';
import { ingestBatch, type IngestBatchDeps } from './pipeline/ingestBatch.js';
import { keyReusedError } from './pipeline/payloadDiff.js';
import type { AcceptedEvent, EventOutcome, IncomingEvent, PipelineOutcome } from './pipeline/types.js';
import { RatingContextLoader } from './ratingContext.js';
import type { BillableEvent, IngestResult } from './schemas.js';
import { ingestStats } from './stats.js';
import { DomainError, invalid } from '../../errors/index.js';

export type IngestAnswer = Omit<IngestResult, 'request_id'>;

/**
 * Most events one group commit gathers from separate requests: enough that statements and round
 * trips are shared, few enough that the first request of a batch does not wait long. A batch
 * request larger than this runs as one batch of its own. 512 rather than 256 lets a group take four
 * requests of 100 instead of two (399 events per commit on the benchmark's batch leg, against
 * 200): fewer commits, and more events of one commit on the same index leaves. Alternating runs
 * (`npm run bench`, 200,000-event stores): `sqlite_batch` 105/100 -> 103/97 us per event,
 * `postgres_batch` 53/55 -> 50/51 us Node and 75/78 -> 72/72 us backends, p99 no worse. 1,024
 * gathered no more (the batch route admits 8 requests at once, routes.ts).
 */
const GROUP_COMMIT_EVENTS = 512;

/** How many times an event is run behind a moving test clock before it is answered DATABASE_ERROR (service.process). */
const MAX_CLOCK_ROUNDS = 3;

const DATABASE_ERROR = { code: 'DATABASE_ERROR', message: 'The event could not be stored; retry with the same idempotency_key' };

function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isStoreUnavailable(error) || (typeof code === 'string' && (/^SQLITE_/.test(code) || /^[0-9A-Z]{5}$/.test(code)));
}

/**
 * Rows seen committed, per scope (customers, wallets); neither is ever deleted, so this only grows
 * (bounded). A set per scope, so a lookup (several per event) hashes the key it is given instead of
 * a string joined for it.
 */
class KnownKeyCache {
  private readonly byScope = new Map<string, Set<string>>();
  private size = 0;
  has(scopeKey: string, key: string): boolean {
    return this.byScope.get(scopeKey)?.has(key) ?? false;
  }
  add(scopeKey: string, key: string): void {
    if (this.size > 1_000_000) {
      this.byScope.clear();
      this.size = 0;
    }
    let known = this.byScope.get(scopeKey);
    if (!known) {
      known = new Set();
      this.byScope.set(scopeKey, known);
    }
    if (known.has(key)) return;
    known.add(key);
    this.size++;
  }
}

export class IngestService {
  private readonly committer: GroupCommitter<IncomingEvent, PipelineOutcome>;
  private readonly knownCustomers = new KnownKeyCache();
  private readonly knownWallets = new KnownKeyCache();
  private readonly contexts = new RatingContextLoader();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
    /** Asked before each batch: new connections arriving, so the batch waits a turn (GroupCommitOptions.yieldWhile). */
    yieldWhile?: () => boolean,
  ) {
    this.committer = new GroupCommitter((items) => this.runBatch(items), {
      maxBatchSize: GROUP_COMMIT_EVENTS,
      maxConcurrentBatches: defaultConcurrentBatches(store),
      minItemsToOverlap: defaultMinItemsToOverlap(store),
      ...(yieldWhile ? { yieldWhile } : {}),
    });
  }

  /** One event (`POST /v1/events/ingest`): an unknown customer is 400 CUSTOMER_NOT_FOUND. */
  async ingest(scope: Scope, body: BillableEvent): Promise<IngestAnswer> {
    const now = this.clock.now();
    let item: IncomingEvent;
    try {
      item = { scope, event: acceptEvent(body, now) };
    } catch (error) {
      // Refused on the clock as read up to a second ago: refused only if the clock read afresh refuses it too.
      const later = error instanceof DomainError ? await this.laterTestClock(scope, now) : null;
      if (later === null) throw error;
      item = { scope, event: acceptEvent(body, later), now: later };
    }
    const { event } = item;
    const [outcome] = await this.process([item]);
    if (!outcome) throw new Error('The batch answered no outcome');
    if (outcome.status === 'failed' && outcome.code === 'CUSTOMER_NOT_FOUND') throw new DomainError('CUSTOMER_NOT_FOUND', outcome.message);
    if (outcome.status === 'failed' && outcome.path !== undefined) throw invalid([{ path: outcome.path, message: outcome.message }]);
    if (outcome.status === 'error') throw outcome.error;
    return ingestAnswerOf(outcome, event.idempotencyKey);
  }

  /**
   * The scope's test clock read afresh, when it stands later than `now` (the clock this request
   * runs on, as read up to a second ago: `scopeClock: 'recent'`); null otherwise. For an event the
   * request's clock refused: moved on another node meanwhile, the clock may accept it (an event
   * stamped at the moved clock's time is not "in the future").
   */
  async laterTestClock(scope: Scope, now: Date): Promise<Date | null> {
    const frozenAt = await testClockOf({ db: this.store.db, scope });
    return frozenAt !== null && frozenAt > now ? frozenAt : null;
  }

  /**
   * Many validated events of one scope (`POST /v1/events/batch`), one answer each, in order.
   * `now`: the instant they were checked at. `pathOf(i, path)` renders an invalid field of event i (`body.x` -> `events[i].x`).
   */
  async ingestMany(scope: Scope, events: readonly AcceptedEvent[], now: Date, pathOf: (index: number, path: string) => string = (_i, path) => path): Promise<IngestAnswer[]> {
    if (events.length === 0) return [];
    const outcomes = await this.process(events.map((event) => ({ scope, event, now })));
    return outcomes.map((outcome, index) => {
      if (outcome.status === 'failed' && outcome.path !== undefined) {
        return { success: false, status: 'failed', error: { code: outcome.code, message: `${pathOf(index, outcome.path)} ${outcome.message}` } };
      }
      if (outcome.status !== 'error') return ingestAnswerOf(outcome, (events[index] as AcceptedEvent).idempotencyKey);
      this.log?.error({ err: outcome.error }, 'ingest failed for one event of a batch');
      return { success: false, status: 'failed', error: { code: 'INTERNAL_ERROR', message: 'The event could not be processed; nothing of it was stored' } };
    });
  }

  /**
   * The events' outcomes. Their time is read here, in the request (the batch may run in another
   * request's turn, at another scope's time), from the clock the ingest routes run on: the scope's
   * clock as this server read it within the last second (`scopeClock: 'recent'`), so a test-mode
   * request on PostgreSQL costs no read of its own. The batch checks that time against the test
   * clock it reads in its transaction; an event behind it (the clock was moved on another node
   * meanwhile) comes back unstored and runs again at the clock's time, checked against the event
   * window at that time as it would have been on arrival.
   */
  private async process(items: IncomingEvent[]): Promise<EventOutcome[]> {
    const now = this.clock.now();
    for (const item of items) {
      item.now ??= now;
      item.nowFromRecentClock = true;
    }
    const outcomes = new Array<EventOutcome>(items.length);
    let pending = items.map((item, index) => ({ item, index }));
    for (let round = 1; pending.length > 0; round++) {
      const answered = await this.submit(pending.map((p) => p.item));
      const behind: typeof pending = [];
      answered.forEach((outcome, i) => {
        const { item, index } = pending[i] as (typeof pending)[number];
        if (outcome.status !== 'behindClock') {
          outcomes[index] = outcome;
          return;
        }
        // A clock only moves forward; a second move during the run again is a third round, and no more.
        if (round === MAX_CLOCK_ROUNDS) {
          outcomes[index] = { status: 'failed', code: 'DATABASE_ERROR', message: 'The test clock kept moving while the event was stored; retry with the same idempotency_key' };
          return;
        }
        const at = new Date(Math.max(this.clock.now().getTime(), outcome.testClock.getTime()));
        const outside = timestampWindowProblem(item.event.timestamp, at);
        if (outside) {
          outcomes[index] = { status: 'failed', code: 'VALIDATION_ERROR', message: outside, path: 'body.timestamp' };
          return;
        }
        behind.push({ item: { ...item, now: at }, index });
      });
      pending = behind;
    }
    return outcomes;
  }

  /** One submission to group commit; a store that failed answers DATABASE_ERROR for each event. */
  private async submit(items: IncomingEvent[]): Promise<PipelineOutcome[]> {
    try {
      return await this.committer.submit(items);
    } catch (error) {
      if (!isDatabaseError(error)) throw error;
      this.log?.error({ err: error }, 'ingest failed in the database');
      return items.map(() => ({ status: 'failed', ...DATABASE_ERROR }));
    }
  }

  /** What the pipeline decides with: this service's caches (checkEvent.ts decides with the same). */
  get batchDeps(): IngestBatchDeps {
    return { contexts: this.contexts, knownCustomers: this.knownCustomers, knownWallets: this.knownWallets };
  }

  private async runBatch(items: IncomingEvent[]): Promise<BatchOutcome<PipelineOutcome>> {
    const now = this.clock.now();
    const counter = { statements: 0 };
    const commit = await runBatchTransaction(this.store, counter, (tx) => ingestBatch(tx, items, now, this.batchDeps), items.length);
    for (const [scopeKey, customerId] of commit.value.confirmedCustomers) this.knownCustomers.add(scopeKey, customerId);
    for (const [scopeKey, wallet] of commit.value.confirmedWallets) this.knownWallets.add(scopeKey, wallet);
    ingestStats.batches += 1;
    ingestStats.events += items.length;
    ingestStats.statements += counter.statements;
    return { outputs: commit.value.outcomes, durable: commit.durable };
  }
}

/** The contract's ingest result of an outcome (`key`: the event's idempotency key, for a reused key's message). */
export function ingestAnswerOf(outcome: Exclude<EventOutcome, { status: 'error' }>, key: string): IngestAnswer {
  switch (outcome.status) {
    case 'inserted': {
      const answer: IngestAnswer = { success: true, status: outcome.status, usage_id: outcome.usageId, cost: outcome.cost, customer_balances: outcome.balances };
      return outcome.pricedAtPeriodClose ? { ...answer, priced_at_period_close: outcome.pricedAtPeriodClose } : answer;
    }
    case 'duplicate': {
      const answer: IngestAnswer = { success: true, status: outcome.status, usage_id: outcome.usageId, cost: outcome.cost, customer_balances: outcome.balances };
      // Still `duplicate` (the contract), but a key reused for another event says so.
      return outcome.differences.length === 0 ? answer : { ...answer, error: keyReusedError(key, outcome.differences) };
    }
    case 'failed': {
      const error = { code: outcome.code, message: outcome.message };
      // A refused event (INSUFFICIENT_BALANCE) says what it would have cost and the balances it left as they were.
      if (outcome.cost && outcome.balances) return { success: false, status: 'failed', cost: outcome.cost, customer_balances: outcome.balances, error };
      return { success: false, status: 'failed', error };
    }
  }
}
