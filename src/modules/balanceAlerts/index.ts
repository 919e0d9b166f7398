/** What other modules use of balance alerts: the batch read of thresholds and the wallet.* events of a balance change. */
export { alertsOfCustomers, alertsOfCustomersInBatch } from './repo.js';
export { firesAny, recordWalletEvents, type BalanceChange, type WalletBalanceItem } from './walletEvents.js';
export type { BalanceAlertTable } from './tables.js';
