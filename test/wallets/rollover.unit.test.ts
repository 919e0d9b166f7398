/** Credit rollover's pure rules (issue 31, item 4): the caps, the rollover grant's expiry, burn-down at one expiry, and reads before the expiry is recorded. */
import { describe, expect, it } from 'vitest';
import { rolloverExpiry, type GrantCalendar } from '../../src/kernel/calendar/index.js';
import { dec } from '../../src/money/decimal.js';
import { compareBurnDownOrder, drawableGrants, type LiveGrant } from '../../src/modules/wallets/burnDown.js';
import { WalletForecast } from '../../src/modules/wallets/forecast.js';
import { afterExpiries, grantRolloverText, rolledOver, type GrantRollover } from '../../src/modules/wallets/rollover.js';
import type { CreditGrantTable, WalletTable } from '../../src/modules/wallets/tables.js';

const terms = (maxAmount: string | null, maxPercent: string | null, expiresAt = '2026-03-01T00:00:00.000Z'): GrantRollover => ({
  maxAmount: maxAmount === null ? null : dec(maxAmount),
  maxPercent: maxPercent === null ? null : dec(maxPercent),
  expiresAt: new Date(expiresAt),
});

describe('what rolls over', () => {
  it('is the unused part, capped by max_amount and by max_percent of the amount, both when both', () => {
    expect(rolledOver(dec(4000), dec(3000), terms(null, null)).toFixed()).toBe('3000');
    expect(rolledOver(dec(4000), dec(3000), terms('1500', null)).toFixed()).toBe('1500');
    expect(rolledOver(dec(4000), dec(3000), terms(null, '25')).toFixed()).toBe('1000');
    expect(rolledOver(dec(4000), dec(3000), terms('1500', '50')).toFixed()).toBe('1500');
    expect(rolledOver(dec(4000), dec(3000), terms('3000', '25')).toFixed()).toBe('1000');
    expect(rolledOver(dec(4000), dec(500), terms('1500', '50')).toFixed()).toBe('500');
    // 33.5% of 1,001 = 335.335: exact, no rounding.
    expect(rolledOver(dec(1001), dec(1001), terms(null, '33.5')).toFixed()).toBe('335.335');
    expect(rolledOver(dec(4000), dec(3000), terms('0', null)).toFixed()).toBe('0');
  });
});

describe("the rollover grant's expiry", () => {
  const calendar = (anchorDay: number): GrantCalendar => ({
    phaseStart: new Date('2026-01-31T00:00:00Z'),
    anchorDay,
    zone: 'UTC',
    trialEnd: null,
    subscriptionStart: new Date('2026-01-31T00:00:00Z'),
  });

  it('counts boundaries for a monthly policy expiring on one: from February 28 (anchor 31), one month is March 31, not March 28', () => {
    expect(rolloverExpiry('monthly', calendar(31), new Date('2026-02-28T00:00:00Z'), 1, 'month').toISOString()).toBe('2026-03-31T00:00:00.000Z');
    expect(rolloverExpiry('monthly', calendar(31), new Date('2026-02-28T00:00:00Z'), 1, 'year').toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });

  it('counts local time from the expiry otherwise', () => {
    expect(rolloverExpiry('monthly', calendar(31), new Date('2026-02-28T00:00:00Z'), 2, 'week').toISOString()).toBe('2026-03-14T00:00:00.000Z');
    expect(rolloverExpiry('weekly', calendar(31), new Date('2026-02-07T10:00:00Z'), 1, 'month').toISOString()).toBe('2026-03-07T10:00:00.000Z');
  });
});

describe('burn-down at one expiry', () => {
  const live = (id: string, rollsOver: boolean, createdAt: string): LiveGrant => ({ id, balance: dec(10), expiresAt: '2026-03-01T00:00:00.000Z', createdAt, rollsOver });

  it('draws the grant that would be lost before the one that rolls over, whatever their age', () => {
    const grants = [live('allowance', true, '2026-02-01T00:00:00.000Z'), live('rollover', false, '2026-02-01T00:00:01.000Z')];
    expect(drawableGrants(grants, new Date('2026-02-10T00:00:00Z')).map((g) => g.id)).toEqual(['rollover', 'allowance']);
  });

  it('leaves the order of grants without rollover terms as it was: expiry, then age, then id', () => {
    const older = { ...live('b', false, '2026-01-01T00:00:00.000Z'), rollsOver: undefined };
    const newer = { ...live('a', false, '2026-01-02T00:00:00.000Z'), rollsOver: undefined };
    expect(compareBurnDownOrder(older, newer)).toBeLessThan(0);
  });
});

describe('reads before the expiry is recorded', () => {
  const source: Pick<CreditGrantTable, 'amount' | 'rollover'> = { amount: '4000', rollover: grantRolloverText(terms('1500', null)) };

  it('count the expiry and its rollover, and only what it repaid once the rollover has expired too', () => {
    expect(afterExpiries(dec(3000), [{ grant: source, unused: dec(3000) }], new Date('2026-02-10T00:00:00Z')).toFixed()).toBe('1500');
    // A wallet 700 in debt besides the grant: the rollover repays it first, and that stays after the rollover expires.
    expect(afterExpiries(dec(2300), [{ grant: source, unused: dec(3000) }], new Date('2026-03-02T00:00:00Z')).toFixed()).toBe('0');
    expect(afterExpiries(dec(3000), [{ grant: { amount: '4000', rollover: null }, unused: dec(3000) }], new Date('2026-02-10T00:00:00Z')).toFixed()).toBe('0');
  });

  it('a forecast expires and rolls over the same way', () => {
    const wallet = { id: 'w', denomination_key: 'currency:usd', balance: '3000' } as WalletTable;
    const grant = { id: 'g', wallet_id: 'w', amount: '4000', balance: '3000', expires_at: '2026-02-01T00:00:00.000Z', created_at: '2026-01-01T00:00:00.000Z', rollover: source.rollover } as CreditGrantTable;
    const forecast = new WalletForecast([wallet], [grant]);
    forecast.expireAll(new Date('2026-02-01T00:00:00Z'));
    expect(forecast.balanceOf({ kind: 'currency', currencyCode: 'usd' }).balance.toFixed()).toBe('1500');
    // 2,000 drawn: 1,500 from the rollover grant, 500 overdraft.
    expect(forecast.draw({ kind: 'currency', currencyCode: 'usd' }, dec(2000), new Date('2026-02-10T00:00:00Z')).toFixed()).toBe('500');
  });
});
