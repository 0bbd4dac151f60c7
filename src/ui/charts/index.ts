/** Server-rendered SVG charts with a text alternative (the profile's Data tab). */
export { BarChart, HorizontalBars } from './bar-chart';
export { type ChartDatum, ChartFigure } from './chart-figure';
export { TrustPowerGauge } from './trust-power-gauge';
