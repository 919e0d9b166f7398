/**
 * Server-rendered bar charts: a pure SVG string builder, no script. Every text that reaches the
 * SVG (title, labels, the words of each value) is escaped here, because templates print the chart
 * raw (`<%~ %>`). Heights are scaled with Decimal from the values' decimal strings; the pixel
 * geometry is the only thing rounded, never a number shown. Each chart is an `img` named by its
 * <title> (aria-labelledby), each bar carries its own <title> ("2026-01-15: $4.00"), and the
 * pages print the same bars as a table next to it for readers that skip the picture.
 *
 * Axes: the value axis is labelled at 0, half the largest value and the largest, in the chart's
 * own words ("$49.00", "12 events"), and both axes carry their title ("Day", "Charged (USD)").
 * With 12 bars or fewer each bar's value is also printed above it. The drawing is 360 units wide
 * so that on a 390 px phone its 12-unit text is drawn at about 12 px; on a wide screen it grows
 * to at most 560 px.
 */
import { formatNumber } from '../modules/links/index.js';
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
  /** The axes' titles: categories (x) and values (y). */
  axis?: { x: string; y: string };
  /** A value of the axis in words ("$24.50"); plain grouped digits when absent. */
  valueWords?: (value: string) => string;
}

const WIDTH = 360;
const HEIGHT = 216;
const TOP = 24;
const BOTTOM = 56;
const LEFT = 76;
const RIGHT = 8;
/** Bars at most this many get their value printed above them. */
const VALUES_SHOWN = 12;
const INK = '#1a1f36';
const MUTED = '#5e6577';
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
    const centre = x.plus(barWidth.div(2));
    if (count <= VALUES_SHOWN) {
      parts.push(`<text class="bar-value" x="${px(centre)}" y="${px(y.minus(4))}" text-anchor="middle" font-size="11" fill="${INK}">${escapeXml(bar.words)}</text>`);
    }
    if (labelled(index, count)) {
      parts.push(`<text x="${px(centre)}" y="${baseline + 16}" text-anchor="middle" font-size="12" fill="${MUTED}">${escapeXml(shortLabel(bar.label))}</text>`);
    }
  });
  const title = escapeXml(chart.title);
  return (
    `<svg id="${id}" class="chart" role="img" aria-labelledby="${id}-title" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" style="max-width: 560px; display: block" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${id}-title">${title}</title>` +
    valueAxis(max, chart.valueWords ?? ((v) => formatNumber(dec(v)))) +
    `<line x1="${LEFT}" y1="${baseline}" x2="${WIDTH - RIGHT}" y2="${baseline}" stroke="${MUTED}"/>` +
    parts.join('') +
    axisTitles(chart.axis) +
    `</svg>`
  );
}

/** The value axis: a line with ticks and labels at 0, half the largest value and the largest (only 0 when all are 0). */
function valueAxis(max: Decimal, words: (value: string) => string): string {
  const baseline = HEIGHT - BOTTOM;
  const plotHeight = dec(HEIGHT - TOP - BOTTOM);
  const ticks = max.isZero() ? [ZERO] : [ZERO, max.div(2), max];
  const marks = ticks.map((tick) => {
    const y = max.isZero() ? dec(baseline) : dec(baseline).minus(tick.div(max).times(plotHeight));
    return (
      `<line x1="${LEFT - 4}" y1="${px(y)}" x2="${WIDTH - RIGHT}" y2="${px(y)}" stroke="#e3e6ee"/>` +
      `<text class="tick" x="${LEFT - 6}" y="${px(y.plus(4))}" text-anchor="end" font-size="11" fill="${MUTED}" data-value="${escapeXml(tick.toFixed())}">${escapeXml(words(tick.toFixed()))}</text>`
    );
  });
  return `<line x1="${LEFT}" y1="${TOP}" x2="${LEFT}" y2="${baseline}" stroke="${MUTED}"/>` + marks.join('');
}

function axisTitles(axis: BarChart['axis']): string {
  if (!axis) return '';
  const middle = (TOP + HEIGHT - BOTTOM) / 2;
  return (
    `<text class="axis-title" x="${(LEFT + WIDTH - RIGHT) / 2}" y="${HEIGHT - 8}" text-anchor="middle" font-size="12" fill="${INK}">${escapeXml(axis.x)}</text>` +
    `<text class="axis-title" x="12" y="${middle}" text-anchor="middle" font-size="12" fill="${INK}" transform="rotate(-90 12 ${middle})">${escapeXml(axis.y)}</text>`
  );
}

/** A day key "2026-01-15" is labelled "01-15"; other labels are cut to 14 characters. */
function shortLabel(label: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(label)) return label.slice(5);
  return label.length > 14 ? `${label.slice(0, 13)}…` : label;
}
