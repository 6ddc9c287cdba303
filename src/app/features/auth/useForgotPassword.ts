/**
 * Forgot password (section 2): customer number or ID → code → new password. Every answer
 * is shown on the page (statusShownByPage in ForgotPasswordPage); on success with a session
 * the user is signed in, otherwise sent to sign in with the new password.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRequestCodeMutation, useSetNewPasswordMutation, useVerifyCodeMutation } from '../../api/generated/auth';
import { href } from '../../router/paths';
import { defaultResendSeconds } from './useCountdown';
import { useCompleteSignIn } from './useCompleteSignIn';
import { RequestCode, SetNewPassword, VerifyCode } from '../../../contract/statusCodes';

export type ForgotStage =
  | { step: 0 }
  | { step: 1; identifier: string; maskedPhone?: string; resendAt: number }
  | { step: 2; identifier: string; code: string };

export interface ForgotAnswer {
  operation: 'requestCode' | 'verifyCode' | 'setNewPassword';
  status: number;
}

export function useForgotPassword() {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [requestCode, requesting] = useRequestCodeMutation();
  const [verifyCode, verifying] = useVerifyCodeMutation();
  const [setNewPassword, saving] = useSetNewPasswordMutation();
  const [stage, setStage] = useState<ForgotStage>({ step: 0 });
  const [answer, setAnswer] = useState<ForgotAnswer | null>(null);

  async function sendCode(identifier: string, recaptchaToken?: string) {
    try {
      const result = await requestCode({ body: { identifier, recaptchaToken } }).unwrap();
      const status = result.data?.status ?? -1;
      if (status === RequestCode.codeSent) {
        const seconds = result.data?.resendAfterSeconds ?? defaultResendSeconds;
        setStage({ step: 1, identifier, maskedPhone: result.data?.maskedPhone, resendAt: Date.now() + seconds * 1000 });
      }
      // The code step itself says where the first code went; a resend is confirmed above it.
      setAnswer(status === RequestCode.codeSent && stage.step === 0 ? null : { operation: 'requestCode', status });
    } catch {
      // the base query has shown what went wrong
    }
  }

  async function checkCode(identifier: string, code: string) {
    try {
      const result = await verifyCode({ body: { identifier, code } }).unwrap();
      const status = result.data?.status ?? -1;
      if (status === VerifyCode.codeAccepted) {
        setStage({ step: 2, identifier, code });
        setAnswer(null);
      } else setAnswer({ operation: 'verifyCode', status });
    } catch {
      // the base query has shown what went wrong
    }
  }

  async function savePassword(identifier: string, code: string, password: string, confirmPassword: string, recaptchaToken?: string) {
    try {
      const result = await setNewPassword({ body: { identifier, code, password, confirmPassword, recaptchaToken } }).unwrap();
      const data = result.data;
      const status = data?.status ?? -1;
      if (status !== SetNewPassword.changed) {
        setAnswer({ operation: 'setNewPassword', status });
        return;
      }
      if (data?.token && (await completeSignIn({ ...data, currentUser: data.currentUser ?? result.currentUser }, false))) {
        navigate(href('campaign'), { replace: true });
        return;
      }
      navigate(href('login'), { replace: true, state: { notice: { key: 'auth.password.changed', type: 'success' } } });
    } catch {
      // the base query has shown what went wrong
    }
  }

  return {
    stage,
    answer,
    busy: requesting.isLoading || verifying.isLoading || saving.isLoading,
    sendCode,
    checkCode,
    savePassword,
    startOver: () => {
      setAnswer(null);
      setStage({ step: 0 });
    },
  };
}
