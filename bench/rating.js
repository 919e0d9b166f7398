// `npm run bench:rating`: the per-event JavaScript of rating alone, in-process, no I/O: the event of
// `npm run bench`'s world (a per-unit fee on `tokens` and a cost-plus fee on `cost_usd` in major
// units, both charged in credits through a conversion rate) rated by `rateEvent`, its charge lines'
// text (`chargeLinesText`) and its totals per denomination, as ingest does for each new event.
// Prints the process's CPU per event, the median of PASSES passes of N events (after one to warm up).
// Deterministic work, so two builds compare by running it at once on opposite cores
// (`taskset -c 0 node bench/rating.js` in one worktree, `taskset -c 1` in the other, then swapped),
// where a slow spell of the machine slows both alike. BENCH_DIST=path: another checkout's `dist`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = path.resolve(process.env.BENCH_DIST ?? new URL('../dist', import.meta.url).pathname);
const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
const { Decimal } = await load('money/decimal.js');
const { rateEvent } = await load('modules/ingest/rating/rateEvent.js');
const { chargeLinesText } = await load('modules/ingest/chargeLines.js');
const { totalsByDenomination } = await load('modules/ingest/costItems.js');

const N = Number(process.env.N ?? 300_000);
const PASSES = Number(process.env.PASSES ?? 5);
const CREDITS = 'cmi8w3k2a0001credits0000';
const fee = (id, product, price) => ({ id, planId: 'cmi8w3k2a0001plan00000000', effectiveFrom: null, effectiveTo: null, product, price });
const inCredits = { kind: 'pricing_unit', pricingUnitId: CREDITS };
const perUnit = fee(
  'cmi8w3k2a0001feetokens000',
  { id: 'cmi8w3k2a0001prodtokens00', name: 'Tokens', billableMetric: { event_name: 'llm.completion', filters: {}, aggregation: 'sum', property: 'tokens' }, costMetric: null },
  { id: 'cmi8w3k2a0001pricetokens0', model: 'per_unit', amount: new Decimal(2), denominator: 1000, billingMode: 'in_arrears', cadence: null, denomination: inCredits, costPlus: null },
);
const costPlus = fee(
  'cmi8w3k2a0001feecost00000',
  { id: 'cmi8w3k2a0001prodcost0000', name: 'Cost', billableMetric: null, costMetric: { event_name: 'llm.completion', filters: {}, cost: { property: 'cost_usd', currency_code: 'usd', unit: 'major' } } },
  {
    id: 'cmi8w3k2a0001pricecost000',
    model: 'cost_plus',
    amount: new Decimal(0),
    denominator: 1,
    billingMode: 'in_arrears',
    cadence: null,
    denomination: inCredits,
    costPlus: { markupMode: 'multiplier', multiplier: new Decimal('1.2'), targetMargin: null },
  },
);
const context = {
  customerId: 'cmi8w3k2a0001customer000',
  subscriptions: [{ subscriptionId: 'cmi8w3k2a0001subscripti0', planId: 'cmi8w3k2a0001plan00000000', fees: [perUnit, costPlus], catalogs: [] }],
  costCatalogs: new Map(),
  rates: new Map([[CREDITS, [{ customer_id: null, settlement_currency_code: 'usd', money_minor: '100', unit_amount: '100', effective_from: null, effective_to: null }]]]),
};

let sink = 0;
function pass() {
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) {
    const timestamp = new Date(1_764_500_000_000 + i);
    const event = { eventName: 'llm.completion', timestamp, instant: timestamp.toISOString(), properties: { model: 'gpt-4o', tokens: 1000 + (i % 500), cost_usd: 0.0125 } };
    const rated = rateEvent(event, context);
    if (!rated.ok) throw new Error(rated.message);
    sink += chargeLinesText(rated.charges).length + totalsByDenomination(rated.charges).length;
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / N;
}

pass();
const passes = Array.from({ length: PASSES }, pass).sort((a, b) => a - b);
const median = passes[Math.floor(PASSES / 2)];
if (sink === 0) throw new Error('No event was rated');
console.log(`rating ${dist}: ${median.toFixed(2)} us CPU per event (median of ${PASSES} passes of ${N}: ${passes.map((us) => us.toFixed(2)).join(' ')})`);
