/**
 * invoice_collections rows. Finding what to collect reads two tables of other modules, read-only,
 * in one statement (as ingest's scope reads do): the open `charge_automatically` invoices
 * (invoices) of customers with a default card (paymentMethods).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inScope, outsideScopes, type Db, type Scope } from '../../db/scope.js';
import type { Mode } from '../../kernel/mode.js';
import type { CollectionStatus, CreditNoteRefundTable, InvoiceCollectionTable } from './tables.js';

/** Which tenants a run covers: one scope, or every one but some (the tick's real-time run). */
export interface ScopeFilter {
  scope?: Scope;
  exceptScopes?: readonly Scope[];
  /** Only these modes have a payment provider. */
  modes: readonly Mode[];
}

function scoped(filter: ScopeFilter, table: string) {
  if (filter.scope) return inScope(filter.scope, table);
  return outsideScopes(filter.exceptScopes ?? [], table);
}

/**
 * Starts collecting every open `charge_automatically` invoice with an amount due, finalized at or
 * before `asOf`, whose customer has a default card and that is not being collected yet: its row
 * is due at its finalization. Several runs at once insert each row once (the invoice id is the key).
 */
export async function startCollections(db: Kysely<Database>, filter: ScopeFilter, asOf: string, nowIso: string, limit: number): Promise<number> {
  if (filter.modes.length === 0) return 0;
  const found = await db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.company_id', 'i.mode', 'i.customer_id', 'i.subscription_id', 'i.finalized_at'])
    .where('i.status', '=', 'open')
    .where('i.collection_method', '=', 'charge_automatically')
    .where('i.amount_due_cents', '>', 0)
    .where('i.finalized_at', '<=', asOf)
    .where('i.mode', 'in', filter.modes)
    .where(scoped(filter, 'i'))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('invoice_collections as c').select('c.invoice_id').whereRef('c.invoice_id', '=', 'i.id'))))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment_methods as pm')
          .select('pm.id')
          .whereRef('pm.company_id', '=', 'i.company_id')
          .whereRef('pm.mode', '=', 'i.mode')
          .whereRef('pm.customer_id', '=', 'i.customer_id')
          .where('pm.is_default', '=', 1),
      ),
    )
    .orderBy('i.finalized_at')
    .limit(limit)
    .execute();
  const rows: InvoiceCollectionTable[] = found.flatMap((i) =>
    i.customer_id === null || i.finalized_at === null
      ? []
      : [
          newCollection({ id: i.id, company_id: i.company_id, mode: i.mode, customer_id: i.customer_id, subscription_id: i.subscription_id }, { status: 'pending', nextAttemptAt: i.finalized_at, nowIso }),
        ],
  );
  if (rows.length === 0) return 0;
  await db.insertInto('invoice_collections').values(rows).onConflict((oc) => oc.column('invoice_id').doNothing()).execute();
  return rows.length;
}

/** A collection of an invoice just started: no attempt yet, due at `nextAttemptAt` (null: once the customer has a default card). */
export function newCollection(
  invoice: { id: string; company_id: string; mode: InvoiceCollectionTable['mode']; customer_id: string; subscription_id: string | null },
  start: { status: 'pending' | 'closed'; nextAttemptAt: string | null; nowIso: string },
): InvoiceCollectionTable {
  return {
    invoice_id: invoice.id,
    company_id: invoice.company_id,
    mode: invoice.mode,
    customer_id: invoice.customer_id,
    subscription_id: invoice.subscription_id,
    status: start.status,
    attempts: 0,
    retries: 0,
    first_failed_at: null,
    next_attempt_at: start.nextAttemptAt,
    last_payment_method_id: null,
    last_failure: null,
    lease_owner: null,
    lease_until: null,
    refund_payment_id: null,
    refund_amount_minor: null,
    refund_currency: null,
    created_at: start.nowIso,
    updated_at: start.nowIso,
  };
}

/** A collection due for an attempt, with what made it due. */
export interface DueCollection extends InvoiceCollectionTable {
  /** The customer's default card now (null: none). */
  default_payment_method_id: string | null;
  invoice_status: string | null;
}

const LIVE: CollectionStatus[] = ['pending', 'retrying', 'exhausted'];

/**
 * Collections an attempt is due for at `asOf` and no worker holds (`realIso`: leases are real
 * time): a scheduled attempt reached; a default card other than the one last tried; an invoice
 * that left `open` some other way (paid through the API, voided), to settle.
 */
export async function dueCollections(db: Kysely<Database>, filter: ScopeFilter, asOf: string, realIso: string, limit: number): Promise<DueCollection[]> {
  if (filter.modes.length === 0) return [];
  return db
    .selectFrom('invoice_collections as c')
    .leftJoin('payment_methods as pm', (join) =>
      join.onRef('pm.company_id', '=', 'c.company_id').onRef('pm.mode', '=', 'c.mode').onRef('pm.customer_id', '=', 'c.customer_id').on('pm.is_default', '=', 1),
    )
    .leftJoin('invoices as i', (join) => join.onRef('i.id', '=', 'c.invoice_id'))
    .selectAll('c')
    .select(['pm.id as default_payment_method_id', 'i.status as invoice_status'])
    .where('c.status', 'in', LIVE)
    .where('c.mode', 'in', filter.modes)
    .where(scoped(filter, 'c'))
    .where((eb) =>
      eb.or([
        eb.and([eb('c.status', 'in', ['pending', 'retrying']), eb('c.next_attempt_at', '<=', asOf)]),
        eb.and([eb('pm.id', 'is not', null), eb('pm.id', '<>', sql<string>`coalesce(c.last_payment_method_id, '')`)]),
        eb('i.status', '<>', 'open'),
      ]),
    )
    .where((eb) => eb.or([eb('c.lease_until', 'is', null), eb('c.lease_until', '<', realIso)]))
    .orderBy('c.next_attempt_at')
    .orderBy('c.invoice_id')
    .limit(limit)
    .execute();
}

