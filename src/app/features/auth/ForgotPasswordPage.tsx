/** /forgot-password: customer number or ID → verification code → new password (section 2). */
import { Button, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { statusShownByPage } from '../../api/baseQuery';
import { useGetAppMetaDataQuery } from '../../api/generated/auth';
import { href } from '../../router/paths';
import { hostName } from './browserHost';
import { AuthCard } from './components/AuthCard';
import { CodeStep } from './components/forgot/CodeStep';
import { IdentifierStep } from './components/forgot/IdentifierStep';
import { NewPasswordStep } from './components/forgot/NewPasswordStep';
import { StatusAlert } from './components/StatusAlert';
import { SupportContact } from './components/SupportContact';
import { useForgotPassword } from './useForgotPassword';
import { SetNewPassword } from '../../../contract/statusCodes';

// Each step shows its own answers (codes 0 to 6 of section 8 next to the password rule).
statusShownByPage('requestCode', 'verifyCode', 'setNewPassword');

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: meta } = useGetAppMetaDataQuery({ body: { hostname: hostName() } });
  const brand = meta?.data;
  const flow = useForgotPassword();
  const { stage, answer } = flow;
  const [robotReset, setRobotReset] = useState(0);

  const signInAgain =
    answer?.operation === 'setNewPassword' && answer.status === SetNewPassword.signInFailed ? (
      <Button type="link" style={{ paddingInline: 0 }} onClick={() => navigate(href('login'))}>
        {t('auth.forgot.goToSignIn')}
      </Button>
    ) : undefined;

  return (
    <AuthCard title={t('auth.forgot.title')}>
      <Steps
        size="small"
        current={stage.step}
        style={{ marginBlockEnd: 24 }}
        items={[{ title: t('auth.forgot.stepIdentifier') }, { title: t('auth.forgot.stepCode') }, { title: t('auth.forgot.stepPassword') }]}
      />
      {answer && <StatusAlert operation={answer.operation} status={answer.status} extra={signInAgain} />}
      {stage.step === 0 && (
        <IdentifierStep
          siteKey={brand?.siteKey}
          busy={flow.busy}
          robotReset={robotReset}
          onSubmit={(identifier, token) => {
            setRobotReset((n) => n + 1);
            void flow.sendCode(identifier, token);
          }}
        />
      )}
      {stage.step === 1 && (
        <CodeStep
          maskedPhone={stage.maskedPhone}
          resendAt={stage.resendAt}
          busy={flow.busy}
          onSubmit={(code) => void flow.checkCode(stage.identifier, code)}
          onResend={() => void flow.sendCode(stage.identifier)}
        />
      )}
      {stage.step === 2 && (
        <NewPasswordStep
          siteKey={brand?.siteKey}
          busy={flow.busy}
          robotReset={robotReset}
          onSubmit={(values, token) => {
            setRobotReset((n) => n + 1);
            void flow.savePassword(stage.identifier, stage.code, values.password, values.confirmPassword, token);
          }}
        />
      )}
      <div style={{ textAlign: 'center', marginBlockStart: 16 }}>
        {stage.step > 0 && (
          <Button type="link" onClick={flow.startOver}>
            {t('auth.forgot.startOver')}
          </Button>
        )}
        <Link to={href('login')}>{t('auth.loginPage.backToSignIn')}</Link>
      </div>
      <SupportContact phone={brand?.supportPhone} />
    </AuthCard>
  );
}
