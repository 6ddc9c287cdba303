/**
 * The WhatsApp chat on the real server: a customer writes (Meta's webhook applied), the
 * conversation appears unread with its notification, the business answers inside the 24-hour
 * window, is refused outside it without anything reaching WhatsApp, reopens it with a template;
 * duplicated webhooks, media, reactions, refusals by Meta, and another account's conversation.
 */
import type { AddressInfo } from 'node:net';
import { openEventStream } from '../../../events/testEventStream';
import type { CloudApiResult, OutgoingWhatsApp, WhatsAppCloudApi } from '../../../messaging/whatsapp/types';
import { bearer } from '../../../test/signIn';
import { mediaUnavailableCode } from '../events/inbound';
import { chatAccount, customerMessage, customerWrites, startChatApp, type ChatAccount, type ChatTestApp } from './testChat';

const hour = 3_600_000;
const customer = '972529990001';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** What WhatsApp received from us, and what it answers next. */
interface Peer {
  api: WhatsAppCloudApi;
  sent: { phoneNumberId: string; message: OutgoingWhatsApp }[];
  read: string[];
  uploads: { mimeType: string; size: number }[];
  media: Map<string, Buffer>;
  refuseNext: { code: number; title: string } | null;
}

function recordingPeer(): Peer {
  const peer: Peer = { sent: [], read: [], uploads: [], media: new Map(), refuseNext: null, api: undefined as unknown as WhatsAppCloudApi };
  let n = 0;
  const refusal = () => {
    const r = peer.refuseNext!;
    peer.refuseNext = null;
    return { ok: false as const, httpStatus: 400, code: r.code, title: r.title, details: '' };
  };
  const unused = async (): Promise<CloudApiResult<never>> => ({ ok: false, httpStatus: 501, code: 0, title: 'not in this test', details: '' });
  peer.api = {
    send: async (phoneNumberId, message) => {
      if (peer.refuseNext) return refusal();
      peer.sent.push({ phoneNumberId, message });
      n += 1;
      return { ok: true, wamid: `wamid.OUT${n}`, waId: message.to };
    },
    markRead: async (_id, wamid) => {
      peer.read.push(wamid);
      return { ok: true };
    },
    uploadMedia: async (_id, file) => {
      peer.uploads.push({ mimeType: file.mimeType, size: file.data.length });
      return { ok: true, mediaId: `media${peer.uploads.length}` };
    },
    downloadMedia: async (mediaId) => {
      const data = peer.media.get(mediaId);
      return data ? { ok: true, data, mimeType: 'image/png' } : { ok: false, httpStatus: 404, code: 100, title: 'media expired', details: '' };
    },
    createTemplate: unused,
    listTemplates: unused,
    deleteTemplate: unused,
    addPhoneNumber: unused,
    requestCode: unused,
    verifyCode: unused,
    register: unused,
    getBusinessProfile: unused,
    setBusinessProfile: unused,
  };
  return peer;
}

let t: ChatTestApp;
let peer: Peer;

beforeAll(async () => {
  peer = recordingPeer();
  t = await startChatApp(peer.api);
});
afterAll(() => t.close());

