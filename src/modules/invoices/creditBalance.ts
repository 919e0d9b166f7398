/**
 * A customer's credit balance, per currency (Stripe's customer balance): what a plan change owes
 * the customer reaches them as credit on the account, taken off their next invoices.
 *
 * Decided here (issue 12, item 2; Stripe's default for downgrades):
 * - An invoice whose lines total less than zero is never finalized negative, nor ever `paid`
 *   negative: finalization adds a line carrying the credit to the balance ("Credit carried to your
 *   account balance", +amount), so the invoice totals 0 and nothing is collected, and the balance
 *   gains the amount.
 * - Finalizing an invoice that totals more than zero applies the balance in its currency, up to
 *   the total: a line "Account credit applied" (-amount) and the balance loses it. Not for an
 *   invoice the caller records as paid by card at once (a credit-pack checkout: the card paid it
 *   in full), which passes `applyCreditBalance: false`.
 * - Voiding an invoice that applied balance gives it back (issue 26, item 7b): a `returned` entry,
 *   +what it applied, naming the invoice, in the void's transaction (`returnAppliedBalance`).
 *   Voiding is final (a second void is refused), so it is given back once. Marking an invoice
 *   uncollectible gives nothing back: the credit was spent on it and it may still be paid.
 * - A billing anchor move that would bill paid prepaid days again gives them back (issue 26, item
 *   7a): an `unused_time` entry naming the paid invoice, written by the move's transaction under
 *   the subscription's lock (`creditUnusedTime`); the next invoice applies it.
 * - A credit note credited to the balance (issue 30) adds its total: a `credit_note` entry naming
 *   the note and its invoice, in the note's transaction; the next invoice applies it.
 * - Entries are append-only; the balance is their sum. Finalization holds the company's invoice
 *   number lock (repo.takeInvoiceNumber) while it reads and writes the balance, so two invoices
 *   of one customer never spend the same credit.
 * The hosted signup page prices the same rule (`creditBalanceLine`), so its quote equals the invoice.
 */
import type { TxContext, ScopedDb } from '../../db/context.js';
import { inScope } from '../../db/scope.js';
import { newId } from '../../db/ids.js';
import type { CurrencyCode } from '../../money/currency.js';
import { toIso } from '../../time.js';
import type { CreditBalanceEntryKind, CustomerBalanceEntryTable } from './creditBalanceTables.js';

export const CARRIED_DESCRIPTION = 'Credit carried to your account balance, taken off your next invoices';
export const APPLIED_DESCRIPTION = 'Account credit applied';
export const RETURNED_DESCRIPTION = 'Account credit given back: the invoice that used it was voided';

export interface CreditBalanceLine {
  kind: CreditBalanceEntryKind;
  /** The invoice line's amount, minor units: + when carried, - when applied. */
  lineMinor: number;
  description: string;
}

/** What finalization adds to an invoice of `totalMinor` with `balanceMinor` of credit, pure; null for nothing. */
export function creditBalanceLine(totalMinor: number, balanceMinor: number, apply: boolean): CreditBalanceLine | null {
  if (totalMinor < 0) return { kind: 'carried', lineMinor: -totalMinor, description: CARRIED_DESCRIPTION };
  if (!apply || totalMinor === 0 || balanceMinor <= 0) return null;
  return { kind: 'applied', lineMinor: -Math.min(totalMinor, balanceMinor), description: APPLIED_DESCRIPTION };
}

/** The customer's credit balance in `currency`, minor units (0 when none). */
export async function creditBalanceOf(ctx: ScopedDb, customerId: string, currency: CurrencyCode): Promise<number> {
  const { db, scope } = ctx;
  const row = await db
    .selectFrom('customer_balance_entries')
    .select((eb) => eb.fn.sum<string | number | null>('amount_minor').as('total'))
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function insertBalanceEntry(
  tx: TxContext,
  entry: { customerId: string; currency: CurrencyCode; kind: CreditBalanceEntryKind; amountMinor: number; invoiceId: string; description: string; creditNoteId?: string },
): Promise<void> {
  const { trx, scope } = tx;
  await trx
    .insertInto('customer_balance_entries')
    .values({
      id: newId(),
      company_id: scope.companyId,
      mode: scope.mode,
      customer_id: entry.customerId,
      currency: entry.currency,
      kind: entry.kind,
      amount_minor: entry.amountMinor,
      invoice_id: entry.invoiceId,
      credit_note_id: entry.creditNoteId ?? null,
      description: entry.description,
      created_at: toIso(tx.now),
    })
    .execute();
}

/**
 * Gives back what the invoice applied of the credit balance, per currency (an entry `returned`,
 * +amount, naming the invoice). For a void, with the invoice locked: nothing when it applied none.
 */
export async function returnAppliedBalance(tx: TxContext, invoiceId: string): Promise<void> {
  const { trx, scope } = tx;
  const rows = await trx
    .selectFrom('customer_balance_entries')
    .select(['customer_id', 'currency', 'kind', 'amount_minor'])
    .where(inScope(scope))
    .where('invoice_id', '=', invoiceId)
    .where('kind', 'in', ['applied', 'returned'])
    .execute();
  const owed = new Map<string, { customerId: string; currency: CurrencyCode; minor: number }>();
  for (const row of rows) {
    const key = `${row.customer_id}|${row.currency}`;
    const entry = owed.get(key) ?? { customerId: row.customer_id, currency: row.currency, minor: 0 };
    // Applied entries are negative; what was already returned is positive.
    entry.minor -= Number(row.amount_minor);
    owed.set(key, entry);
  }
  for (const { customerId, currency, minor } of owed.values()) {
    if (minor <= 0) continue;
    await insertBalanceEntry(tx, { customerId, currency, kind: 'returned', amountMinor: minor, invoiceId, description: RETURNED_DESCRIPTION });
  }
}

/** Gives paid, unused prepaid time back as credit (an `unused_time` entry, +amount, naming the invoice that billed it). */
export async function creditUnusedTime(
  tx: TxContext,
  entry: { customerId: string; currency: CurrencyCode; amountMinor: number; invoiceId: string; description: string },
): Promise<void> {
  if (!Number.isInteger(entry.amountMinor) || entry.amountMinor <= 0) throw new Error(`Unused time is credited in whole positive minor units, got ${entry.amountMinor}`);
  await insertBalanceEntry(tx, { ...entry, kind: 'unused_time' });
}

export interface CreditBalance {
  customer_id: string;
  balances: { currency: CurrencyCode; balance_cents: number }[];
  entries: { id: string; currency: CurrencyCode; kind: CreditBalanceEntryKind; amount_cents: number; invoice_id: string; credit_note_id: string | null; description: string; created_at: string }[];
}

/** The customer's balances (every currency with an entry) and entries, newest first. */
export async function readCreditBalance(ctx: ScopedDb, customerId: string): Promise<CreditBalance> {
  const { db, scope } = ctx;
  const rows: CustomerBalanceEntryTable[] = await db
    .selectFrom('customer_balance_entries')
    .selectAll()
    .where(inScope(scope))
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const totals = new Map<CurrencyCode, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + Number(row.amount_minor));
  return {
    customer_id: customerId,
    balances: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, balance]) => ({ currency, balance_cents: balance })),
    entries: rows.map((row) => ({
      id: row.id,
      currency: row.currency,
      kind: row.kind,
      amount_cents: Number(row.amount_minor),
      invoice_id: row.invoice_id,
      credit_note_id: row.credit_note_id,
      description: row.description,
      created_at: row.created_at,
    })),
  };
}
