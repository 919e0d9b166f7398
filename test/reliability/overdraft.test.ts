/**
 * Overdraft race: a wallet funded for exactly K events takes 1,000 concurrent events while a
 * reader on its own connection (on SQLite, on its own thread too) samples the wallet, its grant
 * and its ledger in one snapshot, as fast as it can, and the API's balance beside it. Every sample adds up (balance = sum of entries = grant balance - debt), balances
 * only go down by whole events, and at the end K events were paid by the grant and the other
 * 1,000 - K are overdraft: balance = K x PRICE - 1,000 x PRICE. The race is run twice, on a
 * fresh customer each time: 1,000 single-event requests, then 40 concurrent batch requests of 25
 * events (POST /v1/events/batch), with the same sampling and the same final accounting.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/db/store.js';
import { dec, formatDecimal, sum, type Decimal } from '../../src/money/decimal.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';
import { createHarness, type Harness } from '../support/harness.js';
import { describeEachStore } from '../support/stores.js';
import { recordFigures } from './support/figures.js';

const EVENTS = Number(process.env.RELIABILITY_OVERDRAFT_EVENTS ?? 1000);
const K = Math.floor(EVENTS * 0.377);
/** The batch variant: EVENTS events in this many concurrent batch requests. */
const BATCHES = Number(process.env.RELIABILITY_OVERDRAFT_BATCHES ?? 40);
const PRICE = dec('2.5');

interface Sample {
  balance: Decimal;
  problems: string[];
}

/** One consistent read of the wallet, its grant and its entries. */
async function sample(reader: Store, walletId: string, grantId: string): Promise<Sample> {
  return reader.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const wallet = await trx.selectFrom('wallets').select(['balance', 'last_seq']).where('id', '=', walletId).executeTakeFirstOrThrow();
      const credit = await trx.selectFrom('credit_grants').select('balance').where('id', '=', grantId).executeTakeFirstOrThrow();
      const entries = await trx.selectFrom('ledger_entries').select(['amount', 'grant_id', 'seq', 'balance_after']).where('wallet_id', '=', walletId).orderBy('seq').execute();
      const balance = dec(wallet.balance);
      const problems: string[] = [];
      const total = sum(entries.map((e) => dec(e.amount)));
      if (!total.eq(balance)) problems.push(`balance ${wallet.balance} but entries sum to ${formatDecimal(total)}`);
      if (entries.length !== wallet.last_seq || entries.some((e, i) => e.seq !== i + 1)) problems.push(`last_seq ${wallet.last_seq} with ${entries.length} entries`);
      const last = entries[entries.length - 1];
      if (last && !dec(last.balance_after).eq(balance)) problems.push(`balance ${wallet.balance} but last balance_after ${last.balance_after}`);
      const onGrant = sum(entries.filter((e) => e.grant_id === grantId).map((e) => dec(e.amount)));
      if (!onGrant.eq(dec(credit.balance))) problems.push(`grant balance ${credit.balance} but its entries sum to ${formatDecimal(onGrant)}`);
      const debt = sum(entries.filter((e) => e.grant_id === null).map((e) => dec(e.amount)));
      if (!dec(credit.balance).plus(debt).eq(balance)) problems.push(`grant ${credit.balance} + debt ${formatDecimal(debt)} != balance ${wallet.balance}`);
      if (dec(credit.balance).gt(0) && debt.lt(0)) problems.push(`overdraft ${formatDecimal(debt)} while the grant still holds ${credit.balance}`);
      const drawn = dec(K).times(PRICE).minus(balance);
      if (!drawn.mod(PRICE).isZero()) problems.push(`balance ${wallet.balance} is not a whole number of events from the grant`);
      return { balance, problems };
    });
}

