/**
 * 0136_ledger_without_wallet_index on a running store: taken back, the ledger has its unique
 * (wallet, seq) index and its wallet foreign key again; migrated again, every entry is where it
 * was, still append-only, the audit clean, and neither the numbering nor the wallet is checked by
 * the store any more (the audit proves both: ledger.test.ts).
 *
 * By hand: a grant of 50 credits, then draws of 20 and 45: the ledger holds grant +50 (after 50),
 * usage -20 (after 30), usage -30 from the grant (after 0), usage -15 overdraft (after -15).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { txContext } from '../../src/db/context.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import * as migration from '../../src/db/migrations/0136_ledger_without_wallet_index.js';
import type { Database } from '../../src/db/schema.js';
import type { Scope } from '../../src/db/scope.js';
import { dec } from '../../src/money/decimal.js';
import { auditWallets, drawUsage, grantCredits } from '../../src/modules/wallets/index.js';
import * as repo from '../../src/modules/wallets/repo.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPricingUnit, testScope, zeroLedgerEntry } from './builders.js';

const T0 = new Date('2026-01-15T12:00:00.000Z');

describeEachStore('the ledger without its wallet index, on a running store', (kind) => {
  let h: Harness;
  let scope: Scope;

  beforeAll(async () => {
    h = await createHarness(kind);
    scope = testScope(h);
  });
  afterAll(() => h.close());

  it('keeps every entry through the rebuild and back, and the store stops checking what the audit proves', async () => {
    const db = h.testStore.store.db;
    const credits = await setupPricingUnit(db, scope, 'credits');
    const customer = await setupCustomer(h);
    const tx = <T>(fn: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(fn);
    const granted = await tx((trx) =>
      grantCredits(txContext(trx, scope, T0), { customerId: customer, subscriptionId: null, denomination: credits, name: 'g', amount: dec('50'), expiresAt: null, source: 'api' }),
    );
    for (const amount of ['20', '45']) await tx((trx) => drawUsage(txContext(trx, scope, T0), { customerId: customer, denomination: credits, amount: dec(amount), at: T0, eventId: null }));
    const ledger = async () => (await repo.selectLedgerEntries({ db, scope }, granted.wallet_id)).map((e) => [e.seq, e.kind, e.amount, e.balance_after]);
    const expected = [
      [1, 'grant', '50', '50'],
      [2, 'usage', '-20', '30'],
      [3, 'usage', '-30', '0'],
      [4, 'usage', '-15', '-15'],
    ];
    expect(await ledger()).toEqual(expected);
    const copyOf = (seq: number, walletId = granted.wallet_id) => zeroLedgerEntry(scope, walletId, seq, '-15', T0);

    // Taken back: the store refuses a second entry 4 and an entry of no wallet again.
    await migration.down(db as unknown as Kysely<unknown>);
    await expect(db.insertInto('ledger_entries').values(copyOf(4)).execute()).rejects.toThrow();
    await expect(db.insertInto('ledger_entries').values(copyOf(1, 'wallet_gone')).execute()).rejects.toThrow();
    expect(await ledger()).toEqual(expected);

    // Migrated again: the same entries, append-only, the audit clean.
    await sql`delete from kysely_migration where name = '0136_ledger_without_wallet_index'`.execute(db);
    expect(await migrateToLatest(h.testStore.store)).toEqual(['0136_ledger_without_wallet_index']);
    expect(await ledger()).toEqual(expected);
    await expect(db.updateTable('ledger_entries').set({ amount: '500' }).where('wallet_id', '=', granted.wallet_id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ledger_entries').where('wallet_id', '=', granted.wallet_id).execute()).rejects.toThrow(/append-only/);
    expect(await auditWallets(db)).toEqual([]);

    // The store no longer refuses them: the audit reports them.
    await db.insertInto('ledger_entries').values([copyOf(4), copyOf(1, 'wallet_gone')]).execute();
    const problems = await auditWallets(db);
    expect(problems.map((p) => [p.walletId, p.check])).toEqual([
      [granted.wallet_id, 'seq'],
      ['wallet_gone', 'wallet_balance'],
    ]);
  });
});
