/** The step of sign-in the user is at, with the inline answer of the last try above it. */
import { lazy, Suspense, type ReactNode } from 'react';
import { AntdScope } from '../../i18n/AntdScope';
import { useTranslation } from 'react-i18next';
import { CredentialsForm } from './components/CredentialsForm';
import { StatusAlert } from './components/StatusAlert';
import { useLoginFlow, type LoginOutcome } from './useLoginFlow';
import { Login } from '../../../contract/statusCodes';

// The later steps load when a sign-in reaches them, with antd (AntdScope): most sign-ins never do.
const TwoStepForm = lazy(() => import('./components/TwoStepForm').then((m) => ({ default: m.TwoStepForm })));
const ExpiredPasswordForm = lazy(() => import('./components/ExpiredPasswordForm').then((m) => ({ default: m.ExpiredPasswordForm })));
const InactiveAccount = lazy(() => import('./components/InactiveAccount').then((m) => ({ default: m.InactiveAccount })));

interface LoginStepsProps {
  fromOldSystem?: string;
  siteKey?: string;
}

/** Hints under some answers; the support phone itself is at the foot of the card. */
const hints: Record<string, string> = {
  [Login.lastAttempt]: 'auth.loginPage.lastAttemptHint',
  [Login.blocked]: 'auth.loginPage.blockedHint',
};

function OutcomeAlert({ outcome }: { outcome: LoginOutcome }) {
  const { t } = useTranslation();
  const hint = hints[outcome.status];
  const extra: ReactNode = hint ? t(hint) : undefined;
  return <StatusAlert operation="login" status={outcome.status} values={{ attemptsLeft: outcome.attemptsLeft ?? '' }} extra={extra} />;
}

export function LoginSteps({ fromOldSystem, siteKey }: LoginStepsProps) {
  const flow = useLoginFlow(fromOldSystem);
  const { step, outcome } = flow;
  const credentials = flow.credentials();

  return (
    <Suspense fallback={null}>
      {outcome && <OutcomeAlert outcome={outcome} />}
      {step.kind === 'credentials' && (
        <CredentialsForm initial={credentials} siteKey={siteKey} robotReset={flow.robotReset} busy={flow.busy} onSubmit={(c) => void flow.signIn(c)} />
      )}
      {step.kind !== 'credentials' && (
        <AntdScope fallback={null}>
          {step.kind === 'twoStep' && (
            <TwoStepForm
              phones={step.phones}
              sentTo={step.sentTo}
              resendAt={step.resendAt}
              busy={flow.busy}
              onSubmit={(code, phone) => void flow.submitCode(code, phone)}
              onResend={(phone) => void flow.resendCode(phone)}
              onBack={flow.backToCredentials}
            />
          )}
          {step.kind === 'newPassword' && credentials && (
            <ExpiredPasswordForm currentPassword={credentials.password} busy={flow.busy} onChanged={(answer) => void flow.finishAfterNewPassword(answer)} />
          )}
          {step.kind === 'inactive' && credentials && (
            <InactiveAccount username={credentials.username} password={credentials.password} onBack={flow.backToCredentials} />
          )}
        </AntdScope>
      )}
    </Suspense>
  );
}
