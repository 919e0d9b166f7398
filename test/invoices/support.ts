/** Invoice test builders: an invoice written through the service, as the engine and checkout do. */
import type { Harness } from '../support/harness.js';
import { txContext } from '../../src/db/context.js';
import type { Scope } from '../../src/db/scope.js';
import { dec } from '../../src/money/decimal.js';
import { createInvoice, type CreateInvoiceInput, type CreatedInvoice } from '../../src/modules/invoices/createInvoice.js';

export function scopeOf(h: Harness, mode: 'test' | 'live' = 'test', companyId = h.company.id): Scope {
  return { companyId, mode };
}

export async function writeInvoice(
  h: Harness,
  input: Partial<CreateInvoiceInput> & { customerId: string | null },
  scope: Scope = scopeOf(h),
): Promise<CreatedInvoice> {
  const store = h.testStore.store;
  return store.db.transaction().execute((trx) =>
    createInvoice(txContext(trx, scope, h.clock.now()), {
      subscriptionId: null,
      currency: 'usd',
      collectionMethod: 'send_invoice',
      lines: [{ description: 'Pro plan', exactAmount: dec(4900), kind: 'flat_fee' }],
      ...input,
    }),
  );
}
