import type { ReactNode } from 'react';
import { numberFormat } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';

/** A labelled value of a chart. */
export interface ChartDatum {
  label: string;
  value: number;
}

/**
 * A chart with its text alternative: a figure whose caption titles it, the SVG hidden from
 * assistive tech, and the same numbers in a table screen readers read (spec: data tab).
 * With no data it says 'No data' instead of drawing an empty frame.
 */
export function ChartFigure({
  title,
  description,
  columns,
  data,
  children,
}: {
  title: string;
  description?: string;
  /** Table headers: the label column, then the value column. */
  columns: [string, string];
  data: ChartDatum[];
  children: ReactNode;
}) {
  const { t, locale } = useI18n();
  const empty = data.length === 0 || data.every((datum) => datum.value === 0);
  const format = numberFormat(locale);
  return (
    <figure className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 shadow-card">
      <figcaption>
        <span className="block text-base font-semibold text-ink">{title}</span>
        {description ? <span className="block text-sm text-muted">{description}</span> : null}
      </figcaption>
      {empty ? (
        <p className="rounded-control bg-stone-50 px-4 py-8 text-center text-sm text-muted">
          {t('profile.data.noData')}
        </p>
      ) : (
        <>
          <div aria-hidden="true">{children}</div>
          {/* A table cannot shrink below its content: the hidden wrapper keeps it off the layout. */}
          <div className="sr-only">
            <table>
              <thead>
                <tr>
                  <th scope="col">{columns[0]}</th>
                  <th scope="col">{columns[1]}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.label}>
                    <th scope="row">{datum.label}</th>
                    <td>{format.format(datum.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
