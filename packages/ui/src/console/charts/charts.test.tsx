import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { LineChart, linePath } from './LineChart';
import { niceMax } from './scale';

describe('console charts', () => {
  it('tops the value axis at 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 1, 3, 7, 12, 48, 51].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 100]);
  });

  it('draws stacked bars by class with an accessible name and a table, no inline style', () => {
    const html = renderToStaticMarkup(
      <BarChart
        id="c"
        title="Leads"
        summary="4 leads"
        dates={['2026-11-27', '2026-11-28']}
        series={[
          { key: 'a', label: 'Google', values: [1, 2] },
          { key: 'b', label: 'Website', values: [0, 1] },
        ]}
      />,
    );
    expect(html).toContain('role="img" aria-label="4 leads"');
    expect(html).toContain('<title>4 leads</title>');
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain('class="chart__series--1"');
    expect(html).toContain('<th scope="row">28 Nov</th><td>2</td><td>1</td><td>3</td>');
    expect(html).not.toContain('style=');
  });

  it('breaks the line where a day has no value', () => {
    expect(linePath([1, null, 1], 1)).toMatch(/^M[\d.]+ 12 M[\d.]+ 12$/);
    const html = renderToStaticMarkup(
      <LineChart id="l" title="T" summary="S" dates={['2026-11-28']} values={[null]} valueLabel="V" />,
    );
    expect(html).toContain('<td>—</td>');
  });
});
