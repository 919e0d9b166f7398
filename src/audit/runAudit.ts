/**
 * The ledger audit (`meterline audit`): recomputes every wallet balance from the ledger, every
 * event cost from its charges and usage draws, and every invoice total from its lines, in one
 * read-only snapshot so a server writing meanwhile cannot make it see half a change; that every
 * usage charge is in the open period or on exactly one invoice (usageInvoiced.ts); and that
 * finalized invoices never changed, and credit notes, amounts due and credit balances agree
 * (invoiceTotals.ts, creditNotes.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { auditEventCosts } from './eventCosts.js';
import { auditInvoiceTotals } from './invoiceTotals.js';
import { auditUsageInvoiced } from './usageInvoiced.js';
import type { AuditReport } from './types.js';
import { auditWalletBalances } from './walletBalances.js';
import { auditHeldReservations } from './heldReservations.js';
import { auditCreditDocuments } from './creditNotes.js';

export async function runAudit(db: Kysely<Database>): Promise<AuditReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const wallets = await auditWalletBalances(trx);
      const events = await auditEventCosts(trx);
      const invoices = await auditInvoiceTotals(trx);
      const usage = await auditUsageInvoiced(trx);
      const held = await auditHeldReservations(trx);
      const credits = await auditCreditDocuments(trx);
      return {
        checked: { wallets: wallets.checked, events: events.checked, invoices: invoices.checked, charges: usage.checked },
        differences: [...wallets.differences, ...events.differences, ...invoices.differences, ...usage.differences, ...held, ...credits],
      };
    });
}
