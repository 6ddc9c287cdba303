import type { Chat } from '../../api/generated/chat';
import { chatReducer, emptyChat, hasSendingAnswer, mergeConversations, newestMomentOf, newRepliesIn, sameRecipient } from './chatState';

const chat = (destination: string, lastMessageDate: string, replies = 1): Chat => ({
  chatId: 7,
  destination,
  lastMessageDate,
  messages: [
    { id: 1, kind: 'campaign', text: 'Sale', date: '2026-03-01T08:00:00Z' },
    ...Array.from({ length: replies }, (_, i) => ({ id: 10 + i, kind: 'reply' as const, isIncoming: true, text: `r${i}`, date: lastMessageDate })),
  ],
});

describe('changed conversations are merged into what is shown', () => {
  const a = chat('972501111111', '2026-03-01T10:00:00Z');
  const b = chat('972502222222', '2026-03-01T09:00:00Z');

  it('a new conversation comes at the top; one with newer activity rises; one only re-statused stays in place', () => {
    const c = chat('972503333333', '2026-03-01T11:00:00Z');
    const bNewer = chat('972502222222', '2026-03-01T10:30:00Z', 2);
    expect(mergeConversations([a, b], [bNewer, c]).map((x) => x.destination)).toEqual(['972503333333', '972502222222', '972501111111']);
    const aRestatused = { ...a, isBlacklisted: true };
    expect(mergeConversations([a, b], [aRestatused])).toEqual([aRestatused, b]);
  });

  it('counts the replies an update brings that were not shown, for the new-message sound', () => {
    expect(newRepliesIn([a, b], [chat('972502222222', '2026-03-01T10:30:00Z', 3)])).toBe(2);
    expect(newRepliesIn([a], [a])).toBe(0);
    expect(newRepliesIn([a], [chat('972509999999', '2026-03-01T12:00:00Z')])).toBe(1);
  });

  it('the first update asks from the newest moment shown; later ones from the server time it answered', () => {
    expect(newestMomentOf([a, b])).toBe('2026-03-01T10:00:00.000Z');
    expect(newestMomentOf([])).toBeUndefined();
    const state = chatReducer({ ...emptyChat, conversations: [a] }, { type: 'updated', chats: [], serverTime: '2026-03-01T12:00:00.000Z' });
    expect(state.since).toBe('2026-03-01T12:00:00.000Z');
  });

  it('a further page adds the conversations not shown yet, after the others', () => {
    const first = chatReducer(emptyChat, { type: 'loaded', page: 1, data: { shipmentName: 'Sale', chats: [a], total: 2, hasMore: true } });
    const second = chatReducer(first, { type: 'loaded', page: 2, data: { shipmentName: 'Sale', chats: [a, b], total: 2, hasMore: false } });
    expect(second.conversations.map((x) => x.destination)).toEqual(['972501111111', '972502222222']);
    expect(second).toMatchObject({ pages: 2, hasMore: false, header: { shipmentName: 'Sale' } });
  });
});

test('one recipient however the number is written', () => {
  expect(sameRecipient('501234567', '972501234567')).toBe(true);
  expect(sameRecipient('0501234567', '972501234567')).toBe(true);
  expect(sameRecipient('0501234567', '972501234568')).toBe(false);
  expect(sameRecipient(undefined, '972501234567')).toBe(false);
});

test('only our own answers still sending keep the page asking every 3 s, not a campaign message still going out', () => {
  const going = { ...chat('972501111111', '2026-03-01T10:00:00Z'), messages: [{ id: 1, kind: 'campaign' as const, text: 'Sale', isSendingMessage: true }] };
  expect(hasSendingAnswer([going])).toBe(false);
  expect(hasSendingAnswer([{ ...going, messages: [{ id: 2, kind: 'answer' as const, text: 'Hi', isSendingMessage: true }] }])).toBe(true);
});
