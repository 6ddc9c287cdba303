/**
 * A button in antd's look for what draws before antd has loaded (the sign-in page and the
 * guest shell): primary, default or text; round or not; large; a link when given an href.
 * Hover and keyboard focus need real CSS, so one small style sheet carries them, coloured by
 * the theme's tokens through custom properties.
 */
import { LoadingOutlined } from '@ant-design/icons';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, ReactNode } from 'react';
import { useThemeTokens, type ThemeTokens } from './themeTokens';

const sheet = `
.light-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box;
  font: inherit; line-height: 1; cursor: pointer; text-decoration: none; white-space: nowrap;
  color: var(--lb-text); background: var(--lb-bg); border: 1px solid var(--lb-border);
  transition: background 0.2s, border-color 0.2s, color 0.2s; }
.light-button:hover { background: var(--lb-bg-hover); border-color: var(--lb-border-hover); color: var(--lb-text-hover); }
.light-button:focus-visible { outline: 3px solid var(--lb-focus); outline-offset: 1px; }
.light-button[aria-busy="true"] { opacity: 0.75; cursor: default; }
`;

type Kind = 'primary' | 'default' | 'text';

function colours(kind: Kind, t: ThemeTokens): Record<string, string> {
  if (kind === 'primary')
    return { '--lb-text': t.colorTextLightSolid, '--lb-bg': t.colorPrimary, '--lb-border': t.colorPrimary, '--lb-bg-hover': t.colorPrimaryHover, '--lb-border-hover': t.colorPrimaryHover, '--lb-text-hover': t.colorTextLightSolid, '--lb-focus': t.colorPrimaryActive };
  if (kind === 'text')
    return { '--lb-text': t.colorText, '--lb-bg': 'transparent', '--lb-border': 'transparent', '--lb-bg-hover': t.colorBgContainerDisabled, '--lb-border-hover': 'transparent', '--lb-text-hover': t.colorText, '--lb-focus': t.colorPrimaryActive };
  return { '--lb-text': t.colorText, '--lb-bg': t.colorBgContainer, '--lb-border': t.colorBorder, '--lb-bg-hover': t.colorBgContainer, '--lb-border-hover': t.colorPrimaryHover, '--lb-text-hover': t.colorPrimaryActive, '--lb-focus': t.colorPrimaryActive };
}

interface LightButtonLook {
  kind?: Kind;
  round?: boolean;
  large?: boolean;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
}

function useLook({ kind = 'default', round, large, block, style }: LightButtonLook): CSSProperties {
  const tokens = useThemeTokens();
  const height = large ? tokens.controlHeightLG : 32;
  return {
    ...colours(kind, tokens),
    height,
    minWidth: round ? height : undefined,
    width: block ? '100%' : round ? height : undefined,
    paddingInline: round ? 0 : large ? 15 : 15,
    borderRadius: round ? '50%' : large ? tokens.borderRadiusLG : tokens.borderRadius,
    fontSize: large ? tokens.fontSizeLG : tokens.fontSize,
    ...style,
  } as CSSProperties;
}

const content = ({ loading, icon, children }: LightButtonLook) => (
  <>
    <style>{sheet}</style>
    {loading ? <LoadingOutlined aria-hidden /> : icon}
    {children}
  </>
);

type ButtonProps = LightButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'style' | 'children'>;

export function LightButton({ kind, round, large, block, loading, icon, children, style, onClick, ...button }: ButtonProps) {
  const look = useLook({ kind, round, large, block, style });
  return (
    <button
      type="button"
      {...button}
      className="light-button"
      style={look}
      aria-busy={loading || undefined}
      // A busy button ignores clicks, as antd's loading button does: no second submit.
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {content({ loading, icon, children })}
    </button>
  );
}

type LinkProps = LightButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style' | 'children'>;

/** The same look on a link (a phone number, a chat). */
export function LightButtonLink({ kind, round, large, block, icon, children, style, ...anchor }: LinkProps) {
  const look = useLook({ kind, round, large, block, style });
  return (
    <a {...anchor} className="light-button" style={look}>
      {content({ icon, children })}
    </a>
  );
}
