/**
 * The charts the dashboard draws from usage figures: per denomination, one bar per day (the
 * overview) or per product (the customer page), with the same bars as table rows for readers
 * that skip the picture. Amounts are worded with the hosted pages' helpers (words.ts).
 */
import type { CostItem, DailyTotal, UsageLine } from '../modules/ingest/index.js';
import { barChartSvg, type Bar } from './charts.js';
import { amountWords } from './words.js';

export interface ChartView {
  id: string;
  title: string;
  /** The SVG, every text already escaped (charts.ts): printed raw. */
  svg: string;
  /** Label header of the table ("Day", "Product") and the value header ("Charged", "Events"). */
  labelHeading: string;
  valueHeading: string;
  rows: { label: string; value: string; words: string }[];
}

export function chartView(id: string, title: string, headings: [string, string], bars: Bar[], axis?: { y: string; valueWords: (value: string) => string }): ChartView {
  return {
    id,
    title,
    svg: barChartSvg({ id, title, bars, axis: { x: headings[0], y: axis?.y ?? headings[1] }, ...(axis ? { valueWords: axis.valueWords } : {}) }),
    labelHeading: headings[0],
    valueHeading: headings[1],
    rows: bars.map((bar) => ({ label: bar.label, value: bar.value, words: bar.words })),
  };
}

/** "currency:usd" / "pricing_unit:credits": one chart per key. */
function denominationKey(item: CostItem): string {
  return item.account_type === 'currency' ? `currency:${item.currency_code ?? ''}` : `pricing_unit:${item.pricing_unit_code ?? ''}`;
}

export function denominationName(item: CostItem): string {
  return item.account_type === 'currency' ? (item.currency_code ?? '').toUpperCase() : (item.pricing_unit_code ?? '');
}

/** The denominations that occur among the cost lists, in a stable order (currencies first, then by code). */
function denominations(costs: readonly (readonly CostItem[])[]): CostItem[] {
  const seen = new Map<string, CostItem>();
  for (const list of costs) for (const item of list) if (!seen.has(denominationKey(item))) seen.set(denominationKey(item), item);
  return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, item]) => item);
}

function amountIn(list: readonly CostItem[], denomination: CostItem): string {
  return list.find((item) => denominationKey(item) === denominationKey(denomination))?.amount ?? '0';
}

/** The overview: events per day, then charges per day in each denomination charged in the window. */
export function dailyCharts(totals: readonly DailyTotal[]): ChartView[] {
  const events = chartView(
    'events-per-day',
    `Events per day, last ${totals.length} days`,
    ['Day', 'Events'],
    totals.map((t) => ({ label: t.day, value: String(t.events), words: `${t.events} event${t.events === 1 ? '' : 's'}` })),
    { y: 'Events', valueWords: (value) => value },
  );
  const charges = denominations(totals.map((t) => t.cost)).map((denomination, index) =>
    chartView(
      `charges-per-day-${index + 1}`,
      `Charged per day in ${denominationName(denomination)}, last ${totals.length} days`,
      ['Day', 'Charged'],
      totals.map((t) => {
        const amount = amountIn(t.cost, denomination);
        return { label: t.day, value: amount, words: amountWords(amount, denomination) };
      }),
      { y: `Charged (${denominationName(denomination)})`, valueWords: (value) => amountWords(value, denomination) },
    ),
  );
  return [events, ...charges];
}

/** The customer page: what each product was charged this period, per denomination. */
export function productCharts(lines: readonly UsageLine[], productName: (key: string) => string): ChartView[] {
  return denominations(lines.map((line) => line.cost)).map((denomination, index) =>
    chartView(
      `usage-by-product-${index + 1}`,
      `Usage this period by product, in ${denominationName(denomination)}`,
      ['Product', 'Charged'],
      lines
        .filter((line) => line.cost.some((item) => denominationKey(item) === denominationKey(denomination)))
        .map((line) => {
          const amount = amountIn(line.cost, denomination);
          return { label: productName(line.key), value: amount, words: `${amountWords(amount, denomination)} for ${line.quantity}` };
        }),
      { y: `Charged (${denominationName(denomination)})`, valueWords: (value) => amountWords(value, denomination) },
    ),
  );
}
