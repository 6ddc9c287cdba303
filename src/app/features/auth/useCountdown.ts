/** Seconds left until a deadline (epoch ms), ticking once a second; 0 once passed. */
import { useEffect, useState } from 'react';
import { verificationCode } from '../../../domain/signIn';

const secondsUntil = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export function useCountdown(deadline: number): number {
  // Read at every render, so a new deadline shows at once rather than one tick later.
  const [, tick] = useState(0);
  useEffect(() => {
    if (secondsUntil(deadline) === 0) return undefined;
    const timer = setInterval(() => {
      tick((n) => n + 1);
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsUntil(deadline);
}

/** 125 → "2:05". */
export const formatCountdown = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** When a code answer does not say, a new code may be asked for after 5 minutes (section 8). */
export const defaultResendSeconds = verificationCode.resendAfterMs / 1000;
