/**
 * The sign-in conversation with auth/login (its x-status-codes): credentials, then maybe the
 * two-step code, a new password when the old one expired, or the inactive-account request.
 * The page shows every answer itself (statusShownByPage('login') in LoginPage).
 */
import { useRef, useState } from 'react';
import { useLoginMutation, type AuthLoginResult } from '../../api/generated/auth';
import { useAppDispatch } from '../../state/hooks';
import { tokenSaved } from '../../state/session';
import { readIpToken } from './ipToken';
import './loginEndpoint';
import { defaultResendSeconds } from './useCountdown';
import { sessionTiming, useCompleteSignIn, type SessionAnswer } from './useCompleteSignIn';
import { Login } from '../../../contract/statusCodes';

export interface Credentials {
  username: string;
  password: string;
  keepLoggedIn: boolean;
  recaptchaToken?: string;
}

export type LoginStep =
  | { kind: 'credentials' }
  /** phones: the masked phones to choose from; sentTo: where the last code went; resendAt: epoch ms. */
  | { kind: 'twoStep'; phones: string[]; sentTo?: string; resendAt: number }
  | { kind: 'newPassword' }
  | { kind: 'inactive' };

/** A result the page shows inline; status is the contract's code ('failed' when none applies). */
export interface LoginOutcome {
  status: string;
  attemptsLeft?: number;
}

/** Codes that send the user back to the username and password. */
const credentialCodes = new Set<string>([Login.wrongPassword, Login.lastAttempt, Login.blocked, Login.robotCheckFailed]);

export function useLoginFlow(fromOldSystem: string | undefined) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });
  const [outcome, setOutcome] = useState<LoginOutcome | null>(null);
  const [robotReset, setRobotReset] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const credentials = useRef<Credentials | null>(null);

  async function finish(data: SessionAnswer, keepLoggedIn: boolean) {
    setFinishing(true);
    const ok = await completeSignIn(data, keepLoggedIn);
    setFinishing(false);
    if (!ok) setOutcome({ status: 'failed' });
  }

  async function send(creds: Credentials, extra: { otpCode?: string; otpPhone?: string } = {}) {
    credentials.current = creds;
    const isResend = step.kind === 'twoStep' && !extra.otpCode;
    const body = {
      username: creds.username,
      password: creds.password,
      keepLoggedIn: creds.keepLoggedIn,
      // A robot-check answer is good once, so only the first step carries it.
      recaptchaToken: step.kind === 'credentials' ? creds.recaptchaToken : undefined,
      ipToken: readIpToken(),
      fromOldSystem,
      ...extra,
    };
    if (step.kind === 'credentials') setRobotReset((n) => n + 1);
    let answer;
    try {
      answer = await login({ body }).unwrap();
    } catch {
      return; // the base query has shown what went wrong
    }
    const data: AuthLoginResult = answer.data ?? {};
    const status = String(data.status ?? '');
    setOutcome(null);

    if (status === Login.signedIn || status === Login.continue) {
      if (status === Login.continue && data.passwordExpired && data.token) {
        dispatch(tokenSaved({ token: data.token, ...sessionTiming(data, creds.keepLoggedIn, Date.now()), keepLoggedIn: creds.keepLoggedIn }));
        setStep({ kind: 'newPassword' });
        return;
      }
      await finish({ ...data, currentUser: data.currentUser ?? answer.currentUser }, creds.keepLoggedIn);
      return;
    }
    if (status === Login.codeSent) {
      const phones = data.otpOptions?.length ? data.otpOptions : data.phone ? [data.phone] : [];
      const seconds = data.resendAfterSeconds ?? defaultResendSeconds;
      setStep({ kind: 'twoStep', phones, sentTo: extra.otpPhone ?? data.phone ?? phones[0], resendAt: Date.now() + seconds * 1000 });
      if (isResend) setOutcome({ status });
      return;
    }
    if (status === Login.inactive) {
      setStep({ kind: 'inactive' });
      return;
    }
    if (credentialCodes.has(status)) setStep({ kind: 'credentials' });
    setOutcome({ status: status || 'failed', attemptsLeft: data.attemptsLeft });
  }

  return {
    step,
    outcome,
    busy: isLoading || finishing,
    robotReset,
    credentials: () => credentials.current,
    signIn: (creds: Credentials) => send(creds),
    submitCode: (otpCode: string, otpPhone?: string) => credentials.current && send(credentials.current, { otpCode, otpPhone }),
    resendCode: (otpPhone?: string) => credentials.current && send(credentials.current, { otpPhone }),
    finishAfterNewPassword: (answer: SessionAnswer) => finish(answer, credentials.current?.keepLoggedIn ?? false),
    backToCredentials: () => {
      setOutcome(null);
      setStep({ kind: 'credentials' });
    },
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