describeEachStore('overdraft race', (kind) => {
  let h: Harness;
  let reader: Store;
  let tmp: string;
  let sqliteFile: string;
  let planId: string;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'meterline-overdraft-'));
    sqliteFile = path.join(tmp, 'overdraft.db');
    // A budget for 1,000 events and the balance reads beside them.
    const company = { rateLimitPerWindow: 100_000_000 };
    h = await createHarness(kind, kind === 'sqlite' ? { sqliteFile, company } : { company });
    reader = openStore(h.testStore.url, { poolSize: 2 });
    const unit = await setupPricingUnit(h.api, 'credits');
    const plan = await setupPlan(h.api, { type: 'credits' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Calls', billable_metric: { expression: { event_name: 'api.call' } } },
      price: { pricing_model: 'per_unit', amount: PRICE.toNumber(), pricing_unit_id: unit.id },
    });
    planId = plan.id;
  });

  afterAll(async () => {
    await reader?.close();
    await h?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  /**
   * The race: EVENTS events for one customer whose wallet is funded for K, sent by `send` (which
   * answers every event's ingest result), sampled all along; then the same final accounting.
   */
  /**
   * `sawRace`: the fewest distinct balances the reader must see. Single events commit in several
   * group commits, so the reader sees intermediate balances; 40 batch requests may commit in as
   * few as four batches, which a reader can miss entirely, so that variant asks only for the two
   * ends and relies on every sample adding up.
   */
  async function race(label: string, send: (customerId: string) => Promise<Array<{ status: string }>>, sawRace = 3): Promise<void> {
    const customer = await setupCustomer(h.api);
    const subscription = await setupSubscription(h, h.api, { customer_id: customer.id, plan_id: planId, start_date: '2026-01-01T00:00:00Z' });
    const credit = await grant(h.api, subscription.id, { amount: formatDecimal(PRICE.times(K)), pricing_unit_code: 'credits' });
    const wallet = await h.testStore.store.db.selectFrom('wallets').select('id').where('customer_id', '=', customer.id).executeTakeFirstOrThrow();

    let racing = true;
    const samples: Sample[] = [];
    const apiBalances: Decimal[] = [];
    // SQLite calls block this thread for a whole batch: its reader samples from another thread.
    const stopFlag = new SharedArrayBuffer(4);
    // The writes start once the reader has its first snapshot (a worker can take a while to boot
    // on a loaded machine, and would otherwise see only the end).
    let sampling: () => void = () => {};
    const firstSample = new Promise<void>((resolve) => (sampling = resolve));
    const sampler =
      kind === 'sqlite'
        ? new Promise<void>((resolve, reject) => {
            const worker = new Worker(new URL('./support/sqliteSampler.mjs', import.meta.url), {
              workerData: { file: sqliteFile, walletId: wallet.id, grantId: credit.id, stopFlag },
            });
            worker.on('message', (result: { started?: true; samples: number; problems: string[]; balances: string[] }) => {
              if (result.started) return sampling();
              const threadSamples = result.balances.map((balance) => ({ balance: dec(balance), problems: [] as string[] }));
              if (threadSamples[0]) threadSamples[0].problems = result.problems;
              for (const sample of threadSamples) samples.push(sample); // not push(...): a slow run samples more than a call can take as arguments
              sampling();
              resolve();
            });
            worker.once('error', (error) => {
              sampling();
              reject(error);
            });
          })
        : (async () => {
            while (racing) {
              samples.push(await sample(reader, wallet.id, credit.id));
              sampling();
              await new Promise((r) => setImmediate(r));
            }
          })();
    const apiReader = (async () => {
      while (racing) {
        const res = await h.api.get(`/v1/customers/${customer.id}/balances`);
        if (res.status !== 200) throw new Error(`balances answered ${res.status}: ${JSON.stringify(res.body)}`);
        apiBalances.push(dec(res.body.balances[0]!.balance));
        // inject can answer without leaving the microtask queue: yield, or nothing else ever runs.
        await new Promise((r) => setImmediate(r));
      }
    })();

    let results: Array<{ status: string }>;
    try {
      await firstSample;
      results = await send(customer.id);
    } finally {
      racing = false;
      Atomics.store(new Int32Array(stopFlag), 0, 1);
      await Promise.allSettled([sampler, apiReader]);
    }
    await Promise.all([sampler, apiReader]);
    samples.push(await sample(reader, wallet.id, credit.id));

    expect(results).toHaveLength(EVENTS);
    expect(results.filter((r) => r.status !== 'inserted')).toEqual([]);
    expect(samples.flatMap((s) => s.problems)).toEqual([]);
    for (const series of [samples.map((s) => s.balance), apiBalances]) {
      for (let i = 1; i < series.length; i++) expect((series[i] as Decimal).lte(series[i - 1] as Decimal)).toBe(true);
    }
    const final = samples[samples.length - 1] as Sample;
    expect(formatDecimal(final.balance)).toBe(formatDecimal(PRICE.times(K).minus(PRICE.times(EVENTS))));
    // The grant paid exactly K events; the rest is debt, one overdraft entry per event.
    const entries = await reader.db.selectFrom('ledger_entries').select(['grant_id', 'amount', 'kind']).where('wallet_id', '=', wallet.id).execute();
    expect(entries.filter((e) => e.kind === 'usage' && e.grant_id === credit.id)).toHaveLength(K);
    expect(entries.filter((e) => e.kind === 'usage' && e.grant_id === null)).toHaveLength(EVENTS - K);
    // The reader saw the race, not just its two ends (see sawRace).
    const distinct = new Set(samples.map((s) => formatDecimal(s.balance))).size;
    expect(distinct).toBeGreaterThanOrEqual(sawRace);
    recordFigures(`${label}-${kind}`, {
      events: EVENTS,
      funded_for: K,
      snapshots_sampled: samples.length,
      distinct_balances_seen: distinct,
      api_balances_read: apiBalances.length,
      differences_found: 0,
    });
  }

  it(`keeps balance and ledger in agreement at every sample while ${EVENTS} concurrent events overdraw a wallet funded for ${K}`, async () => {
    await race('overdraft', async (customerId) => {
      const answers = await Promise.all(Array.from({ length: EVENTS }, () => h.api.post('/v1/events/ingest', ingestBody(customerId, 'api.call'))));
      return answers.map((a) => a.body);
    });
  }, 120_000);

  it(`does the same when the ${EVENTS} events come in ${BATCHES} concurrent batch requests of ${EVENTS / BATCHES}`, async () => {
    await race('overdraft-batch', async (customerId) => {
      const events = Array.from({ length: EVENTS }, () => ingestBody(customerId, 'api.call'));
      const per = Math.ceil(EVENTS / BATCHES);
      const answers = await Promise.all(
        Array.from({ length: BATCHES }, (_, b) => h.api.post('/v1/events/batch', { events: events.slice(b * per, (b + 1) * per) })),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      return answers.flatMap((a) => a.body.results as Array<{ status: string }>);
    }, 2);
  }, 120_000);
});