const get = async (a: ChatAccount, op: string, query: Record<string, string | number | boolean>) =>
  t.app.inject({ method: 'GET', url: `/api/whatsapp/${op}`, headers: bearer(a.token), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const post = async (a: ChatAccount, op: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/whatsapp/${op}`, headers: bearer(a.token), payload });
const conversationOf = (a: ChatAccount) => t.db.selectFrom('wa_conversations').selectAll().where('number_id', '=', a.numberId).where('peer', '=', customer).executeTakeFirst();

async function approvedTemplate(a: ChatAccount, body = 'שלום {{1}}, ההזמנה שלך מוכנה.'): Promise<number> {
  const now = Date.now();
  const row = await t.db
    .insertInto('wa_templates')
    .values({ account_id: a.userId, number_id: a.numberId, provider_id: '5550001', name: 'order_ready', language: 'he', category: 'UTILITY', content: JSON.stringify({ name: 'order_ready', language: 'he', header: 'none', body }), provider_status: 'APPROVED', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

test('a customer writes: one unread conversation, listed and counted, and a WhatsApp notification in the same write', async () => {
  const a = await chatAccount(t);
  expect(await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now()))).toMatchObject({ outcome: 'stored' });

  expect(await conversationOf(a)).toMatchObject({ unread: 1, peer_name: 'Dana' });
  const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', a.userId).execute();
  expect(notes).toHaveLength(1);
  expect(JSON.parse(notes[0].whatsapp!)).toEqual({ hook: 'new', type: 'text', from: customer, to: a.phone, senderName: 'Dana', body: 'שלום, יש לכם במלאי?' });
  expect(notes[0].link).toBe(`/whatsapp-campaign-chat/${a.phone}/${customer}`);

  const count = (await post(a, 'get-count-unread-chat', {})).json().data;
  expect(count).toEqual({ total: 1, bySource: [{ phone: a.phone, count: 1 }] });
  const chats = (await get(a, 'get-chats-data', {})).json().data;
  expect(chats).toMatchObject({ total: 1, hasMore: false, chats: [{ source: a.phone, destination: customer, name: 'Dana', unreadCount: 1, isSessionOpen: true, lastMessageText: 'שלום, יש לכם במלאי?', lastMessageType: 'text' }] });
  expect((await get(a, 'get-chats-data', { unread: true, type: 'responding', destination: '99900' })).json().data.total).toBe(1);
  expect((await get(a, 'get-chats-data', { destination: '12345' })).json().data.total).toBe(0);
});

test("the open window hears the customer's message live, with the WhatsApp details the browser shows", async () => {
  const a = await chatAccount(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const stream = await openEventStream(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/sockets/${a.token}/main`);
  try {
    expect(stream.status).toBe(200);
    await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now(), { type: 'image', text: undefined, caption: 'תמונה', media: { id: 'nowhere', mimeType: 'image/jpeg' } }));
    const event = await stream.next(5000);
    expect(event.event).toBe('newNotification');
    expect(JSON.parse(event.data).notification).toEqual({
      message: 'shell.notifications.newReply',
      type: 3,
      dynamicString: 'Dana',
      link: `/whatsapp-campaign-chat/${a.phone}/${customer}`,
      isWhatsappNotification: true,
      whatsapp: { hook: 'new', type: 'image', from: customer, to: a.phone, senderName: 'Dana', caption: 'תמונה' },
    });
  } finally {
    stream.close();
  }
});

test('the same webhook applied three times is one message, one unread, one notification', async () => {
  const a = await chatAccount(t);
  const event = customerMessage(a, customer, t.clock.now());
  const outcomes = [];
  for (let i = 0; i < 3; i += 1) outcomes.push((await customerWrites(t, peer.api, event)).outcome);
  expect(outcomes).toEqual(['stored', 'duplicate', 'duplicate']);
  expect(await t.db.selectFrom('wa_messages').select('id').where('number_id', '=', a.numberId).execute()).toHaveLength(1);
  expect(await conversationOf(a)).toMatchObject({ unread: 1 });
  expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', a.userId).execute()).toHaveLength(1);
});

test('opening the conversation reads it (unread 0, read receipt for the latest message) and says the window is open', async () => {
  const a = await chatAccount(t);
  const first = customerMessage(a, customer, t.clock.now() - 2000);
  const second = customerMessage(a, customer, t.clock.now() - 1000, { text: 'עוד שאלה' });
  await customerWrites(t, peer.api, first);
  await customerWrites(t, peer.api, second);
  const opened = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data;
  expect(opened).toMatchObject({ source: a.phone, destination: customer, name: 'Dana', isSessionOpen: true, needsTemplate: false, hasMore: false });
  expect(opened.messages.map((m: { text: string; direction: string; isNewIncoming: boolean }) => [m.text, m.direction, m.isNewIncoming])).toEqual([
    ['שלום, יש לכם במלאי?', 'incoming', true],
    ['עוד שאלה', 'incoming', true],
  ]);
  expect(await conversationOf(a)).toMatchObject({ unread: 0 });
  expect(peer.read.at(-1)).toBe(second.wamid);
  const again = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data;
  expect(again.messages.every((m: { isNewIncoming: boolean }) => !m.isNewIncoming)).toBe(true);
  expect(peer.read.filter((w) => w === second.wamid)).toHaveLength(1);
});

