/**
 * What other modules use of wallets. The functions that change a wallet take the caller's
 * transaction context first (a TxContext: its transaction, scope and the instant recorded) and
 * lock the wallet in that transaction; run each change in a transaction (ingest: one per batch,
 * a savepoint per event). A transaction that touches several wallets should lock them in one
 * order (by denomination key) to avoid deadlocks on PostgreSQL.
 */
export { lockWallet, lockWalletById } from './lockWallet.js';
export { drawUsage } from './drawUsage.js';
export { grantCredits, type GrantCreditsInput } from './grantCredits.js';
export type { GrantRollover } from './rollover.js';
export { expireDueGrants, sweepExpiredGrants } from './expireGrants.js';
export { endPolicyGrants } from './endGrants.js';
export { settleOverdraft } from './settleOverdraft.js';
export { lockInvoiceWallets, reinstateSettlements, writeOffSettlements } from './writeOff.js';
export { walletBalances, type BalanceItem } from './balances.js';
export { auditWallets } from './audit.js';
export type { AccountType, CreditGrantTable } from './tables.js';
export { WalletBook, type Shortfall, type WalletBookChanges } from './walletBook.js';
export { grantStandingAt, recordGrantEvent } from './present.js';
export { deleteUnusedWallets, insertBookGrants, insertWalletsIfAbsent, lockWalletsWithLiveGrants, walletBookWriteParts, writeWalletBook } from './batchRepo.js';
export type { WalletWithUnitCode } from './repo.js';
export { grantIdWithSourceRef, hasGrantWithSourceRef, overdraftOfEvents, overdraftSince, walletsInLockOrder } from './engineReads.js';
export { forecastWallets, type WalletForecast } from './forecast.js';
export { getCustomerBalances, listCustomerCreditGrants } from './service.js';
export type { CreditGrant } from './schemas.js';
export { availableOf, holdCredits, releaseHold } from './holds.js';
export { walletsInOverdraft, type OverdraftWallet } from './overdrafts.js';
export { BalanceItem as BalanceItemSchema } from './schemas.js';
export { createCreditGrant, getCreditGrant, voidCustomerCreditGrant } from './service.js';
export { CreateCreditGrantBody } from './schemas.js';
