import type { Mode } from '../../kernel/mode.js';
import type { CurrencyCode } from '../../money/currency.js';

export type AccountType = 'pricing_unit' | 'currency';

/**
 * One wallet per customer and denomination. `balance` is always the sum of the wallet's ledger
 * entries; a negative balance is an overdraft (debt) that the next grant repays first.
 */
export interface WalletTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  account_type: AccountType;
  currency_code: CurrencyCode | null;
  pricing_unit_id: string | null;
  /** `denominationKey()`: "currency:usd" or "pricing_unit:<id>"; unique per customer. */
  denomination_key: string;
  /** Decimal text, may be negative (overdraft). */
  balance: string;
  /** The `seq` of the wallet's latest ledger entry (0 before the first). */
  last_seq: number;
  /** Decimal text, zero or more: the sum of the wallet's live holds (reservations). Available is `balance - held`. */
  held: string;
  created_at: string;
  updated_at: string;
}

export type CreditGrantStatus = 'pending' | 'active' | 'voided';
/** `rollover`: the unused part of an expired policy grant, granted again (rollover.ts). */
export type CreditGrantSource = 'api' | 'policy' | 'initial' | 'pack' | 'rollover';

/**
 * A grant of credits into a wallet. `balance` is what is left of it, always the sum of the ledger
 * entries that carry its id. An expired grant keeps status `active` (the contract's enum has no
 * `expired`), with balance 0 and `expired_at` set.
 */
export interface CreditGrantTable {
  id: string;
  company_id: string;
  mode: Mode;
  customer_id: string;
  subscription_id: string | null;
  wallet_id: string;
  account_type: AccountType;
  pricing_unit_id: string | null;
  currency_code: CurrencyCode | null;
  name: string;
  amount: string;
  balance: string;
  status: CreditGrantStatus;
  expires_at: string | null;
  /** When the expiry was recorded in the ledger; null while the grant has not expired. */
  expired_at: string | null;
  source: CreditGrantSource;
  /** The caller's idempotency reference (billing engine, checkout); unique per wallet when set. */
  source_ref: string | null;
  /**
   * Rollover terms as JSON text (rollover.ts: caps and the rollover grant's expiry), set on a
   * policy grant whose policy rolls over (migration 0124); null: the unused part simply expires.
   */
  rollover: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The columns of a grant row as the code knows it, for reads that return CreditGrantTable: the
 * table also has `live` (0133_live_grant_flag), which the database keeps and no code reads back.
 */
export const CREDIT_GRANT_COLUMNS = [
  'id',
  'company_id',
  'mode',
  'customer_id',
  'subscription_id',
  'wallet_id',
  'account_type',
  'pricing_unit_id',
  'currency_code',
  'name',
  'amount',
  'balance',
  'status',
  'expires_at',
  'expired_at',
  'source',
  'source_ref',
  'rollover',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof CreditGrantTable)[];

// Fails to compile when CreditGrantTable gains a column the list does not name.
const everyGrantColumn: Record<Exclude<keyof CreditGrantTable, (typeof CREDIT_GRANT_COLUMNS)[number]>, never> = {};
void everyGrantColumn;

/**
 * What changed a balance:
 * - `grant`: credits granted (+, on the grant), a rollover grant's too, right after the `expiry`
 *   of the grant it rolls over;
 * - `usage`: a usage draw (-, on the grant drawn, or without grant for the overdraft part);
 * - `repayment`: a new grant paying back overdraft, always a pair that nets to zero on the
 *   wallet: - on the grant, + without grant (the debt shrinks);
 * - `expiry` / `void`: a grant's remaining balance removed (-, on the grant);
 * - `settlement`: overdraft paid by an invoice (+, without grant; carries the invoice id). A void
 *   or uncollectible invoice undoes its settlement (-, same invoice id), paired with:
 * - `write_off`: the debt that invoice settled is forgiven (+, without grant, same invoice id); an
 *   uncollectible invoice paid after all reverses the pair (writeOff.ts). Per invoice, settlement
 *   entries sum to what it settles now, write_off entries to what was forgiven.
 */
export type LedgerEntryKind = 'grant' | 'usage' | 'repayment' | 'expiry' | 'void' | 'settlement' | 'write_off';

/** Append-only: rows are inserted, never updated or deleted. */
export interface LedgerEntryTable {
  id: string;
  company_id: string;
  mode: Mode;
  wallet_id: string;
  /** 1, 2, 3... per wallet, unique: the entries' order, and a guard against lost updates. */
  seq: number;
  /** The grant whose balance this entry changes; null for the overdraft (debt) side. */
  grant_id: string | null;
  event_id: string | null;
  invoice_id: string | null;
  kind: LedgerEntryKind;
  /** Signed decimal text. */
  amount: string;
  /** The wallet balance after this entry. */
  balance_after: string;
  created_at: string;
}

/**
 * The holds' own ledger (issue 28): `hold` (+) when a reservation is made, `release` (-) when it is
 * captured, released or expires. A hold does not move the balance, so it is not a balance entry;
 * per wallet these entries sum to `wallets.held`. Append-only; one of each kind per reservation.
 */
export interface HoldEntryTable {
  id: string;
  company_id: string;
  mode: Mode;
  wallet_id: string;
  reservation_id: string;
  kind: 'hold' | 'release';
  /** Positive decimal text. */
  amount: string;
  /** The wallet's `held` after this entry. */
  held_after: string;
  created_at: string;
}

export interface WalletTables {
  wallets: WalletTable;
  hold_entries: HoldEntryTable;
  credit_grants: CreditGrantTable;
  ledger_entries: LedgerEntryTable;
}