test('an answer inside the window goes and is stored accepted; 25 hours later text is -19 and nothing leaves; a template reopens it and is charged', async () => {
  const a = await chatAccount(t, { whatsappCredits: 3 });
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now()));
  const sentBefore = peer.sent.length;
  const answered = (await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'כן, במלאי' })).json().data;
  expect(answered).toMatchObject({ status: 1, chatMessage: { direction: 'outgoing', type: 'text', text: 'כן, במלאי', status: 0, isSuccess: true } });
  expect(peer.sent.at(-1)).toEqual({ phoneNumberId: a.phoneNumberId, message: { type: 'text', to: customer, text: 'כן, במלאי' } });
  const stored = await t.db.selectFrom('wa_messages').selectAll().where('id', '=', answered.chatMessage.id).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ direction: 'out', status: 'accepted', wamid: peer.sent.length === sentBefore + 1 ? `wamid.OUT${peer.sent.length}` : expect.any(String) });
  // Free inside the window (Meta's free_customer_service): no credit moved.
  expect(await t.db.selectFrom('balances').select('amount').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).toEqual({ amount: 3 });

  t.clock.advance(25 * hour);
  const late = peer.sent.length;
  expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'עדיין כאן?' })).json().data).toEqual({ status: -19 });
  expect(peer.sent.length).toBe(late);
  expect((await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data).toMatchObject({ isSessionOpen: false, needsTemplate: true });

  const templateId = await approvedTemplate(a);
  expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: [] })).json().data).toEqual({ status: -18 });
  const reopened = (await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data;
  expect(reopened).toMatchObject({ status: 1, chatMessage: { type: 'template', text: 'שלום דנה, ההזמנה שלך מוכנה.', templateName: 'order_ready' } });
  expect(peer.sent.at(-1)!.message).toEqual({ type: 'template', to: customer, name: 'order_ready', language: 'he', parameters: { body: ['דנה'] } });
  expect(await t.db.selectFrom('balances').select('amount').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).toEqual({ amount: 2 });
  // The customer answers the template: the window is open again.
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now(), { text: 'תודה' }));
  expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'בשמחה' })).json().data.status).toBe(1);
});

test('a customer who never wrote needs a template first (-20); a template without credits is -2 and not sent; one not approved is -5', async () => {
  const a = await chatAccount(t, { whatsappCredits: 0 });
  const before = peer.sent.length;
  expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'היי' })).json().data).toEqual({ status: -20 });
  const templateId = await approvedTemplate(a);
  expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data).toEqual({ status: -2 });
  await t.db.updateTable('wa_templates').set({ provider_status: 'PENDING' }).where('id', '=', templateId).execute();
  expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data).toEqual({ status: -5 });
  expect(peer.sent.length).toBe(before);
});

test('the number writing to itself is -24, a blocked number -22', async () => {
  const a = await chatAccount(t);
  expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: a.phone, text: 'x' })).json().data).toEqual({ status: -24 });
  const blocked = await chatAccount(t, { blocked: true });
  await customerWrites(t, peer.api, customerMessage(blocked, customer, t.clock.now()));
  expect((await post(blocked, 'send-whatsapp-chat-message', { source: blocked.phone, destination: customer, text: 'x' })).json().data).toEqual({ status: -22 });
});

test("Meta's refusal is -9 with its rejection reason, and the failed message is kept in the conversation", async () => {
  const a = await chatAccount(t);
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now()));
  peer.refuseNext = { code: 131047, title: 'Re-engagement message' };
  const refused = (await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'שלום' })).json().data;
  expect(refused).toMatchObject({ status: -9, rejectionReason: 8, chatMessage: { status: 102, isSuccess: false, rejectionReason: 8 } });
  const row = await t.db.selectFrom('wa_messages').selectAll().where('id', '=', refused.chatMessage.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'failed', wamid: null, error_code: 131047, rejection_reason: 8 });
});

