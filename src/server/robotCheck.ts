/**
 * The robot check asked for when the host's brand has a site key. Handlers see only the
 * interface (on the fastify instance, `app.robotCheck`); the server uses Google reCAPTCHA
 * and tests put a fake in its place.
 */
export interface RobotCheck {
  /** Whether the answer the browser's widget produced is a human's. */
  verify(answer: { token: string; remoteIp: string }): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    robotCheck: RobotCheck;
  }
}

export const siteVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

type Fetch = (url: string, init: { method: string; body: URLSearchParams; signal: AbortSignal }) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

/**
 * Google reCAPTCHA's siteverify. Without a secret, or when Google cannot be asked, the
 * check fails: a brand that asks for a robot check must not be signed into without one.
 */
export function googleRecaptcha(secret: string | null, fetchImpl: Fetch = fetch, timeoutMs = 5000): RobotCheck {
  return {
    async verify({ token, remoteIp }) {
      if (!secret || !token) return false;
      try {
        const res = await fetchImpl(siteVerifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return false;
        const answer = (await res.json()) as { success?: unknown };
        return answer.success === true;
      } catch {
        return false;
      }
    },
  };
}
