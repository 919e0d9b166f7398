// A reader on its own thread and its own SQLite connection: while the test process writes (its
// SQLite calls block its event loop for a whole batch), this thread keeps taking snapshots of one
// wallet, its grant and its ledger, and checks that each adds up. Plain JS: worker threads load
// it without the test runner's TypeScript transform.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { Decimal } from 'decimal.js';

const { file, walletId, grantId, stopFlag } = workerData;
const stop = new Int32Array(stopFlag);
const db = new Database(file, { readonly: true });
db.pragma('busy_timeout = 5000');
const readWallet = db.prepare('select balance, last_seq from wallets where id = ?');
const readGrant = db.prepare('select balance from credit_grants where id = ?');
const readEntries = db.prepare('select amount, grant_id, seq, balance_after from ledger_entries where wallet_id = ? order by seq');
const snapshot = db.transaction(() => ({ wallet: readWallet.get(walletId), grant: readGrant.get(grantId), entries: readEntries.all(walletId) }));

let samples = 0;
const problems = [];
const balances = [];
while (Atomics.load(stop, 0) === 0 || samples === 0) {
  const { wallet, grant, entries } = snapshot.deferred();
  samples += 1;
  const balance = new Decimal(wallet.balance);
  balances.push(wallet.balance);
  const sum = (rows) => rows.reduce((acc, e) => acc.plus(e.amount), new Decimal(0));
  const total = sum(entries);
  if (!total.eq(balance)) problems.push(`balance ${wallet.balance} but entries sum to ${total.toFixed()}`);
  if (entries.length !== wallet.last_seq || entries.some((e, i) => e.seq !== i + 1)) problems.push(`last_seq ${wallet.last_seq} with ${entries.length} entries`);
  const last = entries[entries.length - 1];
  if (last && !new Decimal(last.balance_after).eq(balance)) problems.push(`balance ${wallet.balance} but last balance_after ${last.balance_after}`);
  const onGrant = sum(entries.filter((e) => e.grant_id === grantId));
  if (!onGrant.eq(grant.balance)) problems.push(`grant balance ${grant.balance} but its entries sum to ${onGrant.toFixed()}`);
  const debt = sum(entries.filter((e) => e.grant_id === null));
  if (!new Decimal(grant.balance).plus(debt).eq(balance)) problems.push(`grant ${grant.balance} + debt ${debt.toFixed()} != balance ${wallet.balance}`);
  if (new Decimal(grant.balance).gt(0) && debt.lt(0)) problems.push(`overdraft ${debt.toFixed()} while the grant still holds ${grant.balance}`);
  // The test starts its writes only after this: the race is sampled from its start.
  if (samples === 1) parentPort.postMessage({ started: true });
  if (problems.length > 20) break;
}
db.close();
parentPort.postMessage({ samples, problems, balances });