test("a customer's picture is fetched and kept; one whose fetch fails is kept as media unavailable and filled in when Meta delivers the webhook again", async () => {
  const a = await chatAccount(t);
  peer.media.set('m-ok', png);
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now(), { type: 'image', text: undefined, caption: 'המוצר', media: { id: 'm-ok', mimeType: 'image/png' } }));
  const kept = await t.db.selectFrom('wa_messages').selectAll().where('number_id', '=', a.numberId).executeTakeFirstOrThrow();
  expect(kept).toMatchObject({ type: 'image', caption: 'המוצר', media_mime: 'image/png', error_code: null });
  const bytes = await t.db.selectFrom('wa_media').select(['data', 'dir']).where('account_id', '=', a.userId).where('hash', '=', kept.media_hash!).executeTakeFirstOrThrow();
  expect(Buffer.from(bytes.data).equals(png)).toBe(true);
  expect(bytes.dir).toBe('chat');

  const lost = customerMessage(a, customer, t.clock.now(), { type: 'document', text: undefined, media: { id: 'm-later', mimeType: 'application/pdf', filename: 'invoice.pdf' } });
  await customerWrites(t, peer.api, lost);
  const unavailable = await t.db.selectFrom('wa_messages').selectAll().where('wamid', '=', lost.wamid).executeTakeFirstOrThrow();
  expect(unavailable).toMatchObject({ type: 'document', media_hash: null, error_code: mediaUnavailableCode, rejection_reason: 3 });
  const shown = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data.messages.at(-1);
  expect(shown).toMatchObject({ type: 'document', isSuccess: false, rejectionReason: 3 });
  expect(await conversationOf(a)).toMatchObject({ unread: 0 });

  peer.media.set('m-later', png);
  expect(await customerWrites(t, peer.api, lost)).toMatchObject({ outcome: 'duplicate' });
  expect(await t.db.selectFrom('wa_messages').select(['media_hash', 'error_code']).where('wamid', '=', lost.wamid).executeTakeFirstOrThrow()).toEqual({ media_hash: kept.media_hash, error_code: null });
});

test('a reaction attaches to the message it is about; ours goes out and an empty emoji takes it back', async () => {
  const a = await chatAccount(t);
  const asked = customerMessage(a, customer, t.clock.now());
  await customerWrites(t, peer.api, asked);
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now(), { type: 'reaction', text: undefined, emoji: '👍', contextWamid: asked.wamid }));
  let messages = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data.messages;
  expect(messages).toHaveLength(1);
  expect(messages[0].reactions).toEqual([{ emoji: '👍', direction: 'incoming' }]);

  const mine = (await post(a, 'send-reaction', { source: a.phone, destination: customer, messageId: messages[0].id, emoji: '❤️' })).json().data;
  expect(mine.status).toBe(1);
  expect(peer.sent.at(-1)!.message).toEqual({ type: 'reaction', to: customer, messageId: asked.wamid, emoji: '❤️' });
  messages = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data.messages;
  expect(messages[0].reactions).toEqual([
    { emoji: '👍', direction: 'incoming' },
    { emoji: '❤️', direction: 'outgoing' },
  ]);
  expect((await post(a, 'send-reaction', { source: a.phone, destination: customer, messageId: messages[0].id, emoji: '' })).json().data.status).toBe(1);
  messages = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data.messages;
  expect(messages[0].reactions).toEqual([{ emoji: '👍', direction: 'incoming' }]);
});