/** Collections owing a charge back (`refund_owed`) that no worker holds. */
export async function owedRefunds(db: Kysely<Database>, filter: ScopeFilter, realIso: string, limit: number): Promise<InvoiceCollectionTable[]> {
  if (filter.modes.length === 0) return [];
  return db
    .selectFrom('invoice_collections as c')
    .selectAll('c')
    .where('c.status', '=', 'refund_owed')
    .where('c.mode', 'in', filter.modes)
    .where(scoped(filter, 'c'))
    .where((eb) => eb.or([eb('c.lease_until', 'is', null), eb('c.lease_until', '<', realIso)]))
    .orderBy('c.invoice_id')
    .limit(limit)
    .execute();
}

/**
 * Takes the lease on a collection as it was read (same attempts and status) when no one holds it:
 * one statement, so of several workers at once exactly one gets it. True when this one did.
 */
export async function claimCollection(db: Db, row: Pick<InvoiceCollectionTable, 'invoice_id' | 'attempts' | 'status'>, lease: { owner: string; until: string; realIso: string }): Promise<boolean> {
  const result = await db
    .updateTable('invoice_collections')
    .set({ lease_owner: lease.owner, lease_until: lease.until })
    .where('invoice_id', '=', row.invoice_id)
    .where('attempts', '=', row.attempts)
    .where('status', '=', row.status)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', lease.realIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes the outcome of an attempt, only while `owner` still holds the lease (which it gives up). True when written. */
export async function finishCollection(db: Db, invoiceId: string, owner: string, patch: Partial<InvoiceCollectionTable>): Promise<boolean> {
  const result = await db
    .updateTable('invoice_collections')
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where('invoice_id', '=', invoiceId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findCollection(db: Db, invoiceId: string): Promise<InvoiceCollectionTable | undefined> {
  return db.selectFrom('invoice_collections').selectAll().where('invoice_id', '=', invoiceId).executeTakeFirst();
}

/** Whether another invoice of the subscription is still failing (its subscription stays past_due until that one is paid too). */
export async function otherFailingCollection(db: Db, subscriptionId: string, invoiceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoice_collections')
    .select('invoice_id')
    .where('subscription_id', '=', subscriptionId)
    .where('invoice_id', '<>', invoiceId)
    .where('status', 'in', ['retrying', 'exhausted'])
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a row for an invoice paid on its hosted page that no run started collecting (no-op when one exists). */
export async function ensureCollection(db: Db, row: InvoiceCollectionTable): Promise<void> {
  await db.insertInto('invoice_collections').values(row).onConflict((oc) => oc.column('invoice_id').doNothing()).execute();
}

export async function insertCreditNoteRefund(db: Db, row: CreditNoteRefundTable): Promise<void> {
  await db.insertInto('credit_note_refunds').values(row).execute();
}

export async function findCreditNoteRefund(db: Db, creditNoteId: string): Promise<CreditNoteRefundTable | undefined> {
  return db.selectFrom('credit_note_refunds').selectAll().where('credit_note_id', '=', creditNoteId).executeTakeFirst();
}

/** Credit note refunds still owed that no worker holds. */
export async function owedCreditNoteRefunds(db: Kysely<Database>, filter: ScopeFilter, realIso: string, limit: number): Promise<CreditNoteRefundTable[]> {
  if (filter.modes.length === 0) return [];
  return db
    .selectFrom('credit_note_refunds as r')
    .selectAll('r')
    .where('r.status', '=', 'owed')
    .where('r.mode', 'in', filter.modes)
    .where(scoped(filter, 'r'))
    .where((eb) => eb.or([eb('r.lease_until', 'is', null), eb('r.lease_until', '<', realIso)]))
    .orderBy('r.created_at')
    .limit(limit)
    .execute();
}

/** Takes the lease on an owed credit note refund when no one holds it (one statement). True when this one did. */
export async function claimCreditNoteRefund(db: Db, creditNoteId: string, lease: { owner: string; until: string; realIso: string }): Promise<boolean> {
  const result = await db
    .updateTable('credit_note_refunds')
    .set({ lease_owner: lease.owner, lease_until: lease.until })
    .where('credit_note_id', '=', creditNoteId)
    .where('status', '=', 'owed')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', lease.realIso)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes what the refund attempt came to, only while `owner` holds the lease (which it gives up). */
export async function finishCreditNoteRefund(db: Db, creditNoteId: string, owner: string, patch: Partial<CreditNoteRefundTable>): Promise<boolean> {
  const result = await db
    .updateTable('credit_note_refunds')
    .set({ ...patch, lease_owner: null, lease_until: null })
    .where('credit_note_id', '=', creditNoteId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
