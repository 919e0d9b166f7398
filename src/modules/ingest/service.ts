/**
 * Ingest (DESIGN.md section 8): validate, answer duplicates from what is stored, and send new
 * events through group commit. A result is returned only after the batch holding the event has
 * durably committed; when the store fails, the event is `failed` with DATABASE_ERROR and nothing
 * of it is stored, so the client's retry with the same key is charged exactly once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import { GroupCommitter } from '../../db/groupCommit.js';
import type { Scope } from '../../db/scope.js';
import { isStoreUnavailable, type Store } from '../../db/store.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badRequest, validationError } from '../../http/errors.js';
import { parseUtcTimestamp } from '../../time.js';
import { walletBalances } from '../wallets/index.js';
import { ingestEvent, type AcceptedEvent, type UnitResult } from './ingestEvent.js';
import { RatingContextLoader } from './ratingContext.js';
import * as repo from './repo.js';
import type { BillableEvent, CostItem, IngestResult } from './schemas.js';
import type { EventTable } from './tables.js';

export type IngestAnswer = Omit<IngestResult, 'request_id'>;

const DATABASE_ERROR = { code: 'DATABASE_ERROR', message: 'The event could not be stored; retry with the same idempotency_key' };

function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return isStoreUnavailable(error) || (typeof code === 'string' && (/^SQLITE_/.test(code) || /^[0-9A-Z]{5}$/.test(code)));
}

export class IngestService {
  private readonly committer: GroupCommitter;
  /** Customers never disappear, so a customer seen once need not be looked up again. */
  private readonly knownCustomers = new Set<string>();
  private readonly contexts = new RatingContextLoader();

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.committer = new GroupCommitter(store);
  }

  async ingest(scope: Scope, body: BillableEvent): Promise<IngestAnswer> {
    const timestamp = parseUtcTimestamp(body.timestamp);
    if (!timestamp) {
      throw validationError([{ path: 'body.timestamp', message: 'must be an ISO 8601 date-time in UTC, ending in Z or +00:00' }]);
    }
    const event: AcceptedEvent = {
      eventName: body.event_name,
      idempotencyKey: body.idempotency_key,
      customerId: body.customer_id,
      timestamp,
      sessionId: body.session_id ?? null,
      properties: body.properties ?? null,
    };
    // Duplicates are found inside the batch (a read here would wait for the running batch on
    // SQLite's one connection, doubling every request's latency).
    try {
      await this.requireCustomer(scope, event.customerId);
    } catch (error) {
      if (isDatabaseError(error)) return this.failed(error);
      throw error;
    }
    let outcome;
    try {
      outcome = await this.committer.submit(`${scope.companyId}:${scope.mode}:${event.customerId}`, (trx) =>
        ingestEvent(trx, this.store.dialect, scope, event, this.clock.now(), this.contexts),
      );
    } catch (error) {
      return this.failed(error);
    }
    if (outcome.ok) return this.answer(scope, outcome.value);
    if (isUniqueViolation(outcome.error)) {
      // Another transaction stored this key first (PostgreSQL, concurrent batches or nodes).
      const winner = await repo.findEventByKey(this.store.db, scope, event.idempotencyKey);
      if (winner) return this.duplicate(scope, winner);
    }
    if (isDatabaseError(outcome.error)) return this.failed(outcome.error);
    throw outcome.error;
  }

  private async requireCustomer(scope: Scope, customerId: string): Promise<void> {
    const key = `${scope.companyId}:${scope.mode}:${customerId}`;
    if (this.knownCustomers.has(key)) return;
    if (!(await repo.customerExists(this.store.db, scope, customerId))) {
      throw badRequest('CUSTOMER_NOT_FOUND', `Customer ${customerId} does not exist`);
    }
    if (this.knownCustomers.size > 1_000_000) this.knownCustomers.clear();
    this.knownCustomers.add(key);
  }

  private async answer(scope: Scope, result: UnitResult): Promise<IngestAnswer> {
    switch (result.status) {
      case 'inserted':
        return { success: true, status: 'inserted', usage_id: result.usageId, cost: result.cost, customer_balances: result.balances };
      case 'duplicate':
        return this.duplicate(scope, result.event);
      case 'failed':
        return { success: false, status: 'failed', error: { code: result.code, message: result.message } };
    }
  }

  private async duplicate(scope: Scope, event: EventTable): Promise<IngestAnswer> {
    const balances = await walletBalances(this.store.db, scope, event.customer_id, this.clock.now());
    return {
      success: true,
      status: 'duplicate',
      usage_id: event.id,
      cost: JSON.parse(event.cost) as CostItem[],
      customer_balances: balances,
    };
  }

  private failed(error: unknown): IngestAnswer {
    this.log?.error({ err: error }, 'ingest failed in the database');
    return { success: false, status: 'failed', error: DATABASE_ERROR };
  }
}