test('a button tap and a list reply read as button messages answering what they tap; a system notice opens no window and notifies nobody; unsupported is kept', async () => {
  const a = await chatAccount(t);
  const system = customerMessage(a, customer, t.clock.now() - 3000, { type: 'system', text: 'Dana changed her number', profileName: undefined });
  await customerWrites(t, peer.api, system);
  expect(await conversationOf(a)).toMatchObject({ unread: 0, last_inbound_at: null });
  expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', a.userId).execute()).toHaveLength(0);

  const templateId = await approvedTemplate(a);
  await t.db.insertInto('balances').values({ user_id: a.userId, service: 'whatsapp', amount: 1 }).execute();
  const offer = (await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data.chatMessage;
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now() + 1000, { type: 'button', text: 'Yes please', contextWamid: offer.providerMessageId }));
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now() + 2000, { type: 'interactive', text: 'Tuesday' }));
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now() + 3000, { type: 'unsupported', text: undefined, errors: [{ code: 131051, title: 'Message type unknown' }] }));
  const messages = (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data.messages;
  expect(messages.map((m: { type: string; text?: string; replyToId?: number; isSuccess: boolean }) => [m.type, m.text, m.replyToId, m.isSuccess])).toEqual([
    ['text', 'Dana changed her number', undefined, true],
    ['template', 'שלום דנה, ההזמנה שלך מוכנה.', undefined, true],
    ['button', 'Yes please', offer.id, true],
    ['button', 'Tuesday', undefined, true],
    ['unsupported', undefined, undefined, false],
  ]);
  const notes = await t.db.selectFrom('notifications').select('whatsapp').where('user_id', '=', a.userId).orderBy('id').execute();
  expect(notes.map((n) => JSON.parse(n.whatsapp!).type)).toEqual(['button', 'button', 'message']);
});

test('a file goes by its media id with its caption; an empty caption is -21 and nothing is uploaded', async () => {
  const a = await chatAccount(t);
  await customerWrites(t, peer.api, customerMessage(a, customer, t.clock.now()));
  const form = (caption: string) => {
    const data = new FormData();
    data.append('source', a.phone);
    data.append('destination', customer);
    data.append('caption', caption);
    data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'product.png');
    return data;
  };
  const send = async (caption: string) => {
    const body = new Response(form(caption));
    return t.app.inject({ method: 'POST', url: '/api/whatsapp/send-whatsapp-file-message', headers: { ...bearer(a.token), 'content-type': body.headers.get('content-type')! }, payload: Buffer.from(await body.arrayBuffer()) });
  };
  const uploads = peer.uploads.length;
  expect((await send('  ')).json().data).toEqual({ status: -21 });
  expect(peer.uploads.length).toBe(uploads);
  const sent = (await send('הנה המוצר')).json().data;
  expect(sent).toMatchObject({ status: 1, chatMessage: { type: 'image', caption: 'הנה המוצר', mimeType: 'image/png' } });
  expect(peer.uploads.at(-1)).toEqual({ mimeType: 'image/png', size: png.length });
  expect(peer.sent.at(-1)!.message).toEqual({ type: 'image', to: customer, mediaId: `media${peer.uploads.length}`, caption: 'הנה המוצר' });
});

test("another account's number or conversation is 404 on every chat operation", async () => {
  const owner = await chatAccount(t);
  const other = await chatAccount(t);
  await customerWrites(t, peer.api, customerMessage(owner, customer, t.clock.now()));
  const [message] = await t.db.selectFrom('wa_messages').select('id').where('number_id', '=', owner.numberId).execute();
  const templateId = await approvedTemplate(owner);
  const before = peer.sent.length;
  expect((await get(other, 'get-conversation-data', { source: owner.phone, destination: customer })).statusCode).toBe(404);
  expect((await get(other, 'get-chats-data', { source: owner.phone })).statusCode).toBe(404);
  expect((await post(other, 'get-count-unread-chat', { source: owner.phone })).statusCode).toBe(404);
  expect((await post(other, 'send-whatsapp-chat-message', { source: owner.phone, destination: customer, text: 'x' })).statusCode).toBe(404);
  expect((await post(other, 'send-whatsapp-chat-template', { source: owner.phone, destination: customer, templateId, variables: ['x'] })).statusCode).toBe(404);
  expect((await post(other, 'send-reaction', { source: owner.phone, destination: customer, messageId: message.id, emoji: '👍' })).statusCode).toBe(404);
  // Its own number, but another account's template or message.
  expect((await post(other, 'send-whatsapp-chat-template', { source: other.phone, destination: customer, templateId, variables: ['x'] })).statusCode).toBe(404);
  expect((await post(other, 'send-reaction', { source: other.phone, destination: customer, messageId: message.id, emoji: '👍' })).statusCode).toBe(404);
  expect((await get(other, 'get-chats-data', {})).json().data.total).toBe(0);
  expect(peer.sent.length).toBe(before);
  expect(await conversationOf(owner)).toMatchObject({ unread: 1 });
});
