import type { ThemeTokens } from '../ui/themeTokens';
import type { CSSProperties } from 'react';

/** The app bar's look, shared by the guest and the signed-in bar. */
export const barStyle = (token: Pick<ThemeTokens, 'colorBgContainer' | 'colorBorderSecondary'>): CSSProperties => ({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  height: 64,
  paddingInline: 16,
  lineHeight: 'normal',
  background: token.colorBgContainer,
  borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
});
