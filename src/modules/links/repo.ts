/**
 * Link rows. API reads are scoped by company and mode; the hosted pages find a link by its token
 * hash alone (the token is the credential) and then act in the link's own company and mode.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import type { CheckoutLinkTable, SignupLinkTable } from './tables.js';

type Db = Kysely<Database> | Transaction<Database>;

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

export async function findSignupLink(db: Db, scope: Scope, id: string): Promise<SignupLinkTable | undefined> {
  return db
    .selectFrom('signup_links')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCheckoutLink(db: Db, scope: Scope, id: string): Promise<CheckoutLinkTable | undefined> {
  return db
    .selectFrom('checkout_links')
    .selectAll()
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Marks the signup link used, if it is still unused and unexpired at `now`. The conditional update
 * is the single-use guard: of two concurrent confirmations exactly one sees a row changed (on
 * PostgreSQL the second waits on the row lock, then finds `used_at` set).
 */
export async function claimSignupLink(
  trx: Transaction<Database>,
  scope: Scope,
  id: string,
  claim: { now: string; attempt: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('signup_links')
    .set({ used_at: claim.now, used_attempt: claim.attempt })
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', claim.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordSignupResult(trx: Transaction<Database>, scope: Scope, id: string, subscriptionId: string): Promise<void> {
  await trx
    .updateTable('signup_links')
    .set({ result_subscription_id: subscriptionId })
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .execute();
}

/** Completes the checkout link if it is still open and unexpired at `now`; false when another request did. */
export async function claimCheckoutLink(
  trx: Transaction<Database>,
  scope: Scope,
  id: string,
  claim: { now: string; attempt: string; quantity: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('checkout_links')
    .set({ status: 'completed', completed_at: claim.now, completed_attempt: claim.attempt, completed_quantity: claim.quantity })
    .where('company_id', '=', scope.companyId)
    .where('mode', '=', scope.mode)
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .where('expires_at', '>', claim.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
