/**
 * The ledger side of one change to a locked wallet: entries are appended in memory with their
 * running balance and sequence number, then written with one insert and one wallet update, so the
 * wallet's stored balance is the sum of its entries when the transaction commits.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../db/scope.js';
import { newId } from '../../db/ids.js';
import { dec, formatDecimal, type Decimal } from '../../money/decimal.js';
import * as repo from './repo.js';
import type { LedgerEntryKind, LedgerEntryTable, WalletTable } from './tables.js';

export interface EntryRefs {
  grantId?: string | null;
  eventId?: string | null;
  invoiceId?: string | null;
}

export class WalletChange {
  private readonly entries: LedgerEntryTable[] = [];
  private runningBalance: Decimal;
  private seq: number;

  constructor(
    readonly wallet: WalletTable,
    private readonly nowIso: string,
  ) {
    this.runningBalance = dec(wallet.balance);
    this.seq = wallet.last_seq;
  }

  /** The wallet balance with every appended entry. */
  get balance(): Decimal {
    return this.runningBalance;
  }

  /** The `seq` of the last appended entry (the wallet's `last_seq` once saved). */
  get lastSeq(): number {
    return this.seq;
  }

  /** The entries appended so far, in order: for callers that write many wallets' changes at once. */
  get pendingEntries(): readonly LedgerEntryTable[] {
    return this.entries;
  }

  append(kind: LedgerEntryKind, amount: Decimal, refs: EntryRefs = {}): void {
    if (amount.isZero()) return;
    this.runningBalance = this.runningBalance.plus(amount);
    this.seq += 1;
    this.entries.push({
      id: newId(),
      company_id: this.wallet.company_id,
      mode: this.wallet.mode,
      wallet_id: this.wallet.id,
      seq: this.seq,
      grant_id: refs.grantId ?? null,
      event_id: refs.eventId ?? null,
      invoice_id: refs.invoiceId ?? null,
      kind,
      amount: formatDecimal(amount),
      balance_after: formatDecimal(this.runningBalance),
      created_at: this.nowIso,
    });
  }

  /** Writes the entries and the wallet's new balance; nothing when no entry was appended. */
  async save(trx: Transaction<Database>, scope: Scope): Promise<void> {
    if (this.entries.length === 0) return;
    await repo.insertLedgerEntries(trx, this.entries);
    await repo.updateWalletBalance({ db: trx, scope }, this.wallet.id, {
      balance: formatDecimal(this.runningBalance),
      last_seq: this.seq,
      updated_at: this.nowIso,
    });
  }
}
