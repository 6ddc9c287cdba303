import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { BarChart } from './BarChart';
import { LineChart } from './LineChart';
import { yTicks } from './chartParts';

const series = [
  { key: 'delivered', label: 'Delivered', color: '#52c41a', values: [1000, 200] },
  { key: 'notDelivered', label: 'Not delivered', color: '#ff4d4f', values: [20, 10] },
];
const format = (n: number) => n.toLocaleString('en');

const firstPointX = (key: string) => Number(document.querySelector(`[data-series="${key}"] circle`)?.getAttribute('cx'));

test('a line chart summarizes each series and draws a line per series', () => {
  render(<LineChart title="Delivery" labels={['10:00', '11:00']} series={series} formatNumber={format} />);
  expect(screen.getByRole('img', { name: 'Delivery: Delivered 1,200, Not delivered 30' })).toBeInTheDocument();
  expect(document.querySelectorAll('polyline')).toHaveLength(2);
  expect(screen.getByText('Delivered (1,200)')).toBeInTheDocument();
});

test('time runs from the right in a right-to-left layout', () => {
  const { unmount } = render(<LineChart title="Delivery" labels={['10:00', '11:00']} series={series} />);
  const leftToRight = firstPointX('delivered');
  unmount();
  render(
    <ConfigProvider direction="rtl">
      <LineChart title="Delivery" labels={['10:00', '11:00']} series={series} />
    </ConfigProvider>,
  );
  expect(firstPointX('delivered')).toBeGreaterThan(300);
  expect(leftToRight).toBeLessThan(300);
});

test('a stacked bar chart draws a segment per series and label', () => {
  render(<BarChart title="Per shipment" labels={['A', 'B']} series={series} formatNumber={format} />);
  expect(screen.getByRole('img', { name: 'Per shipment: Delivered 1,200, Not delivered 30' })).toBeInTheDocument();
  expect(document.querySelectorAll('rect[data-series="delivered"]')).toHaveLength(2);
  expect(document.querySelectorAll('rect[data-series="notDelivered"]')).toHaveLength(2);
});

test('the y axis counts in whole, round, distinct steps', () => {
  expect(yTicks(1)).toEqual([0, 1]);
  expect(yTicks(5)).toEqual([0, 2, 4]);
  expect(yTicks(10)).toEqual([0, 5, 10]);
  expect(yTicks(50)).toEqual([0, 20, 40]);
  expect(yTicks(2000)).toEqual([0, 500, 1000, 1500, 2000]);
});

test('a grouped bar chart puts the series side by side, scaled to the largest value, not the sum', () => {
  render(<BarChart grouped title="Credits" labels={['sms', 'voice']} series={series} formatNumber={format} />);
  const bars = (key: string) => [...document.querySelectorAll(`rect[data-series="${key}"]`)];
  const [delivered] = bars('delivered');
  const [notDelivered] = bars('notDelivered');
  expect(Number(notDelivered!.getAttribute('x'))).toBeGreaterThan(Number(delivered!.getAttribute('x')));
  // Scaled to 1,000 (the largest value): its bar fills the plot's height, as 1,020 stacked would not.
  expect(Number(delivered!.getAttribute('y'))).toBe(12);
});
