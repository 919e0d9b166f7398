/** payment_methods rows. */
import { inScope, type Db } from '../../db/scope.js';
import type { PaymentMethodTable } from './tables.js';
import type { ScopedDb } from '../../db/context.js';

export async function listCustomerPaymentMethods(ctx: ScopedDb, customerId: string): Promise<PaymentMethodTable[]> {
  const { db, scope } = ctx;
  return db.selectFrom('payment_methods').selectAll().where(inScope(scope)).where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findCustomerPaymentMethod(ctx: ScopedDb, customerId: string, id: string): Promise<PaymentMethodTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('payment_methods').selectAll().where(inScope(scope)).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
}

export async function findDefaultPaymentMethod(ctx: ScopedDb, customerId: string): Promise<PaymentMethodTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('payment_methods').selectAll().where(inScope(scope)).where('customer_id', '=', customerId).where('is_default', '=', 1).executeTakeFirst();
}

export async function findByToken(ctx: ScopedDb, provider: string, token: string): Promise<PaymentMethodTable | undefined> {
  const { db, scope } = ctx;
  return db.selectFrom('payment_methods').selectAll().where(inScope(scope)).where('provider', '=', provider).where('token', '=', token).executeTakeFirst();
}

export async function insertPaymentMethod(db: Db, row: PaymentMethodTable): Promise<void> {
  await db.insertInto('payment_methods').values(row).execute();
}

/** Makes `id` the customer's one default. */
export async function setDefault(ctx: ScopedDb, customerId: string, id: string, updatedAt: string): Promise<void> {
  const { db, scope } = ctx;
  await db.updateTable('payment_methods').set({ is_default: 0, updated_at: updatedAt }).where(inScope(scope)).where('customer_id', '=', customerId).where('is_default', '=', 1).where('id', '<>', id).execute();
  await db.updateTable('payment_methods').set({ is_default: 1, updated_at: updatedAt }).where(inScope(scope)).where('id', '=', id).execute();
}

export async function deletePaymentMethod(ctx: ScopedDb, id: string): Promise<void> {
  const { db, scope } = ctx;
  await db.deleteFrom('payment_methods').where(inScope(scope)).where('id', '=', id).execute();
}
