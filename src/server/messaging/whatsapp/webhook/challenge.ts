/**
 * Subscribing a webhook URL: Meta sends `GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`
 * and expects the challenge back as the plain body when the token is ours, else a refusal
 * (Meta's echo-bot sample answers 403).
 */
import { timingSafeEqual } from 'node:crypto';

export type ChallengeAnswer = { status: 200; body: string } | { status: 403; body: string };

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function answerWebhookChallenge(query: Record<string, unknown>, verifyToken: string): ChallengeAnswer {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode === 'subscribe' && typeof token === 'string' && typeof challenge === 'string' && verifyToken && sameText(token, verifyToken)) {
    return { status: 200, body: challenge };
  }
  return { status: 403, body: 'Forbidden' };
}
