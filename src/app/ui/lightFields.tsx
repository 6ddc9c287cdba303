/**
 * Native inputs in antd's look, for the sign-in form: antd's Input imports its form engine,
 * which would double what the first page every visitor opens has to load.
 */
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useThemeTokens } from './themeTokens';
import { useEffect, useRef, useState, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'style' | 'size'>;

function useFieldStyle(invalid: boolean, focused: boolean): CSSProperties {
  const token = useThemeTokens();
  const border = invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  return {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box',
    minHeight: token.controlHeightLG,
    paddingInline: 11,
    background: token.colorBgContainer,
    border: `1px solid ${border}`,
    borderRadius: token.borderRadiusLG,
    boxShadow: focused ? `0 0 0 2px ${invalid ? token.colorErrorOutline : token.controlOutline}` : undefined,
    transition: 'border-color 0.2s, box-shadow 0.2s',
  };
}

function useInputStyle(): CSSProperties {
  const token = useThemeTokens();
  return { flex: 1, minWidth: 0, border: 'none', outline: 'none', background: 'transparent', color: token.colorText, font: 'inherit', fontSize: token.fontSizeLG, paddingBlock: 7 };
}

export function TextField({ invalid = false, suffix, autoFocus = false, ...input }: NativeInput & { invalid?: boolean; suffix?: ReactNode }) {
  const [focused, setFocused] = useState(false);
  const box = useFieldStyle(invalid, focused);
  const inner = useInputStyle();
  const field = useRef<HTMLInputElement>(null);
  // autoFocus, after the first paint rather than inside React's commit: focusing there makes
  // the browser lay the whole new page out at once, and the field's focus style renders it
  // again, in the one task that shows the sign-in page (a phone's total blocking time).
  useEffect(() => {
    if (!autoFocus) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => field.current?.focus());
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [autoFocus]);
  return (
    <span style={box}>
      <input
        {...input}
        ref={field}
        aria-invalid={invalid || undefined}
        style={inner}
        onFocus={(e) => {
          setFocused(true);
          input.onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          input.onBlur?.(e);
        }}
      />
      {suffix}
    </span>
  );
}

/** A password field with a show/hide button, named by the labels given. */
export function PasswordField({ showLabel, hideLabel, ...input }: NativeInput & { invalid?: boolean; showLabel: string; hideLabel: string }) {
  const token = useThemeTokens();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...input}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? hideLabel : showLabel}
          title={visible ? hideLabel : showLabel}
          style={{ border: 'none', background: 'transparent', cursor: 'pointer', color: token.colorTextSecondary, padding: 4, display: 'flex' }}
        >
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      }
    />
  );
}

export function CheckboxField({ children, ...input }: Omit<NativeInput, 'type'> & { children: ReactNode }) {
  const token = useThemeTokens();
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', color: token.colorText }}>
      <input {...input} type="checkbox" style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary }} />
      <span>{children}</span>
    </label>
  );
}
