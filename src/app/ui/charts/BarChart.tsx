/**
 * Stacked bars, one per label (a time or a category), each split by series (e.g. a shipment's
 * delivered / not delivered / pending, or messages per status). SVG without a chart library;
 * role="img" with a summary; the bars run right to left in Hebrew and Arabic. `grouped` puts
 * the series side by side instead, for figures that do not add up (credits sold and used).
 */
import { Flex, theme } from 'antd';
import { ChartLegend, chartSummary, chartWidth, niceMax, plotPadding, useRightToLeft, YAxis, type ChartProps } from './chartParts';

export interface BarChartProps extends ChartProps {
  /** Series side by side in each label's slot instead of stacked. */
  grouped?: boolean;
}

const plain = (value: number) => String(value);

export function BarChart({ title, labels, series, formatNumber = plain, height = 220, grouped = false }: BarChartProps) {
  const { token } = theme.useToken();
  const rightToLeft = useRightToLeft();
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...(grouped ? series.flatMap((s) => s.values) : totals)));
  const plotWidth = chartWidth - plotPadding.start - plotPadding.end;
  const plotHeight = height - plotPadding.top - plotPadding.bottom;
  const slot = plotWidth / Math.max(1, labels.length);
  const barWidth = Math.min(48, slot * 0.7);
  // A grouped bar is its share of the slot's bar width; the series run in reading order.
  const memberWidth = barWidth / Math.max(1, series.length);
  const memberX = (index: number, member: number) => (rightToLeft ? xOf(index) + barWidth - (member + 1) * memberWidth : xOf(index) + member * memberWidth);
  const xOf = (index: number) => {
    const center = index * slot + slot / 2;
    return (rightToLeft ? chartWidth - plotPadding.end - center : plotPadding.start + center) - barWidth / 2;
  };
  const heightOf = (value: number) => (plotHeight * value) / max;

  return (
    <Flex vertical gap={8}>
      <svg role="img" aria-label={chartSummary(title, series, formatNumber)} viewBox={`0 0 ${chartWidth} ${height}`} width="100%" style={{ maxWidth: chartWidth, color: token.colorTextSecondary }}>
        <YAxis max={max} height={height} format={formatNumber} rightToLeft={rightToLeft} color={token.colorBorderSecondary} />
        {labels.map((label, i) => {
          let top = plotPadding.top + plotHeight;
          return (
            <g key={`${label}-${i}`}>
              {series.map((s, member) => {
                const h = heightOf(s.values[i] ?? 0);
                if (grouped) {
                  return h > 0 ? <rect key={s.key} data-series={s.key} x={memberX(i, member)} y={plotPadding.top + plotHeight - h} width={memberWidth} height={h} fill={s.color} /> : null;
                }
                top -= h;
                return h > 0 ? <rect key={s.key} data-series={s.key} x={xOf(i)} y={top} width={barWidth} height={h} fill={s.color} /> : null;
              })}
              <text x={xOf(i) + barWidth / 2} y={height - 8} fontSize={11} fill="currentColor" textAnchor="middle" aria-hidden>
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      <ChartLegend series={series} format={formatNumber} />
    </Flex>
  );
}
