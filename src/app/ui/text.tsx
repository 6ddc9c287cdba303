/**
 * Headings and paragraphs in the theme's colours, without antd (its Typography brings
 * editing and copying machinery, and the sign-in path loads no antd at all).
 */
import { useThemeTokens } from './themeTokens';
import type { CSSProperties, ReactNode } from 'react';

export function Heading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const token = useThemeTokens();
  return <h1 style={{ color: token.colorTextHeading, fontSize: 28, fontWeight: 600, lineHeight: 1.3, marginBlock: '0 16px', ...style }}>{children}</h1>;
}

export function Paragraph({ children, secondary, style }: { children: ReactNode; secondary?: boolean; style?: CSSProperties }) {
  const token = useThemeTokens();
  return <p style={{ color: secondary ? token.colorTextSecondary : token.colorText, marginBlock: '0 12px', ...style }}>{children}</p>;
}

export function TextSpan({ children, secondary, strong, style }: { children: ReactNode; secondary?: boolean; strong?: boolean; style?: CSSProperties }) {
  const token = useThemeTokens();
  return <span style={{ color: secondary ? token.colorTextSecondary : token.colorText, fontWeight: strong ? 600 : undefined, ...style }}>{children}</span>;
}

/** A panel on the page's background: what antd's Card looks like, without its tabs and loading skeleton. */
export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const token = useThemeTokens();
  return (
    <section
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowTertiary,
        padding: 32,
        ...style,
      }}
    >
      {children}
    </section>
  );
}
