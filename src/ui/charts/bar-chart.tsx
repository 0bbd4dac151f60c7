import { numberFormat } from '../../i18n/format';
import { useI18n } from '../../i18n/i18n-context';
import type { ChartDatum } from './chart-figure';

const WIDTH = 560;
const HEIGHT = 220;
const BOTTOM = 28;
const TOP = 20;

/**
 * Vertical bars (reviews per year), drawn in SVG on the server in the member's colour, each bar
 * labelled with its value above and its label below. Scales to its container's width.
 */
export function BarChart({ data }: { data: ChartDatum[] }) {
  const { locale } = useI18n();
  const format = numberFormat(locale);
  const max = Math.max(1, ...data.map((datum) => datum.value));
  const slot = WIDTH / Math.max(1, data.length);
  const bar = Math.min(56, slot * 0.62);
  const plot = HEIGHT - BOTTOM - TOP;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="presentation">
      <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="var(--color-line-strong)" />
      {data.map((datum, index) => {
        const h = Math.max(datum.value > 0 ? 2 : 0, (datum.value / max) * plot);
        const x = index * slot + (slot - bar) / 2;
        const y = HEIGHT - BOTTOM - h;
        return (
          <g key={datum.label}>
            <rect x={x} y={y} width={bar} height={h} rx="6" fill="var(--color-primary)" />
            <text
              x={x + bar / 2}
              y={y - 6}
              textAnchor="middle"
              fontSize="13"
              fontWeight="600"
              fill="var(--color-ink)"
            >
              {format.format(datum.value)}
            </text>
            <text x={x + bar / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="13" fill="var(--color-muted)">
              {datum.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Horizontal bars with the label on the left and the value on the right (rating distribution,
 * qualities). Plain HTML widths, so long translated labels wrap instead of overflowing.
 */
export function HorizontalBars({ data }: { data: ChartDatum[] }) {
  const { locale } = useI18n();
  const format = numberFormat(locale);
  const max = Math.max(1, ...data.map((datum) => datum.value));
  return (
    <ul className="flex flex-col gap-2.5">
      {data.map((datum) => (
        <li
          key={datum.label}
          className="grid grid-cols-[minmax(6rem,10rem)_1fr_3rem] items-center gap-3 text-sm"
        >
          <span className="truncate text-ink-soft">{datum.label}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-stone-100">
            <svg
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className="block h-full w-full"
              role="presentation"
            >
              <rect
                x="0"
                y="0"
                width={(datum.value / max) * 100}
                height="10"
                rx="5"
                fill="var(--color-primary)"
              />
            </svg>
          </span>
          <span className="text-right font-semibold tabular-nums text-ink">{format.format(datum.value)}</span>
        </li>
      ))}
    </ul>
  );
}
