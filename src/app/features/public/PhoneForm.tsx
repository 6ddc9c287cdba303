/**
 * The one field of the unsubscribe pages. The number is checked in the browser first with the
 * blacklist's own rule (landlines allowed), so a typing slip is said at once without a request.
 */
import { Button, theme } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeBlacklistPhone } from '../../../domain/phones';
import { TextField } from '../../ui/lightFields';

interface PhoneFormProps {
  initialPhone?: string;
  submitting: boolean;
  /** Called with the number in its stored form (digits, no leading 0). */
  onSubmit: (phone: string) => void;
}

export function PhoneForm({ initialPhone = '', submitting, onSubmit }: PhoneFormProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const [phone, setPhone] = useState(initialPhone);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) return setErrorKey('public.remove.required');
    const normalized = normalizeBlacklistPhone(phone);
    if (!normalized) return setErrorKey('public.remove.invalidPhone');
    setErrorKey(null);
    onSubmit(normalized);
  };

  return (
    <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <label htmlFor={`${id}-phone`} style={{ color: token.colorText, fontWeight: 500 }}>
        {t('public.remove.phoneLabel')}
      </label>
      <TextField
        id={`${id}-phone`}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={phone}
        invalid={errorKey !== null}
        aria-describedby={errorKey ? `${id}-error` : undefined}
        onChange={(e) => {
          setPhone(e.target.value);
          setErrorKey(null);
        }}
      />
      {errorKey && (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError }}>
          {t(errorKey)}
        </div>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('public.remove.submit')}
      </Button>
    </form>
  );
}
