/**
 * The theme's colours and sizes as plain values, for what draws before antd has loaded: the
 * sign-in page and the guest shell around it use no antd at all (issue 14: the first visit's
 * JavaScript), so they cannot ask antd's theme.useToken(). The values are what antd derives
 * from ui/theme.ts; themeTokens.test.ts compares each one with antd's own derivation, so a
 * change of theme.ts or of antd that moves one fails there, not on screen.
 */
import type { GlobalToken } from 'antd';
import { useAppSelector } from '../state/hooks';
import type { Theme } from '../state/preferences';

export type ThemeTokens = Pick<
  GlobalToken,
  | 'colorPrimary'
  | 'colorPrimaryHover'
  | 'colorPrimaryActive'
  | 'colorTextLightSolid'
  | 'colorText'
  | 'colorTextSecondary'
  | 'colorTextHeading'
  | 'colorLink'
  | 'colorBgContainer'
  | 'colorBgLayout'
  | 'colorBorder'
  | 'colorBorderSecondary'
  | 'colorError'
  | 'colorErrorBg'
  | 'colorErrorBorder'
  | 'colorErrorOutline'
  | 'colorWarning'
  | 'colorWarningBg'
  | 'colorWarningBorder'
  | 'colorSuccess'
  | 'colorSuccessBg'
  | 'colorSuccessBorder'
  | 'colorInfo'
  | 'colorInfoBg'
  | 'colorInfoBorder'
  | 'controlOutline'
  | 'controlHeightLG'
  | 'fontSize'
  | 'fontSizeLG'
  | 'fontSizeSM'
  | 'fontFamily'
  | 'lineHeight'
  | 'borderRadius'
  | 'borderRadiusLG'
  | 'boxShadowTertiary'
  | 'colorTextDisabled'
  | 'colorBgContainerDisabled'
>;

const fontFamily = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',
'Noto Color Emoji'`;

const sizes = { controlHeightLG: 40, fontSize: 14, fontSizeLG: 16, fontSizeSM: 12, fontFamily, lineHeight: 1.5714285714285714, borderRadius: 6, borderRadiusLG: 8 };

export const themeTokens: Record<Theme, ThemeTokens> = {
  light: {
    ...sizes,
    colorPrimary: '#3eafe4',
    colorPrimaryHover: '#67c9f0',
    colorPrimaryActive: '#2a89bd',
    colorTextLightSolid: '#06202e',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextHeading: 'rgba(0,0,0,0.88)',
    colorLink: '#137099',
    colorBgContainer: '#ffffff',
    colorBgLayout: '#f5f5f5',
    colorBorder: '#d9d9d9',
    colorBorderSecondary: '#f0f0f0',
    colorError: '#c41d1f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorErrorOutline: 'rgba(255,38,5,0.06)',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorInfo: '#137099',
    colorInfoBg: '#e6f4fa',
    colorInfoBorder: '#91d5ff',
    controlOutline: 'rgba(5,222,255,0.06)',
    boxShadowTertiary: '\n      0 1px 2px 0 rgba(0,0,0,0.05),\n      0 1px 6px -1px rgba(0,0,0,0.03),\n      0 2px 4px 0 rgba(0,0,0,0.03)\n    ',
    colorTextDisabled: 'rgba(0,0,0,0.25)',
    colorBgContainerDisabled: 'rgba(0,0,0,0.04)',
  },
  dark: {
    ...sizes,
    colorPrimary: '#3898c5',
    colorPrimaryHover: '#5fb7da',
    colorPrimaryActive: '#2f799b',
    colorTextLightSolid: '#06202e',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextSecondary: 'rgba(255, 255, 255, 0.65)',
    colorTextHeading: 'rgba(255,255,255,0.85)',
    colorLink: '#1668dc',
    colorBgContainer: '#141414',
    colorBgLayout: '#000000',
    colorBorder: '#424242',
    colorBorderSecondary: '#303030',
    colorError: '#dc4446',
    colorErrorBg: '#2c1618',
    colorErrorBorder: '#5b2526',
    colorErrorOutline: 'rgba(238,38,56,0.11)',
    colorWarning: '#d89614',
    colorWarningBg: '#2b2111',
    colorWarningBorder: '#594214',
    colorSuccess: '#49aa19',
    colorSuccessBg: '#162312',
    colorSuccessBorder: '#274916',
    colorInfo: '#1668dc',
    colorInfoBg: '#111a2c',
    colorInfoBorder: '#15325b',
    controlOutline: 'rgba(68,194,250,0.27)',
    boxShadowTertiary: '\n      0 1px 2px 0 rgba(255,255,255,0.010000000000000002),\n      0 1px 6px -1px rgba(255,255,255,0.006),\n      0 2px 4px 0 rgba(255,255,255,0.006)\n    ',
    colorTextDisabled: 'rgba(255,255,255,0.25)',
    colorBgContainerDisabled: 'rgba(255,255,255,0.08)',
  },
};

/** The signed-in theme's tokens, for components that draw without antd. */
export function useThemeTokens(): ThemeTokens {
  return themeTokens[useAppSelector((s) => s.preferences.theme)];
}
