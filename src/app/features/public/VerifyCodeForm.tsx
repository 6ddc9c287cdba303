/** The code from the verification message, checked for form before it is sent. */
import { Button, theme } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { senderVerification } from '../../../domain/senderVerification';
import { TextField } from '../../ui/lightFields';

const digits = senderVerification.codeDigits;
const codePattern = new RegExp(`^\\d{${digits}}$`);

interface Props {
  submitting: boolean;
  onSubmit: (code: string) => void;
}

export function VerifyCodeForm({ submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!typed) return setErrorKey('public.verifyPhone.codeRequired');
    if (!codePattern.test(typed)) return setErrorKey('public.verifyPhone.codeDigits');
    setErrorKey(null);
    onSubmit(typed);
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <label htmlFor={`${id}-code`} style={{ color: token.colorText, fontWeight: 500 }}>
        {t('public.verifyPhone.codeLabel')}
      </label>
      <TextField
        id={`${id}-code`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        // Room for spaces people type between the digits; they are dropped before checking.
        maxLength={digits + 4}
        value={code}
        invalid={errorKey !== null}
        aria-describedby={errorKey ? `${id}-error` : undefined}
        onChange={(e) => {
          setCode(e.target.value);
          setErrorKey(null);
        }}
      />
      {errorKey && (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError }}>
          {t(errorKey, { digits })}
        </div>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('public.verifyPhone.confirm')}
      </Button>
    </form>
  );
}
