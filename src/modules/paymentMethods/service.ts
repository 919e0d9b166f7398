/**
 * Cards on file (issue 29, item 1). A card a customer pays with on a hosted signup or checkout page
 * becomes their default; the API lists them, makes one the default, or removes one. Removing the
 * default leaves the customer without one, as Stripe does: renewals then wait for a card rather
 * than charge one the customer did not choose.
 */
import type { DbContext, TxContext } from '../../db/context.js';
import { newId } from '../../db/ids.js';
import { notFound } from '../../errors/index.js';
import type { SavedCard } from '../../payments/index.js';
import { toIso } from '../../time.js';
import { findCustomer } from '../customers/index.js';
import * as repo from './repo.js';
import type { PaymentMethod } from './schemas.js';
import type { PaymentMethodTable } from './tables.js';

type ScopedDb = Pick<DbContext, 'db' | 'scope'>;

export function toPaymentMethod(row: PaymentMethodTable): PaymentMethod {
  return { id: row.id, brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year, default: row.is_default === 1, created_at: row.created_at };
}

async function customerOrThrow(ctx: ScopedDb, customerId: string): Promise<void> {
  if (!(await findCustomer(ctx, customerId))) throw notFound('Customer', customerId);
}

/**
 * Keeps a card the provider saved as the customer's default, in the caller's transaction (the one
 * that records the payment made with it). The same token twice is one card.
 */
export async function saveDefaultPaymentMethod(tx: TxContext, customerId: string, provider: string, card: SavedCard): Promise<PaymentMethod> {
  const nowIso = toIso(tx.now);
  const existing = await repo.findByToken(tx, provider, card.token);
  const row: PaymentMethodTable = existing ?? {
    id: newId(),
    company_id: tx.scope.companyId,
    mode: tx.scope.mode,
    customer_id: customerId,
    provider,
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    is_default: 1,
    created_at: nowIso,
    updated_at: nowIso,
  };
  if (!existing) await repo.insertPaymentMethod(tx.trx, row);
  await repo.setDefault(tx, row.customer_id, row.id, nowIso);
  return toPaymentMethod({ ...row, is_default: 1 });
}

/** GET /v1/customers/{id}/payment-methods: newest first. */
export async function listPaymentMethods(ctx: ScopedDb, customerId: string): Promise<PaymentMethod[]> {
  await customerOrThrow(ctx, customerId);
  return (await repo.listCustomerPaymentMethods(ctx, customerId)).map(toPaymentMethod);
}

/**
 * POST /v1/customers/{id}/payment-methods/{pmId}/default, in the caller's transaction (which also
 * starts the customer's subscriptions that waited for a card: src/api/paymentMethods).
 */
export async function makeDefaultPaymentMethod(tx: TxContext, customerId: string, id: string): Promise<PaymentMethod> {
  const ctx = { db: tx.trx, scope: tx.scope };
  const row = await repo.findCustomerPaymentMethod(ctx, customerId, id);
  if (!row) throw notFound('Payment method', id);
  const nowIso = toIso(tx.now);
  await repo.setDefault(ctx, customerId, id, nowIso);
  return toPaymentMethod({ ...row, is_default: 1, updated_at: nowIso });
}

/** DELETE /v1/customers/{id}/payment-methods/{pmId}. */
export async function removePaymentMethod(ctx: ScopedDb, customerId: string, id: string): Promise<void> {
  const row = await repo.findCustomerPaymentMethod(ctx, customerId, id);
  if (!row) throw notFound('Payment method', id);
  await repo.deletePaymentMethod(ctx, id);
}

/** The card renewals and auto top-ups charge, or undefined. */
export async function defaultPaymentMethod(ctx: ScopedDb, customerId: string): Promise<PaymentMethodTable | undefined> {
  return repo.findDefaultPaymentMethod(ctx, customerId);
}
