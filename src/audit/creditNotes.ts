/**
 * Credit notes and credit balances (issue 30), through the invoices module's own checks
 * (src/modules/invoices/creditNoteAudit.ts): each credit note adds up to its lines and an
 * invoice's credit notes never exceed its total; each invoice's amount due is its total less the
 * credit notes credited to it less what paid it; each customer's credit balance is what credit
 * notes and negative invoices granted less what invoices applied.
 */
import { auditCreditBalances, auditCreditNotes } from '../modules/invoices/index.js';
import type { Db } from '../db/scope.js';
import type { AuditDifference } from './types.js';

export async function auditCreditDocuments(db: Db): Promise<AuditDifference[]> {
  const notes = await auditCreditNotes(db);
  const balances = await auditCreditBalances(db);
  return [...notes.problems, ...balances].map((p) => ({ check: p.check, companyId: p.companyId, subject: p.subject, recorded: p.stored, recomputed: p.recomputed }));
}
