/**
 * The ingest batch's reads on SQLite find their rows through the keys they are written for.
 * SQLite has no statistics here (Meterline never runs ANALYZE), so its planner chooses indexes by
 * rule, and a choice can go wrong without any test failing: until migration 0133 the batch's live
 * grants read searched `credit_grants_customer_created` on (company_id, mode) alone, every grant
 * of the company per batch, found only in a CPU profile (issue 33). PostgreSQL's batch plans
 * with statistics and `enable_seqscan = off` (src/db/batchTransaction.ts), so this check is
 * SQLite's.
 *
 * The story records every statement ingest prepares while it ingests through the API (single
 * events, a batch, a duplicate, an unknown customer; setup's statements are prepared and cached
 * before), and asks SQLite for each read's plan: no table is scanned whole, and no search narrows
 * by company and mode alone, except the per-scope settings read whole by design (listed below).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../support/harness.js';
import { STORE_KINDS } from '../support/stores.js';
import { grant, ingestBody, setupCustomer, setupFee, setupPlan, setupPricingUnit, setupSubscription } from '../support/builders.js';

/**
 * Reads that want the company's whole set, by design: small per-scope settings loaded once per
 * change of the rating-config counter and cached (src/modules/ingest/pipeline/draws.ts), and the
 * scope's test clock, whose key the company and mode are.
 */
const SCOPE_WIDE_BY_DESIGN: Record<string, string> = {
  overdraft_limits: 'every limit of the scope, cached per rating-config stamp (overdraftLimits/repo.ts selectScopeLimits)',
  auto_top_ups: 'the scope\'s acting top-ups, cached per rating-config stamp (autoTopUps/repo.ts selectScopeTopUps)',
  test_clocks: 'one row per company and mode: (company_id, mode) is its primary key (billingRuns/testClock.ts)',
};

/** A plan line that reads more than the statement's keys: a whole table, or a company's whole run. */
function tooWide(detail: string): boolean {
  const table = /^(?:SCAN|SEARCH) (\w+)/.exec(detail)?.[1];
  if (table !== undefined && table in SCOPE_WIDE_BY_DESIGN) return false;
  // `SCAN t` reads a table whole, `SCAN t USING INDEX i` an index whole; json_each is the key list.
  if (/^SCAN /.test(detail) && !/^SCAN json_each /.test(detail)) return true;
  return /\(company_id=\? AND mode=\?\)$/.test(detail);
}

it.runIf(STORE_KINDS.includes('sqlite'))('the tooWide rule catches the grant read 0133 fixed, and passes a keyed search', () => {
  expect(tooWide('SEARCH credit_grants USING INDEX credit_grants_customer_created (company_id=? AND mode=?)')).toBe(true);
  expect(tooWide('SCAN credit_grants')).toBe(true);
  expect(tooWide('SEARCH credit_grants USING INDEX credit_grants_live (wallet_id=? AND company_id=? AND mode=?)')).toBe(false);
  expect(tooWide('SCAN json_each VIRTUAL TABLE INDEX 1:')).toBe(false);
  expect(tooWide('SEARCH customers USING INDEX sqlite_autoindex_customers_1 (id=?)')).toBe(false);
  expect(tooWide('SEARCH overdraft_limits USING INDEX sqlite_autoindex_overdraft_limits_2 (company_id=? AND mode=?)')).toBe(false);
});

describe.runIf(STORE_KINDS.includes('sqlite'))('ingest batch reads on SQLite use their keys', () => {
  let h: Harness;
  const prepared = new Set<string>();
  let recording = false;

  beforeAll(async () => {
    h = await createHarness('sqlite');
    const connection = h.testStore.store.sqlite?.connection;
    if (!connection) throw new Error('an SQLite store without its connection');
    const prepare = connection.prepare.bind(connection);
    connection.prepare = ((source: string) => {
      if (recording) prepared.add(source);
      return prepare(source);
    }) as typeof connection.prepare;

    const unit = await setupPricingUnit(h.api, 'credits', { money_minor: 100, unit_amount: 10 });
    const plan = await setupPlan(h.api, { type: 'credits', currency_code: 'usd' });
    await setupFee(h.api, plan.id, {
      product: { name: 'Tokens', billable_metric: { expression: { event_name: 'llm.completion', aggregation: 'sum', property: 'tokens' } } },
      price: { pricing_model: 'per_unit', amount: 2, denominator: 1000, pricing_unit_id: unit.id },
    });
    const customers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const customerId = (await setupCustomer(h.api)).id;
      const subscription = await setupSubscription(h, h.api, { customer_id: customerId, plan_id: plan.id, start_date: '2026-01-01T00:00:00Z' });
      await grant(h.api, subscription.id, { amount: 10, pricing_unit_code: 'credits' });
      customers.push(customerId);
    }
    // From here on, only what ingest prepares (setup's statements are cached by then).
    recording = true;
    const first = ingestBody(customers[0] as string, 'llm.completion', { tokens: 1000 });
    expect((await h.api.post('/v1/events/ingest', first)).status).toBe(200);
    expect((await h.api.post('/v1/events/ingest', first)).body.status).toBe('duplicate');
    const batch = await h.api.post('/v1/events/batch', {
      events: [...customers.map((id) => ingestBody(id, 'llm.completion', { tokens: 500 })), ingestBody('cus_missing', 'llm.completion', { tokens: 1 })],
    });
    expect(batch.status).toBe(200);
    recording = false;
  });
  afterAll(() => h.close());

  it('no read of the batch scans a table or searches a company whole', () => {
    const reads = [...prepared].filter((text) => /^\s*select/i.test(text) && !/^\s*select\s+1\b/i.test(text));
    // The batch's reads: stamps, customers, stored keys, subscriptions, past phases, wallets, grants, alerts.
    expect(reads.length).toBeGreaterThanOrEqual(6);
    expect(reads.some((text) => /from credit_grants where wallet_id in/.test(text))).toBe(true);
    const wide: string[] = [];
    for (const text of reads) {
      const connection = h.testStore.store.sqlite?.connection;
      if (!connection) throw new Error('an SQLite store without its connection');
      // The plan does not depend on the values: every parameter bound as null.
      const params = (text.match(/\?/g) ?? []).map(() => null);
      const plan = { rows: connection.prepare(`explain query plan ${text}`).all(...params) as { detail: string }[] };
      for (const { detail } of plan.rows) if (tooWide(detail)) wide.push(`${detail}\n    in: ${text}`);
    }
    expect(wide).toEqual([]);
  });
});
