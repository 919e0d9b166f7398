/**
 * Exactly once under concurrency: 50 grants and draws on one wallet at the same moment, each in
 * its own transaction, on both stores (PostgreSQL with a pool of 10, so they truly overlap). No
 * update may be lost, and the wallet's first use races its own creation.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FixedClock } from '../../src/clock.js';
import { txContext } from '../../src/db/context.js';
import type { Scope } from '../../src/db/scope.js';
import { newId } from '../../src/db/ids.js';
import { dec, sum, ZERO } from '../../src/money/decimal.js';
import type { Denomination } from '../../src/money/denomination.js';
import { insertCustomer } from '../../src/modules/customers/index.js';
import { createCompany } from '../../src/modules/platform/index.js';
import { auditWallets, drawUsage, grantCredits, walletBalances } from '../../src/modules/wallets/index.js';
import * as repo from '../../src/modules/wallets/repo.js';
import { START } from '../support/harness.js';
import { createTestStore, describeEachStore, type TestStore } from '../support/stores.js';
import { setupPricingUnit } from './builders.js';

const NOW = new Date(START);

describeEachStore('wallet concurrency', (kind) => {
  let ts: TestStore;
  let scope: Scope;
  let credits: Denomination;

  beforeAll(async () => {
    ts = await createTestStore(kind, { poolSize: 10 });
    const company = await createCompany(ts.store.db, new FixedClock(NOW), { name: 'Concurrent' });
    scope = { companyId: company.id, mode: 'test' };
    credits = await setupPricingUnit(ts.store.db, scope);
  });
  afterAll(() => ts.drop());

  async function newCustomer(): Promise<string> {
    const id = newId();
    await insertCustomer(ts.store.db, {
      id, company_id: scope.companyId, mode: scope.mode, name: 'c', first_name: null, last_name: null, email: null, phone: null,
      url: null, external_id: null, billing_address: null, shipping_address: null, created_at: START, updated_at: START, tax_exempt: 0, tax_rate_ids: '[]',
    });
    return id;
  }

  it('loses no update among 50 concurrent grants and draws on a wallet that does not exist yet', async () => {
    const customerId = await newCustomer();
    const { db } = ts.store;
    const ops = Array.from({ length: 50 }, (_, i) => i);
    const grantAmount = (i: number) => dec(10 + (i % 7));
    const drawAmount = (i: number) => dec(3 + (i % 5)).plus('0.25');
    const isGrant = (i: number) => i % 3 === 0;
    await Promise.all(
      ops.map((i) =>
        db.transaction().execute((trx): Promise<unknown> =>
          isGrant(i)
            ? grantCredits(
                txContext(trx, scope, NOW),
                { customerId, subscriptionId: null, denomination: credits, name: `g${i}`, amount: grantAmount(i), expiresAt: null, source: 'api' },
              )
            : drawUsage(txContext(trx, scope, NOW), { customerId, denomination: credits, amount: drawAmount(i), at: NOW, eventId: `evt_${i}` }),
        ),
      ),
    );

    const granted = sum(ops.filter(isGrant).map(grantAmount));
    const drawn = sum(ops.filter((i) => !isGrant(i)).map(drawAmount));
    const expected = granted.minus(drawn);
    const [balance] = await walletBalances({ db: db, scope: scope }, customerId);
    expect(balance?.balance).toBe(expected.toFixed());

    const wallets = await db.selectFrom('wallets').selectAll().where('customer_id', '=', customerId).execute();
    expect(wallets).toHaveLength(1);
    const wallet = wallets[0]!;
    const entries = await repo.selectLedgerEntries({ db, scope }, wallet.id);
    expect(entries.map((e) => e.seq)).toEqual(entries.map((_, i) => i + 1));
    expect(sum(entries.map((e) => dec(e.amount))).eq(dec(wallet.balance))).toBe(true);
    expect(entries.filter((e) => e.kind === 'usage' && e.event_id !== null).map((e) => e.event_id).filter((v, i, a) => a.indexOf(v) === i)).toHaveLength(
      ops.filter((i) => !isGrant(i)).length,
    );

    const grants = await db.selectFrom('credit_grants').select('balance').where('wallet_id', '=', wallet.id).execute();
    const debt = dec(wallet.balance).lt(0) ? dec(wallet.balance).negated() : ZERO;
    expect(sum(grants.map((g) => dec(g.balance))).minus(debt).eq(dec(wallet.balance))).toBe(true);
    expect(await auditWallets(db)).toEqual([]);
  });

  it('keeps every wallet exact when many customers are charged at once', async () => {
    const customers = await Promise.all(Array.from({ length: 5 }, () => newCustomer()));
    const { db } = ts.store;
    await Promise.all(
      customers.flatMap((customerId) =>
        Array.from({ length: 10 }, (_, i) =>
          db.transaction().execute((trx): Promise<unknown> =>
            i % 2 === 0
              ? grantCredits(txContext(trx, scope, NOW), { customerId, subscriptionId: null, denomination: credits, name: 'g', amount: dec(5), expiresAt: null, source: 'api' })
              : drawUsage(txContext(trx, scope, NOW), { customerId, denomination: credits, amount: dec(7), at: NOW, eventId: null }),
          ),
        ),
      ),
    );
    for (const customerId of customers) {
      expect(await walletBalances({ db: db, scope: scope }, customerId)).toEqual([{ balance: '-10', account_type: 'pricing_unit', pricing_unit_code: 'credits' }]);
    }
    expect(await auditWallets(db)).toEqual([]);
  });
});
