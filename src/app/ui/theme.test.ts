/** Text the theme colours itself reads at WCAG AA (4.5:1) on the colour it is drawn on. */
import { theme } from 'antd';
import { themeConfig } from './theme';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

test("a danger primary button's text reads on its red", () => {
  const config = themeConfig('light', theme.defaultAlgorithm);
  const red = theme.getDesignToken(config).colorError;
  expect(contrast(config.components!.Button!.dangerColor!, red)).toBeGreaterThanOrEqual(4.5);
});
