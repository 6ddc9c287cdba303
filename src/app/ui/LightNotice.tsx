/**
 * A message box in antd's Alert look (icon, title, optional description) for the sign-in
 * path, which draws before antd has loaded.
 */
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';
import { useThemeTokens } from './themeTokens';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

const icons = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

export function LightNotice({ type, title, description, style }: { type: NoticeType; title: ReactNode; description?: ReactNode; style?: CSSProperties }) {
  const t = useThemeTokens();
  const palette = {
    success: [t.colorSuccess, t.colorSuccessBg, t.colorSuccessBorder],
    info: [t.colorInfo, t.colorInfoBg, t.colorInfoBorder],
    warning: [t.colorWarning, t.colorWarningBg, t.colorWarningBorder],
    error: [t.colorError, t.colorErrorBg, t.colorErrorBorder],
  }[type];
  const Icon = icons[type];
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 8,
        padding: '8px 12px',
        color: t.colorText,
        background: palette[1],
        border: `1px solid ${palette[2]}`,
        borderRadius: t.borderRadiusLG,
        ...style,
      }}
    >
      <Icon aria-hidden style={{ color: palette[0], marginBlockStart: 4 }} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div>{title}</div>
        {description && <div style={{ marginBlockStart: 4, color: t.colorText }}>{description}</div>}
      </div>
    </div>
  );
}
