/**
 * Server-rendered bar charts: a pure SVG string builder, no script. Every text that reaches the
 * SVG (title, labels, the words of each value) is escaped here, because templates print the chart
 * raw (`<%~ %>`). Heights are scaled with Decimal from the values' decimal strings; the pixel
 * geometry is the only thing rounded, never a number shown. Each chart is an `img` named by its
 * <title> (aria-labelledby), each bar carries its own <title> ("2026-01-15: $4.00"), and the
 * pages print the same bars as a table next to it for readers that skip the picture.
 */
import { dec, Decimal, ZERO } from '../money/decimal.js';

export interface Bar {
  /** The category: a day (YYYY-MM-DD), a product name. */
  label: string;
  /** Decimal string; negative values are drawn as zero. */
  value: string;
  /** The value in words, as the page prints it ("$4.00", "2.4 credits", "3 events"). */
  words: string;
}

export interface BarChart {
  /** Unique on the page; only [A-Za-z0-9-] is kept. */
  id: string;
  title: string;
  bars: readonly Bar[];
}

const WIDTH = 480;
const HEIGHT = 180;
const TOP = 16;
const BOTTOM = 28;
const LEFT = 8;
const RIGHT = 8;
/** A lone bar (one product) stays a bar, not a block. */
const MAX_BAR = 48;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function safeId(id: string): string {
  return id.replace(/[^A-Za-z0-9-]/g, '') || 'chart';
}

function positive(value: string): Decimal {
  const parsed = dec(value);
  return parsed.isNegative() ? ZERO : parsed;
}

function px(value: Decimal): string {
  return value.toDecimalPlaces(2).toFixed();
}

/** Which bars get an x-axis label: all when few, else about eight evenly spaced, and the last. */
function labelled(index: number, count: number): boolean {
  if (count <= 12) return true;
  const step = Math.ceil(count / 8);
  if (index === count - 1) return true;
  return index % step === 0 && count - 1 - index >= step;
}

export function barChartSvg(chart: BarChart): string {
  const id = safeId(chart.id);
  const count = chart.bars.length;
  const values = chart.bars.map((bar) => positive(bar.value));
  const max = values.reduce((a, b) => (b.greaterThan(a) ? b : a), ZERO);
  const plotWidth = dec(WIDTH - LEFT - RIGHT);
  const plotHeight = dec(HEIGHT - TOP - BOTTOM);
  const slot = count ? plotWidth.div(count) : plotWidth;
  const barWidth = Decimal.min(slot.times(0.7), MAX_BAR);
  const baseline = HEIGHT - BOTTOM;
  const parts: string[] = [];
  chart.bars.forEach((bar, index) => {
    const value = values[index] ?? ZERO;
    const height = max.isZero() ? ZERO : value.div(max).times(plotHeight);
    const x = slot.times(index).plus(slot.minus(barWidth).div(2)).plus(LEFT);
    const y = dec(baseline).minus(height);
    const tip = escapeXml(`${bar.label}: ${bar.words}`);
    parts.push(`<rect class="bar" x="${px(x)}" y="${px(y)}" width="${px(barWidth)}" height="${px(height)}" fill="#3b5bdb" data-value="${escapeXml(value.toFixed())}"><title>${tip}</title></rect>`);
    if (labelled(index, count)) {
      const centre = x.plus(barWidth.div(2));
      parts.push(`<text x="${px(centre)}" y="${HEIGHT - 10}" text-anchor="middle" font-size="12" fill="#5e6577">${escapeXml(shortLabel(bar.label))}</text>`);
    }
  });
  const title = escapeXml(chart.title);
  return (
    `<svg id="${id}" class="chart" role="img" aria-labelledby="${id}-title" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${id}-title">${title}</title>` +
    `<line x1="${LEFT}" y1="${baseline}" x2="${WIDTH - RIGHT}" y2="${baseline}" stroke="#e3e6ee"/>` +
    parts.join('') +
    `</svg>`
  );
}

/** A day key "2026-01-15" is labelled "01-15"; other labels are cut to 14 characters. */
function shortLabel(label: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(label)) return label.slice(5);
  return label.length > 14 ? `${label.slice(0, 13)}…` : label;
}
