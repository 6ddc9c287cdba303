/** The answer to a removal, in plain words; a broken link points to removal by typing the number. */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '../../router/paths';
import { alertTypeOf, type Outcome } from './removeOutcome';

export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <Alert
      type={alertTypeOf(outcome.kind)}
      showIcon
      style={{ marginBlockEnd: 16 }}
      title={t(`public.remove.${outcome.kind}`, { phone: outcome.phone })}
      description={outcome.kind === 'linkError' ? <Link to={href('removeNumber')}>{t('public.remove.useNumberForm')}</Link> : undefined}
    />
  );
}
