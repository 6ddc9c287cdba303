/**
 * Series over time as lines (e.g. delivered / not delivered / pending per hour). SVG without a
 * chart library; role="img" with a summary of the data; time runs right to left in Hebrew and
 * Arabic.
 */
import { Flex, theme } from 'antd';
import { ChartLegend, chartSummary, chartWidth, niceMax, plotPadding, useRightToLeft, YAxis, type ChartProps } from './chartParts';

const plain = (value: number) => String(value);

export function LineChart({ title, labels, series, formatNumber = plain, height = 220 }: ChartProps) {
  const { token } = theme.useToken();
  const rightToLeft = useRightToLeft();
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotWidth = chartWidth - plotPadding.start - plotPadding.end;
  const plotHeight = height - plotPadding.top - plotPadding.bottom;
  const step = labels.length > 1 ? plotWidth / (labels.length - 1) : 0;
  const xOf = (index: number) => {
    const fromStart = labels.length > 1 ? index * step : plotWidth / 2;
    return rightToLeft ? chartWidth - plotPadding.end - fromStart : plotPadding.start + fromStart;
  };
  const yOf = (value: number) => plotPadding.top + plotHeight * (1 - value / max);
  // The first, middle and last times: enough to read the period without crowding.
  const shownLabels = [...new Set([0, Math.floor((labels.length - 1) / 2), labels.length - 1])].filter((i) => i >= 0);

  return (
    <Flex vertical gap={8}>
      <svg role="img" aria-label={chartSummary(title, series, formatNumber)} viewBox={`0 0 ${chartWidth} ${height}`} width="100%" style={{ maxWidth: chartWidth, color: token.colorTextSecondary }}>
        <YAxis max={max} height={height} format={formatNumber} rightToLeft={rightToLeft} color={token.colorBorderSecondary} />
        {series.map((s) => (
          <g key={s.key} data-series={s.key}>
            <polyline fill="none" stroke={s.color} strokeWidth={2} points={s.values.map((v, i) => `${xOf(i)},${yOf(v)}`).join(' ')} />
            {s.values.map((v, i) => (
              <circle key={i} cx={xOf(i)} cy={yOf(v)} r={3} fill={s.color} />
            ))}
          </g>
        ))}
        <g aria-hidden>
          {shownLabels.map((i) => (
            <text key={i} x={xOf(i)} y={height - 8} fontSize={11} fill="currentColor" textAnchor="middle">
              {labels[i]}
            </text>
          ))}
        </g>
      </svg>
      <ChartLegend series={series} format={formatNumber} />
    </Flex>
  );
}
