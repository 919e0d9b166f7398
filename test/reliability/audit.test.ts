/**
 * The ledger audit: a healthy store adds up (0 differences), and each kind of tampering shows up
 * as the difference it is, through `runAudit` and through `meterline audit` (exit 1).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runAudit } from '../../src/audit/index.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { cli, useCompiledSnapshot } from './support/processes.js';

describeEachStore('meterline audit', (kind) => {
  let releaseSnapshot: () => void = () => undefined;
  let h: Harness;
  let tmp: string;
  let customerId: string;

  beforeAll(async () => {
    releaseSnapshot = useCompiledSnapshot();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-audit-'));
    h = await createHarness(kind, kind === 'sqlite' ? { sqliteFile: path.join(tmp, 'audit.db') } : {});
    const unit = await setupPricingUnit(h.api, 'credits');
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } },
      price: { pricing_model: 'per_unit', amount: 2.5, pricing_unit_id: unit.id },
    });
    await setupFee(h.api, plan.id, {
      product: { name: 'Seats', billable_metric: { expression: { event_name: 'seat.used' } } },
      price: { pricing_model: 'per_unit', amount: 300, currency_code: 'usd' },
    });
    for (let c = 0; c < 3; c++) {
      const customer = await setupCustomer(h.api);
      customerId = customer.id;
      const subscription = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
      await grant(h.api, subscription.id, { amount: 10, pricing_unit_code: 'credits' });
      await grant(h.api, subscription.id, { amount: 500, currency_code: 'usd' });
      // 6 calls of 2.5 from 10 credits: 5 credits of overdraft; 2 seats of 300 cents from 500.
      for (let i = 0; i < 6; i++) expect((await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'api.call'))).body.status).toBe('inserted');
      for (let i = 0; i < 2; i++) expect((await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'seat.used'))).body.status).toBe('inserted');
      expect((await h.api.post('/v1/events/ingest', ingestBody(customer.id, 'page.view'))).body.cost).toEqual([]);
    }
  });

  afterAll(async () => {
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    releaseSnapshot();
  });

  it('finds no difference in a store written only by the application', async () => {
    const report = await runAudit(h.testStore.store.db);
    expect(report.differences).toEqual([]);
    expect(report.checked).toEqual({ wallets: 6, events: 27, invoices: 0, charges: 24 });
    const run = await cli(['audit'], h.testStore.url);
    expect(run.stdout.trim()).toBe('Checked 6 wallets, 27 events, 0 invoices, 24 usage charges: 0 differences.');
    expect(run.code).toBe(0);
  });

  it('reports a wallet balance that its ledger does not add up to, and exits 1', async () => {
    const db = h.testStore.store.db;
    const wallet = await db.selectFrom('wallets').selectAll().where('customer_id', '=', customerId).where('account_type', '=', 'pricing_unit').executeTakeFirstOrThrow();
    expect(wallet.balance).toBe('-5');
    await db.updateTable('wallets').set({ balance: '-4' }).where('id', '=', wallet.id).execute();
    try {
      const report = await runAudit(db);
      expect(report.differences).toEqual([
        { check: 'wallet_balance', companyId: h.company.id, subject: `wallet ${wallet.id}`, recorded: '-4', recomputed: '-5' },
        { check: 'balance_after', companyId: h.company.id, subject: `wallet ${wallet.id}`, recorded: '-4', recomputed: '-5' },
        { check: 'debt', companyId: h.company.id, subject: `wallet ${wallet.id}`, recorded: '4', recomputed: '5' },
      ]);
      const run = await cli(['audit', '--json'], h.testStore.url);
      expect(run.code).toBe(1);
      expect(JSON.parse(run.stdout).differences).toEqual(report.differences);
      const human = await cli(['audit'], h.testStore.url);
      expect(human.code).toBe(1);
      expect(human.stdout).toContain(`wallet_balance: wallet ${wallet.id} (company ${h.company.id}) records -4, its records add up to -5`);
      expect(human.stdout).toContain('3 differences.');
    } finally {
      await db.updateTable('wallets').set({ balance: wallet.balance }).where('id', '=', wallet.id).execute();
    }
    expect((await runAudit(db)).differences).toEqual([]);
  });

  it('reports an event whose stored cost differs from its charges and its usage draws', async () => {
    const db = h.testStore.store.db;
    const event = await db.selectFrom('events').selectAll().where('customer_id', '=', customerId).where('event_name', '=', 'seat.used').executeTakeFirstOrThrow();
    expect(JSON.parse(event.cost)).toEqual([{ amount: '300', account_type: 'currency', currency_code: 'usd' }]);
    await db.updateTable('events').set({ cost: JSON.stringify([{ amount: '30', account_type: 'currency', currency_code: 'usd' }]) }).where('id', '=', event.id).execute();
    try {
      const differences = (await runAudit(db)).differences;
      expect(differences).toEqual([
        { check: 'event_charges', companyId: h.company.id, subject: `event ${event.id} currency:usd`, recorded: '30', recomputed: '300' },
        { check: 'event_usage', companyId: h.company.id, subject: `event ${event.id} currency:usd`, recorded: '30', recomputed: '300' },
        { check: 'usage_total', companyId: h.company.id, subject: 'test currency:usd: all event costs', recorded: '1530', recomputed: '1800' },
      ]);
    } finally {
      await db.updateTable('events').set({ cost: event.cost }).where('id', '=', event.id).execute();
    }
  });

  it('reports a usage draw whose event does not exist, and a cost it cannot read', async () => {
    const db = h.testStore.store.db;
    const charge = await db.selectFrom('event_charges').selectAll().where('customer_id', '=', customerId).where('account_type', '=', 'pricing_unit').executeTakeFirstOrThrow();
    const event = await db.selectFrom('events').selectAll().where('id', '=', charge.event_id).executeTakeFirstOrThrow();
    // Re-point the event (its charges inline with it) at a new id: its usage draws now name an event that is gone.
    const moved = `${event.id}x`;
    await db.insertInto('events').values({ ...event, id: moved, idempotency_key: `${event.idempotency_key}-moved`, cost: 'not json' }).execute();
    await db.deleteFrom('events').where('id', '=', event.id).execute();
    try {
      const differences = (await runAudit(db)).differences;
      expect(differences).toEqual([
        { check: 'event_cost_unreadable', companyId: h.company.id, subject: `event ${moved}`, recorded: 'not json', recomputed: 'a list of cost items' },
        {
          check: 'usage_total',
          companyId: h.company.id,
          subject: `test pricing_unit:${charge.pricing_unit_id}: all event costs`,
          recorded: '42.5',
          recomputed: '45',
        },
      ]);
    } finally {
      await db.insertInto('events').values(event).execute();
      await db.deleteFrom('events').where('id', '=', moved).execute();
    }
    expect((await runAudit(db)).differences).toEqual([]);
  });
});
