import { chatAnswerOutcome, isChatAnswerSuccess, isChatExpired } from './chat';

describe('an answer sent from the chat (section 4)', () => {
  it('is a success when its status is from 0 up to 102 (exclusive) and it is no longer sending', () => {
    expect(isChatAnswerSuccess({ status: 0, isSendingMessage: false })).toBe(true);
    expect(isChatAnswerSuccess({ status: 101 })).toBe(true);
    expect(isChatAnswerSuccess({ status: 102 })).toBe(false);
    expect(isChatAnswerSuccess({ status: -3 })).toBe(false);
  });

  it('is not judged while it is still sending, whatever its status says', () => {
    expect(chatAnswerOutcome({ status: 2, isSendingMessage: true })).toBe('sending');
    expect(isChatAnswerSuccess({ status: 2, isSendingMessage: true })).toBe(false);
  });

  it('ignores status -1 (and a missing status): neither sent nor failed', () => {
    expect(chatAnswerOutcome({ status: -1 })).toBe('unknown');
    expect(chatAnswerOutcome({})).toBe('unknown');
  });

  it('fails with any other status once sending is over', () => {
    expect(chatAnswerOutcome({ status: 102 })).toBe('failed');
    expect(chatAnswerOutcome({ status: -2 })).toBe('failed');
    expect(chatAnswerOutcome({ status: 50 })).toBe('sent');
  });
});

describe('a chat expires when its expiry date is before now (section 4)', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('is open until its expiry date, read-only after it', () => {
    expect(isChatExpired('2026-03-10T12:00:01Z', now)).toBe(false);
    expect(isChatExpired('2026-03-10T11:59:59Z', now)).toBe(true);
    expect(isChatExpired(new Date('2026-03-09T00:00:00Z'), now)).toBe(true);
  });

  it('never expires without a (readable) date', () => {
    expect(isChatExpired(undefined, now)).toBe(false);
    expect(isChatExpired('not a date', now)).toBe(false);
  });
});
