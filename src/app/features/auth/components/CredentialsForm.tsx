/**
 * Step one of sign-in: username (no spaces), password, keep me logged in, robot check.
 * A plain form with light fields rather than antd's Form and Input: it is the first thing
 * every visitor loads, and two fields need no form engine.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../../router/paths';
import type { Credentials } from '../useLoginFlow';
import { CheckboxField, PasswordField, TextField } from '../../../ui/lightFields';
import { RobotCheck } from '../../../ui/RobotCheck';
import { LightButton } from '../../../ui/lightButton';
import { useThemeTokens } from '../../../ui/themeTokens';

interface CredentialsFormProps {
  initial: Credentials | null;
  siteKey?: string;
  robotReset: number;
  busy: boolean;
  onSubmit: (credentials: Credentials) => void;
}

/** The first problem of the username, as an i18n key. */
const usernameProblem = (username: string): string | null =>
  !username ? 'auth.loginPage.usernameRequired' : /\s/.test(username) ? 'auth.loginPage.usernameNoSpaces' : null;

export function CredentialsForm({ initial, siteKey, robotReset, busy, onSubmit }: CredentialsFormProps) {
  const { t } = useTranslation();
  const token = useThemeTokens();
  const ids = { username: useId(), password: useId(), usernameError: useId(), passwordError: useId() };
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState('');
  const [keepLoggedIn, setKeepLoggedIn] = useState(initial?.keepLoggedIn ?? false);
  const [tried, setTried] = useState(false);
  const [recaptchaToken, setRecaptchaToken] = useState<string | undefined>();
  const [robotMissing, setRobotMissing] = useState(false);

  const usernameError = tried ? usernameProblem(username) : null;
  const passwordError = tried && !password ? 'auth.loginPage.passwordRequired' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (usernameProblem(username) || !password) return;
    if (siteKey && !recaptchaToken) {
      setRobotMissing(true);
      return;
    }
    setRobotMissing(false);
    onSubmit({ username, password, keepLoggedIn, recaptchaToken });
  };

  const field = { display: 'block', marginBlockEnd: 20 } as const;
  const label = { display: 'block', marginBlockEnd: 8, color: token.colorText } as const;
  const error = { color: token.colorError, marginBlock: '4px 0', fontSize: token.fontSizeSM } as const;

  return (
    <form onSubmit={submit} noValidate>
      <div style={field}>
        <label htmlFor={ids.username} style={label}>
          {t('auth.loginPage.username')}
        </label>
        <TextField
          id={ids.username}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoFocus
          dir="ltr"
          invalid={Boolean(usernameError)}
          aria-describedby={usernameError ? ids.usernameError : undefined}
        />
        {usernameError && (
          <p id={ids.usernameError} role="alert" style={error}>
            {t(usernameError)}
          </p>
        )}
      </div>
      <div style={field}>
        <label htmlFor={ids.password} style={label}>
          {t('auth.loginPage.password')}
        </label>
        <PasswordField
          id={ids.password}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          dir="ltr"
          invalid={Boolean(passwordError)}
          aria-describedby={passwordError ? ids.passwordError : undefined}
          showLabel={t('auth.loginPage.showPassword')}
          hideLabel={t('auth.loginPage.hidePassword')}
        />
        {passwordError && (
          <p id={ids.passwordError} role="alert" style={error}>
            {t(passwordError)}
          </p>
        )}
      </div>
      <div style={field}>
        <CheckboxField checked={keepLoggedIn} onChange={(e) => setKeepLoggedIn(e.target.checked)}>
          {t('auth.loginPage.keepLoggedIn')}
        </CheckboxField>
      </div>
      {siteKey && (
        <>
          <RobotCheck siteKey={siteKey} resetSignal={robotReset} onToken={setRecaptchaToken} />
          {robotMissing && !recaptchaToken && (
            <p role="alert" style={{ textAlign: 'center', color: token.colorError }}>
              {t('auth.loginPage.robotRequired')}
            </p>
          )}
        </>
      )}
      <LightButton kind="primary" type="submit" block large loading={busy}>
        {t('auth.loginPage.submit')}
      </LightButton>
      <div style={{ textAlign: 'center', marginBlockStart: 16 }}>
        <Link to={href('forgotPassword')} style={{ textDecoration: 'underline' }}>
          {t('auth.loginPage.forgotPassword')}
        </Link>
      </div>
    </form>
  );
}
