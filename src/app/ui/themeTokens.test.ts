/**
 * The plain tokens the antd-free sign-in path draws with are antd's own derivation of the
 * app's theme: a change of ui/theme.ts or of antd that moves one must be copied there.
 */
import { theme } from 'antd';
import { themeConfig } from './theme';
import { themeTokens } from './themeTokens';

test.each(['light', 'dark'] as const)('the %s tokens equal what antd derives from the theme', (mode) => {
  const derived = theme.getDesignToken(themeConfig(mode, mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm));
  const plain = themeTokens[mode];
  const expected = Object.fromEntries(Object.keys(plain).map((key) => [key, derived[key as keyof typeof derived]]));
  expect(plain).toEqual(expected);
});
