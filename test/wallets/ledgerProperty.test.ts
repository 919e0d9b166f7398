/**
 * fast-check over the real store: any sequence of grants (some expiring), draws, voids and time
 * passing leaves every stored balance equal to the sum of its ledger entries, and the wallet equal
 * to its grants' balances minus its debt. Checked against a plain model of the rules as well.
 */
import fc from 'fast-check';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { txContext } from '../../src/db/context.js';
import type { Database } from '../../src/db/schema.js';
import type { Scope } from '../../src/db/scope.js';
import { dec, Decimal, sum, ZERO } from '../../src/money/decimal.js';
import type { Denomination } from '../../src/money/denomination.js';
import { auditWallets, drawUsage, grantCredits, walletBalances } from '../../src/modules/wallets/index.js';
import { voidGrant } from '../../src/modules/wallets/voidGrant.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { setupCustomer, setupPricingUnit, testScope } from './builders.js';

const HOUR = 3_600_000;
const amountArb = fc.integer({ min: 1, max: 5_000 }).map((n) => dec(n).div(10));
const opArb = fc.oneof(
  fc.record({ op: fc.constant('grant' as const), amount: amountArb, expiresInHours: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }) }),
  fc.record({ op: fc.constant('draw' as const), amount: amountArb }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 4 }) }),
);

interface ModelGrant {
  id: string;
  balance: Decimal;
  expiresAt: number | null;
  voided: boolean;
}

describeEachStore('wallet ledger property', (kind) => {
  let h: Harness;
  let scope: Scope;
  let credits: Denomination;
  beforeAll(async () => {
    h = await createHarness(kind);
    scope = testScope(h);
    credits = await setupPricingUnit(h.testStore.store.db, scope);
  });
  afterAll(() => h.close());

  it('keeps balances equal to the sum of ledger entries, whatever happens', async () => {
    const { db } = h.testStore.store;
    const tx = <T>(fn: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(fn);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const customerId = await setupCustomer(h);
        let now = Date.parse('2026-01-15T12:00:00.000Z');
        // The model: grants and a balance, following the rules in plain arithmetic.
        const grants: ModelGrant[] = [];
        let balance = ZERO;
        const expire = () => {
          for (const g of grants) if (!g.voided && g.expiresAt !== null && g.expiresAt <= now) { balance = balance.minus(g.balance); g.balance = ZERO; }
        };
        for (const step of ops) {
          if (step.op === 'wait') now += step.hours * HOUR;
          if (step.op === 'grant') {
            const expiresAt = step.expiresInHours === null ? null : now + step.expiresInHours * HOUR;
            const row = await tx((trx) =>
              grantCredits(
                txContext(trx, scope, new Date(now)),
                { customerId, subscriptionId: null, denomination: credits, name: 'g', amount: step.amount, expiresAt: expiresAt === null ? null : new Date(expiresAt), source: 'api' },
              ),
            );
            const debt = balance.lt(0) ? balance.negated() : ZERO;
            const kept = step.amount.minus(Decimal.min(debt, step.amount));
            expect(row.balance).toBe(kept.toFixed());
            grants.push({ id: row.id, balance: kept, expiresAt, voided: false });
            balance = balance.plus(step.amount);
          }
          if (step.op === 'draw') {
            expire();
            const result = await tx((trx) => drawUsage(txContext(trx, scope, new Date(now)), { customerId, denomination: credits, amount: step.amount, at: new Date(now), eventId: null }));
            const live = grants.filter((g) => !g.voided && g.balance.gt(0));
            let left = step.amount;
            for (const d of result.draws) {
              const g = live.find((x) => x.id === d.grantId)!;
              g.balance = g.balance.minus(d.amount);
              left = left.minus(d.amount);
            }
            expect(result.shortfall.eq(left)).toBe(true);
            if (left.gt(0)) expect(live.every((g) => g.balance.isZero())).toBe(true);
            balance = balance.minus(step.amount);
            expect(result.balance.eq(balance)).toBe(true);
          }
          if (step.op === 'void' && grants.length > 0) {
            const g = grants[step.pick % grants.length]!;
            await tx((trx) => voidGrant(txContext(trx, scope, new Date(now)), g.id));
            if (!g.voided) balance = balance.minus(g.balance);
            g.voided = true;
            g.balance = ZERO;
          }
        }
        expire();
        const [item] = await walletBalances({ db: db, scope: scope }, customerId, new Date(now));
        expect(item?.balance ?? '0').toBe(balance.isZero() ? '0' : balance.toFixed());
        const debt = balance.lt(0) ? balance.negated() : ZERO;
        expect(sum(grants.map((g) => g.balance)).minus(debt).eq(balance)).toBe(true);
        expect(await auditWallets(db)).toEqual([]);
      }),
      { numRuns: kind === 'sqlite' ? 60 : 25 },
    );
  });
});
