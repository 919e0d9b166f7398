/** The names the billing lists print next to a customer id, read through the customers module's door. */
import { findCustomer, type CustomerTable } from '../modules/customers/index.js';
import type { ScopedDb } from '../db/context.js';

export function customerName(customer: Pick<CustomerTable, 'id' | 'name' | 'first_name' | 'last_name'>): string {
  return customer.name ?? ([customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.id);
}

/** id -> name of each customer named (ids of another scope are simply absent). */
export async function customerNames(ctx: ScopedDb, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const { db, scope } = ctx;
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = await Promise.all(unique.map((id) => findCustomer({ db, scope }, id)));
  return new Map(found.flatMap((customer) => (customer ? [[customer.id, customerName(customer)] as const] : [])));
}
