/** The chart builder: bars scaled to the largest value, every text escaped, an accessible name. */
import { describe, expect, it } from 'vitest';
import { barChartSvg, escapeXml } from '../../src/dashboard/charts.js';

const heights = (svg: string) => [...svg.matchAll(/class="bar"[^>]* height="([^"]+)"/g)].map((m) => m[1]);

describe('barChartSvg', () => {
  it('scales bars to the largest value: 136px of plot height, so 2 of 4 is 68px', () => {
    // HEIGHT 216 - TOP 24 - BOTTOM 56 = 136px for the largest bar; 2/4 of it = 68; 0 = 0.
    const svg = barChartSvg({
      id: 'c1',
      title: 'Charges per day',
      bars: [
        { label: '2026-01-01', value: '4', words: '$0.04' },
        { label: '2026-01-02', value: '2', words: '$0.02' },
        { label: '2026-01-03', value: '0', words: '$0.00' },
      ],
    });
    expect(heights(svg)).toEqual(['136', '68', '0']);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-labelledby="c1-title"');
    expect(svg).toContain('<title id="c1-title">Charges per day</title>');
    expect(svg).toContain('<title>2026-01-02: $0.02</title>');
    expect(svg).toContain('>01-02</text>');
  });

  it('labels the value axis at 0, half and the largest value in words, titles both axes, and prints few bars\' values', () => {
    const svg = barChartSvg({
      id: 'r',
      title: 'Billed per month',
      axis: { x: 'Month', y: 'Billed (USD)' },
      valueWords: (value) => `$${value}`,
      bars: [
        { label: 'Dec', value: '3', words: '$3' },
        { label: 'Jan', value: '5', words: '$5' },
      ],
    });
    expect([...svg.matchAll(/class="tick"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['$0', '$2.5', '$5']);
    expect([...svg.matchAll(/class="axis-title"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Month', 'Billed (USD)']);
    expect([...svg.matchAll(/class="bar-value"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['$3', '$5']);
    const many = barChartSvg({ id: 'm', title: 't', bars: Array.from({ length: 13 }, (_, i) => ({ label: String(i), value: '1', words: 'w' })) });
    expect(many).not.toContain('bar-value');
  });

  it('draws nothing tall when every value is zero or negative, and keeps decimals exact', () => {
    const svg = barChartSvg({ id: 'z', title: 't', bars: [{ label: 'a', value: '0', words: '0' }, { label: 'b', value: '-3', words: '-3' }] });
    expect(heights(svg)).toEqual(['0', '0']);
    const tiny = barChartSvg({ id: 't', title: 't', bars: [{ label: 'a', value: '0.0000001', words: 'x' }, { label: 'b', value: '0.00000005', words: 'y' }] });
    expect(heights(tiny)).toEqual(['136', '68']);
    expect(tiny).toContain('data-value="0.0000001"');
  });

  it('escapes titles, labels and words, and keeps only safe characters of the id', () => {
    const xss = `<script>alert("x")</script>&'`;
    const svg = barChartSvg({ id: `a"><script>`, title: xss, bars: [{ label: xss, value: '1', words: xss }] });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(svg).toContain('id="ascript"');
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('labels about eight of thirty days, always the last', () => {
    const bars = Array.from({ length: 30 }, (_, i) => ({ label: `2026-01-${String(i + 1).padStart(2, '0')}`, value: String(i), words: String(i) }));
    const svg = barChartSvg({ id: 'm', title: 'month', bars });
    const labels = [...svg.matchAll(/>(\d\d-\d\d)<\/text>/g)].map((m) => m[1]);
    expect(labels.length).toBeLessThanOrEqual(9);
    expect(labels[0]).toBe('01-01');
    expect(labels[labels.length - 1]).toBe('01-30');
    expect((svg.match(/class="bar"/g) ?? []).length).toBe(30);
  });
});
