/**
 * Wallet stories through the exported service functions, on both stores: burn-down order,
 * overdraft and repayment, expiry at the instant, voids, settlements, idempotent grants, and the
 * ledger invariants after each story.
 */
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { txContext } from '../../src/db/context.js';
import type { Database } from '../../src/db/schema.js';
import type { Scope } from '../../src/db/scope.js';
import { dec } from '../../src/money/decimal.js';
import type { Denomination } from '../../src/money/denomination.js';
import {
  auditWallets,
  drawUsage,
  expireDueGrants,
  grantCredits,
  lockWallet,
  settleOverdraft,
  sweepExpiredGrants,
  walletBalances,
  type GrantCreditsInput,
} from '../../src/modules/wallets/index.js';
import * as repo from '../../src/modules/wallets/repo.js';
import { voidGrant } from '../../src/modules/wallets/voidGrant.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPricingUnit, setupSubscription, testScope, USD, zeroLedgerEntry } from './builders.js';

const T0 = new Date('2026-01-15T12:00:00.000Z');
const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);
const DAY = 86_400_000;

describeEachStore('wallet ledger', (kind) => {
  let h: Harness;
  let scope: Scope;
  let credits: Denomination;

  beforeAll(async () => {
    h = await createHarness(kind);
    scope = testScope(h);
    credits = await setupPricingUnit(h.testStore.store.db, scope, 'credits');
  });
  afterAll(() => h.close());

  const tx = <T>(fn: (trx: Transaction<Database>) => Promise<T>) => h.testStore.store.db.transaction().execute(fn);

  const grant = (customerId: string, amount: string, extra: Partial<GrantCreditsInput> = {}, now = T0) =>
    tx((trx) =>
      grantCredits(txContext(trx, scope, now), {
        customerId,
        subscriptionId: null,
        denomination: credits,
        name: `grant ${amount}`,
        amount: dec(amount),
        expiresAt: null,
        source: 'api',
        ...extra,
      }),
    );
  const draw = (customerId: string, amount: string, when = T0, eventId: string | null = null, denomination = credits) =>
    tx((trx) => drawUsage(txContext(trx, scope, when), { customerId, denomination, amount: dec(amount), at: when, eventId }));
  const grantBalance = async (id: string) => (await repo.findGrant({ db: h.testStore.store.db, scope }, id))?.balance;
  const entriesOf = async (walletId: string) =>
    (await repo.selectLedgerEntries({ db: h.testStore.store.db, scope }, walletId)).map((e) => ({ kind: e.kind, amount: e.amount, grant: e.grant_id, after: e.balance_after }));

  it('burns the earliest expiry first, never-expiring last, then the oldest', async () => {
    const customer = await setupCustomer(h);
    const forever = await grant(customer, '100', {}, T0);
    const late = await grant(customer, '10', { expiresAt: at(20 * DAY) }, at(1));
    const soon = await grant(customer, '10', { expiresAt: at(10 * DAY) }, at(2));
    const foreverYounger = await grant(customer, '100', {}, at(3));

    const result = await draw(customer, '125', at(5), 'evt_1');
    expect(result.draws.map((d) => [d.grantId, d.amount.toFixed()])).toEqual([
      [soon.id, '10'],
      [late.id, '10'],
      [forever.id, '100'],
      [foreverYounger.id, '5'],
    ]);
    expect(result.shortfall.toFixed()).toBe('0');
    expect(result.balance.toFixed()).toBe('95');
    expect(await grantBalance(foreverYounger.id)).toBe('95');
    expect(await grantBalance(forever.id)).toBe('0');

    const entries = await entriesOf(result.walletId);
    expect(entries.slice(4)).toEqual([
      { kind: 'usage', amount: '-10', grant: soon.id, after: '210' },
      { kind: 'usage', amount: '-10', grant: late.id, after: '200' },
      { kind: 'usage', amount: '-100', grant: forever.id, after: '100' },
      { kind: 'usage', amount: '-5', grant: foreverYounger.id, after: '95' },
    ]);
    expect(await walletBalances({ db: h.testStore.store.db, scope: scope }, customer)).toEqual([{ balance: '95', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('turns a shortfall into overdraft, which the next grant repays first', async () => {
    const customer = await setupCustomer(h);
    await grant(customer, '20');
    const first = await draw(customer, '50', T0, 'evt_a');
    expect(first.shortfall.toFixed()).toBe('30');
    expect(first.balance.toFixed()).toBe('-30');

    const small = await grant(customer, '10');
    expect(small.balance).toBe('0');
    const big = await grant(customer, '100');
    expect(big.amount).toBe('100');
    expect(big.balance).toBe('80');

    const entries = await entriesOf(first.walletId);
    expect(entries).toEqual([
      { kind: 'grant', amount: '20', grant: expect.any(String), after: '20' },
      { kind: 'usage', amount: '-20', grant: expect.any(String), after: '0' },
      { kind: 'usage', amount: '-30', grant: null, after: '-30' },
      { kind: 'grant', amount: '10', grant: small.id, after: '-20' },
      { kind: 'repayment', amount: '-10', grant: small.id, after: '-30' },
      { kind: 'repayment', amount: '10', grant: null, after: '-20' },
      { kind: 'grant', amount: '100', grant: big.id, after: '80' },
      { kind: 'repayment', amount: '-20', grant: big.id, after: '60' },
      { kind: 'repayment', amount: '20', grant: null, after: '80' },
    ]);
    const next = await draw(customer, '5');
    expect(next.balance.toFixed()).toBe('75');
    expect(await grantBalance(big.id)).toBe('75');
    expect(await auditWallets(h.testStore.store.db)).toEqual([]);
  });

  it('stops counting a grant at its expiry instant', async () => {
    const customer = await setupCustomer(h);
    const expiring = await grant(customer, '100', { expiresAt: at(DAY) });
    const justBefore = await draw(customer, '10', at(DAY - 1), 'evt_before');
    expect(justBefore.draws).toEqual([{ grantId: expiring.id, amount: dec('10') }]);
    expect(await walletBalances({ db: h.testStore.store.db, scope: scope }, customer, at(DAY - 1))).toEqual([{ balance: '90', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    // At the instant itself: read as expired before any write records it.
    expect(await walletBalances({ db: h.testStore.store.db, scope: scope }, customer, at(DAY))).toEqual([{ balance: '0', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);

    const atInstant = await draw(customer, '10', at(DAY), 'evt_at');
    expect(atInstant.draws).toEqual([]);
    expect(atInstant.shortfall.toFixed()).toBe('10');
    expect(atInstant.balance.toFixed()).toBe('-10');
    const entries = await entriesOf(atInstant.walletId);
    expect(entries.slice(-2)).toEqual([
      { kind: 'expiry', amount: '-90', grant: expiring.id, after: '0' },
      { kind: 'usage', amount: '-10', grant: null, after: '-10' },
    ]);
    const row = await repo.findGrant({ db: h.testStore.store.db, scope }, expiring.id);
    expect(row).toMatchObject({ status: 'active', balance: '0', expired_at: at(DAY).toISOString() });
  });

  it('expires due grants on demand and by the sweep, once', async () => {
    const customer = await setupCustomer(h);
    const soon = await grant(customer, '40', { expiresAt: at(DAY) });
    const later = await grant(customer, '60', { expiresAt: at(2 * DAY) });
    const walletId = soon.wallet_id;
    const none = await tx((trx) => expireDueGrants(txContext(trx, scope, at(DAY - 1)), walletId));
    expect(none.expiredGrantIds).toEqual([]);
    const first = await tx((trx) => expireDueGrants(txContext(trx, scope, at(DAY)), walletId));
    expect(first).toEqual({ expiredGrantIds: [soon.id], balance: dec('60') });

    expect(await sweepExpiredGrants(h.testStore.store.db, at(3 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await grantBalance(later.id)).toBe('0');
    expect(await sweepExpiredGrants(h.testStore.store.db, at(3 * DAY))).toBe(0);
    expect((await entriesOf(walletId)).filter((e) => e.kind === 'expiry')).toHaveLength(2);
  });

  it('voids a grant: what is left leaves with a void entry, once', async () => {
    const customer = await setupCustomer(h);
    const g = await grant(customer, '50');
    await draw(customer, '20');
    const voided = await tx((trx) => voidGrant(txContext(trx, scope, at(1000)), g.id));
    expect(voided).toMatchObject({ status: 'voided', balance: '0', amount: '50' });
    const again = await tx((trx) => voidGrant(txContext(trx, scope, at(2000)), g.id));
    expect(again.updated_at).toBe(voided.updated_at);
    const entries = await entriesOf(g.wallet_id);
    expect(entries.at(-1)).toEqual({ kind: 'void', amount: '-30', grant: g.id, after: '0' });
    expect(entries.filter((e) => e.kind === 'void')).toHaveLength(1);
    // A voided grant no longer pays.
    expect((await draw(customer, '1')).shortfall.toFixed()).toBe('1');
    await expect(tx((trx) => voidGrant(txContext(trx, { ...scope, mode: 'live' }, T0), g.id))).rejects.toMatchObject({ statusCode: 404 });
  });

  it('settles overdraft from an invoice, never beyond the debt', async () => {
    const customer = await setupCustomer(h);
    const d = await draw(customer, '12.5', T0, null, USD);
    const settled = await tx((trx) => settleOverdraft(txContext(trx, scope, T0), { walletId: d.walletId, amount: dec('20'), invoiceId: 'inv_1' }));
    expect(settled.settled.toFixed()).toBe('12.5');
    expect(settled.balance.toFixed()).toBe('0');
    expect(await walletBalances({ db: h.testStore.store.db, scope: scope }, customer)).toEqual([{ balance: '0', account_type: 'currency', currency_code: 'usd' }]);
  });

  it('makes a grant with a source reference once', async () => {
    const customer = await setupCustomer(h);
    const first = await grant(customer, '100', { source: 'policy', sourceRef: 'policy_1:2026-01' });
    const second = await grant(customer, '100', { source: 'policy', sourceRef: 'policy_1:2026-01' }, at(DAY));
    expect(second).toEqual(first);
    const third = await grant(customer, '100', { source: 'policy', sourceRef: 'policy_1:2026-02' });
    expect(third.id).not.toBe(first.id);
    expect(await walletBalances({ db: h.testStore.store.db, scope: scope }, customer)).toEqual([{ balance: '200', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
  });

  it('keeps one wallet per customer, denomination and mode', async () => {
    const customer = await setupCustomer(h);
    const subscription = await setupSubscription(h.testStore.store.db, scope, customer);
    const a = await tx((trx) => lockWallet(txContext(trx, scope, T0), customer, credits));
    const b = await tx((trx) => lockWallet(txContext(trx, scope, T0), customer, credits));
    const usd = await tx((trx) => lockWallet(txContext(trx, scope, T0), customer, USD));
    expect(b.id).toBe(a.id);
    expect(usd.id).not.toBe(a.id);
    const g = await grant(customer, '1', { subscriptionId: subscription });
    expect(g).toMatchObject({ wallet_id: a.id, subscription_id: subscription, account_type: 'pricing_unit', currency_code: null });
    expect(await walletBalances({ db: h.testStore.store.db, scope: { ...scope, mode: 'live' } }, customer)).toEqual([]);
  });

  it('refuses to update or delete a ledger entry', async () => {
    const customer = await setupCustomer(h);
    const g = await grant(customer, '5');
    const db = h.testStore.store.db;
    await expect(db.updateTable('ledger_entries').set({ amount: '500' }).where('wallet_id', '=', g.wallet_id).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('ledger_entries').where('wallet_id', '=', g.wallet_id).execute()).rejects.toThrow(/append-only/);
    expect(await auditWallets(db)).toEqual([]);
  });

  it('reports a wallet whose balance drifted from its ledger', async () => {
    const customer = await setupCustomer(h);
    const g = await grant(customer, '7');
    const db = h.testStore.store.db;
    await db.updateTable('wallets').set({ balance: '8' }).where('id', '=', g.wallet_id).execute();
    const problems = await auditWallets(db);
    expect(problems).toContainEqual(expect.objectContaining({ walletId: g.wallet_id, check: 'wallet_balance', stored: '8', fromLedger: '7' }));
    await db.updateTable('wallets').set({ balance: '7' }).where('id', '=', g.wallet_id).execute();
    expect(await auditWallets(db)).toEqual([]);
  });

  // Last in this file: the entries it appends stay (the ledger is append-only), and the audit
  // reports them from here on.
  it('reports an entry numbered twice, a gap in the numbering, and an entry of no wallet', async () => {
    const db = h.testStore.store.db;
    const twice = await grant(await setupCustomer(h), '7');
    const gap = await grant(await setupCustomer(h), '3');
    // Each wallet holds one entry, numbered 1 (its last_seq). Amounts of 0 keep every balance right,
    // so only the numbering is wrong. No unique (wallet, seq) index refuses these since 0136: the
    // wallet row's lock keeps writers apart, and the audit proves the numbering.
    const entry = (walletId: string, seq: number, after: string) => zeroLedgerEntry(scope, walletId, seq, after, T0);
    await db.insertInto('ledger_entries').values([entry(twice.wallet_id, 1, '7'), entry(gap.wallet_id, 3, '3'), entry('wallet_gone', 1, '0')]).execute();

    const problems = await auditWallets(db);
    expect(problems).toContainEqual({ walletId: twice.wallet_id, companyId: scope.companyId, grantId: null, check: 'seq', stored: 'entries 1 to 1', fromLedger: '2 entries numbered up to 1; numbered twice or below 1: 1' });
    expect(problems).toContainEqual({ walletId: gap.wallet_id, companyId: scope.companyId, grantId: null, check: 'seq', stored: 'entries 1 to 1', fromLedger: '2 entries numbered up to 3' });
    expect(problems).toContainEqual({ walletId: 'wallet_gone', companyId: scope.companyId, grantId: null, check: 'wallet_balance', stored: 'no wallet', fromLedger: '0' });
    expect(problems).toHaveLength(3);
  });
});
