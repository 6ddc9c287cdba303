import type { WhatsAppConversation } from '../../../api/generated/whatsapp';
import { awaitingOf, ticksWatchMs } from './awaiting';
import { sessionWindowOf } from './sessionWindow';
import { threadOf } from './thread';

const hour = 3_600_000;
const now = Date.parse('2026-03-01T12:00:00.000Z');
const conversation = (change: Partial<WhatsAppConversation>): WhatsAppConversation => ({
  source: '972529990000',
  destination: '972501111111',
  isSessionOpen: true,
  needsTemplate: false,
  messages: [{ id: 1, direction: 'incoming', type: 'text', text: 'hi', date: new Date(now - 23 * hour).toISOString() }],
  ...change,
});

test('the window closes on the page clock at its closing time, not at the next refetch', () => {
  const closesAt = now + hour;
  const open = conversation({ sessionExpiresAt: new Date(closesAt).toISOString() });
  expect(sessionWindowOf(open, now)).toEqual({ open: true, closesAt });
  expect(sessionWindowOf(open, closesAt - 1).open).toBe(true);
  expect(sessionWindowOf(open, closesAt).open).toBe(false);
});

test("without a closing time the customer's newest message counts, 24 hours on (a reaction is not a message that opens it)", () => {
  const open = conversation({});
  expect(sessionWindowOf(open, now)).toEqual({ open: true, closesAt: now + hour });
  expect(sessionWindowOf(open, now + hour).open).toBe(false);
  const withReaction = conversation({ messages: [...open.messages, { id: 2, direction: 'incoming', type: 'reaction', replyToId: 1, text: '👍', date: new Date(now).toISOString() }] });
  expect(sessionWindowOf(withReaction, now).closesAt).toBe(now + hour);
});

test('the server saying closed, or that a template is needed, closes it whatever the clock says', () => {
  expect(sessionWindowOf(conversation({ isSessionOpen: false }), now).open).toBe(false);
  expect(sessionWindowOf(conversation({ needsTemplate: true }), now).open).toBe(false);
  expect(sessionWindowOf(conversation({ messages: [], isSessionOpen: false, needsTemplate: true }), now)).toEqual({ open: false, closesAt: null });
});

test("a reaction sits on its message: each side's newest replaces the earlier one, an empty one takes it away", () => {
  const at = (m: number) => new Date(now + m * 60_000).toISOString();
  const thread = threadOf([
    { id: 1, direction: 'outgoing', type: 'text', text: 'Sale', date: at(0), reactions: [{ emoji: '😮', direction: 'incoming' }] },
    { id: 2, direction: 'incoming', type: 'reaction', replyToId: 1, text: '👍', date: at(1) },
    { id: 3, direction: 'outgoing', type: 'reaction', replyToId: 1, text: '❤️', date: at(2) },
    { id: 4, direction: 'outgoing', type: 'reaction', replyToId: 1, text: '', date: at(3) },
  ]);
  expect(thread).toEqual([{ message: expect.objectContaining({ id: 1 }), reactions: [{ emoji: '👍', direction: 'incoming' }] }]);
});

test("our newest message's ticks are asked for while it is on its way, and for ten minutes after it went until it is read", () => {
  const sentAt = (minutesAgo: number, change = {}) => [
    { id: 1, direction: 'incoming' as const, type: 'text' as const, text: 'hi', date: new Date(now - 60 * 60_000).toISOString() },
    { id: 2, direction: 'outgoing' as const, type: 'text' as const, text: 'hello', date: new Date(now - minutesAgo * 60_000).toISOString(), status: 0, ...change },
  ];
  expect(awaitingOf(sentAt(0, { isSendingMessage: true }), now)).toBe('sending');
  expect(awaitingOf(sentAt(2), now)).toBe('ticks');
  expect(awaitingOf(sentAt(2, { isRead: true }), now)).toBe('nothing');
  expect(awaitingOf(sentAt(2, { status: 102, rejectionReason: 5 }), now)).toBe('nothing');
  expect(awaitingOf(sentAt(ticksWatchMs / 60_000), now)).toBe('nothing');
  expect(awaitingOf(sentAt(0).slice(0, 1), now)).toBe('nothing');
});
