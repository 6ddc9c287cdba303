/**
 * A labelled field in the look of antd's vertical Form.Item, for pages that use Form.Item only
 * to put a label above a control. Form.Item draws a grid Row that subscribes to the screen's
 * breakpoints as it mounts and draws its content a second time; on the composer, with a dozen
 * of them, that was a long task on a phone as the page first showed (issue 13). The control
 * names itself (aria-label); an error here goes with `status="error"` on the control.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  label: ReactNode;
  required?: boolean;
  /** Said under the control, in the error colour. */
  error?: ReactNode;
  style?: CSSProperties;
  children: ReactNode;
}

export function Field({ label, required = false, error, style, children }: Props) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG, ...style }}>
      <div style={{ paddingBottom: token.paddingXS, lineHeight: token.lineHeight, color: token.colorTextHeading, fontSize: token.fontSize }}>
        {required && (
          <span aria-hidden style={{ color: token.colorError, marginInlineEnd: token.marginXXS, fontFamily: 'SimSun, sans-serif' }}>
            *
          </span>
        )}
        {label}
      </div>
      {children}
      {error && (
        <div role="alert" style={{ color: token.colorError, fontSize: token.fontSize, lineHeight: token.lineHeight }}>
          {error}
        </div>
      )}
    </div>
  );
}
