/**
 * Credit notes and the credit balance, for `meterline audit` (issue 30). Every company and mode.
 *
 * auditCreditNotes:
 * - `credit_note_total`: each credit note's total is what its lines add up to (their amounts and
 *   tax), and an invoice's issued credit notes never add up to more than its total;
 * - `invoice_amount_due`: each invoice asks what its documents say: nothing when void, else
 *   total - the credit notes credited to it - what paid it (`amount_paid_cents`). (A credit note
 *   credited to the balance or refunded gives part of the payment back: counted as a credit note
 *   and as a payment returned, it leaves the amount due as it is.)
 *
 * auditCreditBalances (`credit_balance`): each customer's credit balance per currency, the sum of
 * its entries, against the documents that grant and spend it: credit notes credited to the balance
 * + credit carried by negative invoices ("Credit carried ...") - credit applied to invoices
 * ("Account credit applied") + what voided invoices had applied (given back) + unused prepaid time
 * (`unused_time` entries, which name a paid invoice and have no document of their own).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/scope.js';
import { APPLIED_DESCRIPTION, CARRIED_DESCRIPTION } from './creditBalance.js';

export interface CreditAuditProblem {
  check: 'credit_note_total' | 'invoice_amount_due' | 'credit_balance';
  companyId: string;
  subject: string;
  stored: string;
  recomputed: string;
}

const BATCH = 500;

export async function auditCreditNotes(db: Db): Promise<{ checked: number; problems: CreditAuditProblem[] }> {
  const problems: CreditAuditProblem[] = [];
  const noteSums = await db
    .selectFrom('credit_notes as n')
    .leftJoin('credit_note_lines as l', 'l.credit_note_id', 'n.id')
    .select(['n.id', 'n.company_id', 'n.total_cents'])
    .select((eb) => eb.fn.sum<string | number | null>(sql`l.total_amount_cents + l.tax_amount_cents`).as('lines_cents'))
    .groupBy(['n.id', 'n.company_id', 'n.total_cents'])
    .execute();
  for (const note of noteSums) {
    const lines = Number(note.lines_cents ?? 0);
    if (Number(note.total_cents) !== lines) problems.push({ check: 'credit_note_total', companyId: note.company_id, subject: `credit note ${note.id} total_cents`, stored: String(Number(note.total_cents)), recomputed: String(lines) });
  }

  let checked = 0;
  let after = '';
  for (;;) {
    const invoices = await db
      .selectFrom('invoices')
      .select(['id', 'company_id', 'status', 'total_cents', 'amount_due_cents', 'amount_paid_cents'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (!invoices.length) break;
    const notes = await db
      .selectFrom('credit_notes')
      .select(['invoice_id', 'credited_to', 'total_cents'])
      .where('status', '=', 'issued')
      .where(
        'invoice_id',
        'in',
        invoices.map((invoice) => invoice.id),
      )
      .execute();
    const credited = new Map<string, { all: number; toInvoice: number }>();
    for (const note of notes) {
      const sums = credited.get(note.invoice_id) ?? { all: 0, toInvoice: 0 };
      sums.all += Number(note.total_cents);
      if (note.credited_to === 'invoice') sums.toInvoice += Number(note.total_cents);
      credited.set(note.invoice_id, sums);
    }
    for (const invoice of invoices) {
      const sums = credited.get(invoice.id) ?? { all: 0, toInvoice: 0 };
      const total = Number(invoice.total_cents);
      if (sums.all > total) problems.push({ check: 'credit_note_total', companyId: invoice.company_id, subject: `invoice ${invoice.id} credit notes`, stored: String(sums.all), recomputed: `at most its total, ${total}` });
      const due = invoice.status === 'void' ? 0 : total - sums.toInvoice - Number(invoice.amount_paid_cents);
      if (Number(invoice.amount_due_cents) !== due) {
        problems.push({ check: 'invoice_amount_due', companyId: invoice.company_id, subject: `invoice ${invoice.id} amount_due_cents`, stored: String(Number(invoice.amount_due_cents)), recomputed: String(due) });
      }
    }
    checked += invoices.length;
    after = invoices[invoices.length - 1]?.id ?? after;
    if (invoices.length < BATCH) break;
  }
  return { checked, problems };
}

type BalanceKey = string;

function keyOf(companyId: string, mode: string, customerId: string, currency: string): BalanceKey {
  return JSON.stringify([companyId, mode, customerId, currency]);
}

export async function auditCreditBalances(db: Db): Promise<CreditAuditProblem[]> {
  const recorded = new Map<BalanceKey, number>();
  const recomputed = new Map<BalanceKey, number>();
  const add = (map: Map<BalanceKey, number>, key: BalanceKey, cents: number) => map.set(key, (map.get(key) ?? 0) + cents);

  const entries = await db
    .selectFrom('customer_balance_entries')
    .select(['company_id', 'mode', 'customer_id', 'currency', 'kind'])
    .select((eb) => eb.fn.sum<string | number>('amount_minor').as('cents'))
    .groupBy(['company_id', 'mode', 'customer_id', 'currency', 'kind'])
    .execute();
  for (const row of entries) {
    const key = keyOf(row.company_id, row.mode, row.customer_id, row.currency);
    add(recorded, key, Number(row.cents));
    // Unused prepaid time has no document besides its entry.
    if (row.kind === 'unused_time') add(recomputed, key, Number(row.cents));
  }

  const notes = await db
    .selectFrom('credit_notes')
    .select(['company_id', 'mode', 'customer_id', 'currency'])
    .select((eb) => eb.fn.sum<string | number>('total_cents').as('cents'))
    .where('credited_to', '=', 'credit_balance')
    .where('status', '=', 'issued')
    .where('customer_id', 'is not', null)
    .groupBy(['company_id', 'mode', 'customer_id', 'currency'])
    .execute();
  for (const row of notes) if (row.customer_id !== null) add(recomputed, keyOf(row.company_id, row.mode, row.customer_id, row.currency), Number(row.cents));

  // The lines finalization adds (creditBalance.ts): carried (+), applied (-); a void invoice gave back what it applied.
  const lines = await db
    .selectFrom('invoice_line_items as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['i.company_id', 'i.mode', 'i.customer_id', 'i.currency', 'i.status', 'l.description'])
    .select((eb) => eb.fn.sum<string | number>('l.total_amount_cents').as('cents'))
    .where('l.description', 'in', [CARRIED_DESCRIPTION, APPLIED_DESCRIPTION])
    .where('i.finalized_at', 'is not', null)
    .where('i.customer_id', 'is not', null)
    .groupBy(['i.company_id', 'i.mode', 'i.customer_id', 'i.currency', 'i.status', 'l.description'])
    .execute();
  for (const row of lines) {
    if (row.customer_id === null) continue;
    const key = keyOf(row.company_id, row.mode, row.customer_id, row.currency);
    const cents = Number(row.cents);
    if (row.description === CARRIED_DESCRIPTION) add(recomputed, key, cents);
    // Applied lines are negative; a voided invoice gave its credit back.
    else if (row.status !== 'void') add(recomputed, key, cents);
  }

  const problems: CreditAuditProblem[] = [];
  for (const key of new Set([...recorded.keys(), ...recomputed.keys()])) {
    const [companyId, , customerId, currency] = JSON.parse(key) as [string, string, string, string];
    const stored = recorded.get(key) ?? 0;
    const fromDocuments = recomputed.get(key) ?? 0;
    if (stored !== fromDocuments) problems.push({ check: 'credit_balance', companyId, subject: `customer ${customerId} credit balance ${currency}`, stored: String(stored), recomputed: String(fromDocuments) });
    else if (stored < 0) problems.push({ check: 'credit_balance', companyId, subject: `customer ${customerId} credit balance ${currency}`, stored: String(stored), recomputed: 'never below 0' });
  }
  return problems;
}
