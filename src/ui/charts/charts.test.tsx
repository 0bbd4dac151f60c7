import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
    const html = renderToStaticMarkup(
      <I18nProvider locale="en-GB">
        <ChartFigure title="Reviews over time" columns={['Year', 'Reviews']} data={data}>
          <BarChart data={data} />
        </ChartFigure>
      </I18nProvider>,
    );
    expect(html).toContain('<figcaption>');
    expect(html).toContain('<div aria-hidden="true"><svg');
    expect(html).toContain('<th scope="row">2025</th><td>1,500</td>');
  });

  it("says 'No data' when every value is zero", () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="fr-FR">
        <ChartFigure title="Avis" columns={['Année', 'Avis']} data={[{ label: '2025', value: 0 }]}>
          <BarChart data={[]} />
        </ChartFigure>
      </I18nProvider>,
    );
    expect(html).toContain('Aucune donnée');
    expect(html).not.toContain('<svg');
  });

  it('names the trust power level in the visitor language', () => {
    const html = renderToStaticMarkup(
      <I18nProvider locale="de-DE">
        <TrustPowerGauge level="very_good" points={320} />
      </I18nProvider>,
    );
    expect(html).toContain('Sehr gut');
    expect(html.match(/fill="var\(--color-primary\)"/g)).toHaveLength(5);
  });
});
