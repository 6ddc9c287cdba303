/** What the SVG charts share: their series, the writing direction, the y scale and the legend. */
import { ConfigProvider, Flex, Typography } from 'antd';
import { useContext } from 'react';

export interface ChartSeries {
  /** Stable key (e.g. 'delivered'). */
  key: string;
  /** Shown in the legend and the summary. */
  label: string;
  /** A colour from the antd theme tokens (token.colorSuccess...). */
  color: string;
  /** One value per label of the chart. */
  values: readonly number[];
}

export interface ChartProps {
  /** What the chart shows; starts the summary read by screen readers. */
  title: string;
  /** The x axis (times) or the categories, one per value. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Numbers with thousands separators (useNumberFormat().number). */
  formatNumber?: (value: number) => string;
  height?: number;
}

export const chartWidth = 600;
export const plotPadding = { top: 12, bottom: 28, start: 48, end: 12 };

/** Right-to-left languages read time from right to left: the x axis is mirrored. */
export function useRightToLeft(): boolean {
  return useContext(ConfigProvider.ConfigContext).direction === 'rtl';
}

/** A round top for the y axis (1, 2 or 5 times a power of ten), never 0. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** Grid values: whole, round steps (1, 2 or 5 times a power of ten) from 0 up to max, about four. */
export function yTicks(max: number): number[] {
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return ticks;
}

export const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** "Title: Delivered 1,200, Not delivered 30": the chart's data for those who cannot see it. */
export const chartSummary = (title: string, series: readonly ChartSeries[], format: (value: number) => string): string =>
  `${title}: ${series.map((s) => `${s.label} ${format(sumOf(s.values))}`).join(', ')}`;

export function ChartLegend({ series, format }: { series: readonly ChartSeries[]; format: (value: number) => string }) {
  return (
    <Flex component="ul" gap={16} wrap style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-hidden>
      {series.map((s) => (
        <Flex component="li" key={s.key} gap={6} align="center">
          <span style={{ width: 12, height: 12, borderRadius: 2, background: s.color, display: 'inline-block' }} />
          <Typography.Text>
            {s.label} ({format(sumOf(s.values))})
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/** Horizontal grid lines with their values, on the start side. */
export function YAxis({ max, height, format, rightToLeft, color }: { max: number; height: number; format: (v: number) => string; rightToLeft: boolean; color: string }) {
  const plotHeight = height - plotPadding.top - plotPadding.bottom;
  const textX = rightToLeft ? chartWidth - plotPadding.start + 6 : plotPadding.start - 6;
  return (
    <g aria-hidden>
      {yTicks(max).map((tick) => {
        const y = plotPadding.top + plotHeight * (1 - tick / max);
        return (
          <g key={tick}>
            <line x1={plotPadding.start} x2={chartWidth - plotPadding.end} y1={y} y2={y} stroke={color} strokeWidth={1} />
            <text x={textX} y={y + 4} fontSize={11} fill="currentColor" textAnchor={rightToLeft ? 'start' : 'end'}>
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}
