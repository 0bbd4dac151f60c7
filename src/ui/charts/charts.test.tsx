import { describe, expect, it } from 'vitest';
import { renderDom, textOf } from '../../../test/dom';
import { I18nProvider } from '../../i18n/i18n-context';
import { BarChart } from './bar-chart';
import { ChartFigure } from './chart-figure';
import { TrustPowerGauge } from './trust-power-gauge';

const data = [
  { label: '2024', value: 12 },
  { label: '2025', value: 1500 },
];

describe('charts', () => {
  it('gives a chart a caption and a table with the same numbers, hiding the SVG', () => {
    const figure = renderDom(
      <I18nProvider locale="en-GB">
        <ChartFigure title="Reviews over time" columns={['Year', 'Reviews']} data={data}>
          <BarChart data={data} />
        </ChartFigure>
      </I18nProvider>,
    ).querySelector('figure');
    expect(textOf(figure?.querySelector('figcaption'))).toBe('Reviews over time');
    expect(figure?.querySelector('[aria-hidden="true"] > svg')).toBeTruthy();
    const rows = Array.from(figure?.querySelectorAll('table tbody tr') ?? [], (row) => [
      textOf(row.querySelector('th[scope="row"]')),
      textOf(row.querySelector('td')),
    ]);
    expect(rows).toEqual([
      ['2024', '12'],
      ['2025', '1,500'],
    ]);
  });

  it("says 'No data' when every value is zero", () => {
    const body = renderDom(
      <I18nProvider locale="fr-FR">
        <ChartFigure title="Avis" columns={['Année', 'Avis']} data={[{ label: '2025', value: 0 }]}>
          <BarChart data={[]} />
        </ChartFigure>
      </I18nProvider>,
    );
    expect(Array.from(body.querySelectorAll('figure p'), textOf)).toEqual(['Aucune donnée']);
    expect(body.querySelector('svg')).toBeNull();
  });

  it('names the trust power level in the visitor language', () => {
    const body = renderDom(
      <I18nProvider locale="de-DE">
        <TrustPowerGauge level="very_good" points={320} />
      </I18nProvider>,
    );
    expect(textOf(body)).toContain('Sehr gut');
    // 'Very good' fills five of the six segments in the member's colour.
    expect(body.querySelectorAll('svg [fill="var(--color-primary)"]')).toHaveLength(5);
  });
});
