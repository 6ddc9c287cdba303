/**
 * Google reCAPTCHA v2, shown only when the brand metadata carries a site key (section 3).
 * The script is loaded once, on first need, so hosts without a robot check never fetch it.
 */
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../state/hooks';

interface Grecaptcha {
  render(container: HTMLElement, options: { sitekey: string; theme?: 'light' | 'dark'; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
}
type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; onRecaptchaReady?: () => void };

let loading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(language: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const win = window as RecaptchaWindow;
    win.onRecaptchaReady = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('reCAPTCHA missing')));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=onRecaptchaReady&render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface RobotCheckProps {
  siteKey: string;
  onToken: (token: string | undefined) => void;
  /** Changing it resets the widget: a token is good for one request only. */
  resetSignal: number;
}

export function RobotCheck({ siteKey, onToken, resetSignal }: RobotCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  const language = useAppSelector((s) => s.preferences.language);
  const theme = useAppSelector((s) => s.preferences.theme);

  useEffect(() => {
    let current = true;
    loadRecaptcha(language)
      .then((api) => {
        if (!current || !container.current || widget.current) return;
        const id = api.render(container.current, {
          sitekey: siteKey,
          theme,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(undefined),
        });
        widget.current = { api, id };
      })
      .catch(() => onTokenRef.current(undefined));
    return () => {
      current = false;
    };
    // The widget is drawn once per mount; language and theme apply to the next one.
  }, [siteKey]);

  useEffect(() => {
    if (resetSignal === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    onTokenRef.current(undefined);
  }, [resetSignal]);

  return <div ref={container} style={{ display: 'flex', justifyContent: 'center', marginBlockEnd: 16 }} />;
}
