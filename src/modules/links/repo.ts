/**
 * Link rows. API reads are scoped by company and mode; the hosted pages find a link by its token
 * hash alone (the token is the credential) and then act in the link's own company and mode.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Db, inScope } from '../../db/scope.js';
import type { CheckoutLinkTable, LinkPaymentStatus, LinkPaymentTable, SignupLinkTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function insertSignupLink(db: Db, row: SignupLinkTable): Promise<void> {
  await db.insertInto('signup_links').values(row).execute();
}

export async function insertCheckoutLink(db: Db, row: CheckoutLinkTable): Promise<void> {
  await db.insertInto('checkout_links').values(row).execute();
}

export async function findSignupLinkByTokenHash(db: Db, tokenHash: string): Promise<SignupLinkTable | undefined> {
  return db.selectFrom('signup_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findCheckoutLinkByTokenHash(db: Db, tokenHash: string): Promise<CheckoutLinkTable | undefined> {
  return db.selectFrom('checkout_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findSignupLink(ctx: ScopedDb, id: string): Promise<SignupLinkTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('signup_links')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCheckoutLink(ctx: ScopedDb, id: string): Promise<CheckoutLinkTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('checkout_links')
    .selectAll()
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Marks the signup link used, if it is still unused and unexpired at `now`. The conditional update
 * is the single-use guard: of two concurrent confirmations exactly one sees a row changed (on
 * PostgreSQL the second waits on the row lock, then finds `used_at` set).
 */
export async function claimSignupLink(
  ctx: ScopedDb<Transaction<Database>>,
  id: string,
  claim: { now: string; attempt: string },
): Promise<boolean> {
  const { db: trx, scope } = ctx;
  const result = await trx
    .updateTable('signup_links')
    .set({ used_at: claim.now, used_attempt: claim.attempt })
    .where(inScope(scope))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', claim.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSignupResult(ctx: ScopedDb<Transaction<Database>>, id: string, subscriptionId: string): Promise<void> {
  const { db: trx, scope } = ctx;
  await trx
    .updateTable('signup_links')
    .set({ result_subscription_id: subscriptionId })
    .where(inScope(scope))
    .where('id', '=', id)
    .execute();
}

/** Completes the checkout link if it is still open and unexpired at `now`; false when another request did. */
export async function claimCheckoutLink(
  ctx: ScopedDb<Transaction<Database>>,
  id: string,
  claim: { now: string; attempt: string; quantity: string },
): Promise<boolean> {
  const { db: trx, scope } = ctx;
  const result = await trx
    .updateTable('checkout_links')
    .set({ status: 'completed', completed_at: claim.now, completed_attempt: claim.attempt, completed_quantity: claim.quantity })
    .where(inScope(scope))
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', claim.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payment in progress for this subject, if any. */
export async function findProcessingPayment(ctx: ScopedDb, subject: string): Promise<LinkPaymentTable | undefined> {
  const { db, scope } = ctx;
  return db
    .selectFrom('link_payments')
    .selectAll()
    .where(inScope(scope))
    .where('subject', '=', subject)
    .where('status', '=', 'processing')
    .executeTakeFirst();
}

/** The next payment number of a link (1 for its first). */
export async function nextPaymentSequence(ctx: ScopedDb, kind: LinkPaymentTable['link_kind'], linkId: string): Promise<number> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('link_payments')
    .select((eb) => eb.fn.max('sequence').as('last'))
    .where(inScope(scope))
    .where('link_kind', '=', kind)
    .where('link_id', '=', linkId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Inserts a `processing` payment; a unique violation means another request holds the subject. */
export async function insertLinkPayment(trx: Transaction<Database>, row: LinkPaymentTable): Promise<void> {
  await trx.insertInto('link_payments').values(row).execute();
}

/**
 * Hands a `processing` payment last touched at `updatedAt` to a new attempt (its owner stopped
 * before finishing: a crash). Conditional on `updated_at`, so of two takers exactly one wins.
 */
export async function takeOverPayment(ctx: ScopedDb<Transaction<Database>>, id: string, take: { updatedAt: string; attempt: string; now: string }): Promise<boolean> {
  const { db: trx, scope } = ctx;
  const result = await trx
    .updateTable('link_payments')
    .set({ attempt: take.attempt, updated_at: take.now })
    .where(inScope(scope))
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('updated_at', '=', take.updatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a payment on from `processing`; false when it had already moved (nothing changed). */
export async function updateLinkPayment(
  ctx: ScopedDb,
  id: string,
  patch: Partial<Pick<LinkPaymentTable, 'status' | 'amount_minor' | 'currency' | 'provider_payment_id' | 'provider_refund_id' | 'invoice_id' | 'subscription_id' | 'failure'>> & { updated_at: string },
  from: LinkPaymentStatus,
): Promise<boolean> {
  const { db, scope } = ctx;
  const result = await db
    .updateTable('link_payments')
    .set(patch)
    .where(inScope(scope))
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listLinkPayments(ctx: ScopedDb, kind: LinkPaymentTable['link_kind'], linkId: string): Promise<LinkPaymentTable[]> {
  const { db, scope } = ctx;
  return db
    .selectFrom('link_payments')
    .selectAll()
    .where(inScope(scope))
    .where('link_kind', '=', kind)
    .where('link_id', '=', linkId)
    .orderBy('sequence')
    .execute();
}

/** Payments whose refund failed and was last tried at or before `triedBefore` (every company), oldest first. */
export async function listRefundsOwed(db: Db, triedBefore: string, limit: number): Promise<LinkPaymentTable[]> {
  return db
    .selectFrom('link_payments')
    .selectAll()
    .where('status', '=', 'refund_failed')
    .where('updated_at', '<=', triedBefore)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}
