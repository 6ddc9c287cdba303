/**
 * The WhatsApp chat on the real server with the WhatsApp simulator over loopback: a customer
 * writes (the simulator's signed webhook, checked, parsed and applied), the conversation appears
 * unread with its notification (live on the event stream), the business answers inside the
 * 24-hour window, is refused outside it without anything reaching WhatsApp, reopens it with a
 * template; duplicated webhooks, media, reactions, button taps, Meta's refusals, and another
 * account's conversation.
 */
import type { AddressInfo } from 'node:net';
import { openEventStream } from '../../../events/testEventStream';
import type { SimInbound } from '../../../messaging/whatsapp/simulator';
import { parseWebhookBody } from '../../../messaging/whatsapp/webhook/parse';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { mediaUnavailableCode } from '../events/inbound';
import { approvedTemplate, chatAccount, startChatApp, type ChatAccount, type ChatTestApp } from './testChat';

const hour = 3_600_000;
const customer = '972529990001';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

onEachDatabase('the WhatsApp chat', (database) => {
  let t: ChatTestApp;

  beforeAll(async () => {
    t = await startChatApp(undefined, database);
  });
  afterAll(() => t.close());

  const get = async (a: ChatAccount, op: string, query: Record<string, string | number | boolean>) =>
    t.app.inject({ method: 'GET', url: `/api/whatsapp/${op}`, headers: bearer(a.token), query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const post = async (a: ChatAccount, op: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/whatsapp/${op}`, headers: bearer(a.token), payload });
  const conversationOf = (a: ChatAccount) => t.db.selectFrom('wa_conversations').selectAll().where('number_id', '=', a.numberId).where('peer', '=', customer).executeTakeFirst();
  const thread = async (a: ChatAccount) => (await get(a, 'get-conversation-data', { source: a.phone, destination: customer })).json().data;
  /** What the simulator accepted from this account's number. */
  const sentBy = (a: ChatAccount) => t.sim.control.sent().filter((m) => m.phoneNumberId === a.phoneNumberId);

  /** The customer writes to the account's number; resolves once the webhook was applied. */
  async function customerWrites(a: ChatAccount, message: Partial<SimInbound> = {}): Promise<string> {
    const wamid = t.sim.control.inbound({ from: customer, to: a.phone, profileName: 'Dana', type: 'text', text: 'שלום, יש לכם במלאי?', ...message });
    await t.settled();
    return wamid;
  }

  /** The webhook delivery that brought a message (Meta escapes its JSON, so the bytes are read, not searched). */
  const deliveryOf = (wamid: string) => t.deliveries.find((d) => parseWebhookBody(d.raw).some((e) => e.kind === 'message' && e.wamid === wamid))!;

  /** Moves the app's clock a day ahead for `work`, and back. */
  async function aDayLater(work: () => Promise<void>): Promise<void> {
    t.clock.advance(25 * hour);
    try {
      await work();
    } finally {
      t.clock.advance(-25 * hour);
    }
  }

  test('a customer writes: one unread conversation, listed and counted, and a WhatsApp notification in the same write', async () => {
    const a = await chatAccount(t);
    await customerWrites(a);

    expect(await conversationOf(a)).toMatchObject({ unread: 1, peer_name: 'Dana' });
    const notes = await t.db.selectFrom('notifications').selectAll().where('user_id', '=', a.userId).execute();
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0].whatsapp!)).toEqual({ hook: 'new', type: 'text', from: customer, to: a.phone, senderName: 'Dana', body: 'שלום, יש לכם במלאי?' });
    expect(notes[0].link).toBe(`/whatsapp-campaign-chat/${a.phone}/${customer}`);

    expect((await post(a, 'get-count-unread-chat', {})).json().data).toEqual({ total: 1, bySource: [{ phone: a.phone, count: 1 }] });
    const chats = (await get(a, 'get-chats-data', {})).json().data;
    expect(chats).toMatchObject({ total: 1, hasMore: false, chats: [{ source: a.phone, destination: customer, name: 'Dana', unreadCount: 1, isSessionOpen: true, lastMessageText: 'שלום, יש לכם במלאי?', lastMessageType: 'text' }] });
    expect((await get(a, 'get-chats-data', { unread: true, type: 'responding', destination: '99900' })).json().data.total).toBe(1);
    expect((await get(a, 'get-chats-data', { destination: '12345' })).json().data.total).toBe(0);
  });

  test("the open window hears the customer's message live, with the WhatsApp details the browser shows", async () => {
    const a = await chatAccount(t);
    const stream = await openEventStream(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/sockets/${a.token}/main`);
    try {
      expect(stream.status).toBe(200);
      await customerWrites(a, { type: 'image', text: undefined, media: { data: png, mimeType: 'image/png', caption: 'תמונה' } });
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

  test('the same webhook delivered three times is one message, one unread, one notification', async () => {
    const a = await chatAccount(t);
    const wamid = await customerWrites(a);
    const delivery = deliveryOf(wamid);
    expect(await t.redeliver(delivery)).toBe(200);
    expect(await t.redeliver(delivery)).toBe(200);
    expect(await t.db.selectFrom('wa_messages').select('wamid').where('number_id', '=', a.numberId).execute()).toEqual([{ wamid }]);
    expect(await conversationOf(a)).toMatchObject({ unread: 1 });
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', a.userId).execute()).toHaveLength(1);
  });

  test('opening the conversation reads it (unread 0, a read receipt for the latest message) and says the window is open', async () => {
    const a = await chatAccount(t);
    await customerWrites(a);
    const second = await customerWrites(a, { text: 'עוד שאלה' });
    const opened = await thread(a);
    expect(opened).toMatchObject({ source: a.phone, destination: customer, name: 'Dana', isSessionOpen: true, needsTemplate: false, hasMore: false });
    expect(opened.messages.map((m: { text: string; direction: string; isNewIncoming: boolean }) => [m.text, m.direction, m.isNewIncoming])).toEqual([
      ['שלום, יש לכם במלאי?', 'incoming', true],
      ['עוד שאלה', 'incoming', true],
    ]);
    expect(await conversationOf(a)).toMatchObject({ unread: 0 });
    expect(t.readReceipts.at(-1)).toBe(second);
    const again = await thread(a);
    expect(again.messages.every((m: { isNewIncoming: boolean }) => !m.isNewIncoming)).toBe(true);
    expect(t.readReceipts.filter((w) => w === second)).toHaveLength(1);

    // A number whose read receipts are off reads the conversation without telling the customer.
    const quiet = await chatAccount(t, { sendReadStatus: false });
    const unseen = await customerWrites(quiet);
    await thread(quiet);
    expect(t.readReceipts).not.toContain(unseen);
  });

  test('an answer inside the window reaches WhatsApp and is stored accepted; a day later text is -19 and nothing leaves; a template reopens it and is charged', async () => {
    const a = await chatAccount(t, { whatsappCredits: 3 });
    const asked = await customerWrites(a);
    const answered = (await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'כן, במלאי' })).json().data;
    expect(answered).toMatchObject({ status: 1, chatMessage: { direction: 'outgoing', type: 'text', text: 'כן, במלאי', status: 0, isSuccess: true } });
    const reached = sentBy(a).at(-1)!;
    expect(reached).toMatchObject({ to: customer, type: 'text', body: { text: { body: 'כן, במלאי' } } });
    expect(await t.db.selectFrom('wa_messages').select(['direction', 'wamid']).where('id', '=', answered.chatMessage.id).executeTakeFirstOrThrow()).toEqual({ direction: 'out', wamid: reached.wamid });
    // Meta's status webhooks move it on by its wamid: the customer read it.
    await t.settled();
    expect((await thread(a)).messages.find((m: { id: number }) => m.id === answered.chatMessage.id)).toMatchObject({ status: 1, isRead: true, isSuccess: true });
    // Quoting the customer's message: WhatsApp gets its wamid as the context; ours names it as replyToId.
    const askedId = (await thread(a)).messages[0].id;
    const quoted = (await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'לגבי זה', replyToId: askedId })).json().data;
    expect(quoted).toMatchObject({ status: 1 });
    expect(sentBy(a).at(-1)).toMatchObject({ body: { context: { message_id: asked } } });
    expect((await thread(a)).messages.at(-1)).toMatchObject({ text: 'לגבי זה', replyToId: askedId });
    // Free inside the window (Meta's free_customer_service): no credit moved.
    expect(await t.db.selectFrom('balances').select('amount').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).toEqual({ amount: 3 });

    const templateId = await approvedTemplate(t, a);
    await aDayLater(async () => {
      const before = sentBy(a).length;
      expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'עדיין כאן?' })).json().data).toEqual({ status: -19 });
      expect(sentBy(a).length).toBe(before);
      expect(await thread(a)).toMatchObject({ isSessionOpen: false, needsTemplate: true });

      expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: [] })).json().data).toEqual({ status: -18 });
      const reopened = (await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data;
      expect(reopened).toMatchObject({ status: 1, chatMessage: { type: 'template', text: 'שלום דנה, ההזמנה שלך מוכנה.', templateName: `order_ready_${a.numberId}` } });
      expect(sentBy(a).at(-1)).toMatchObject({ type: 'template', to: customer, template: { name: `order_ready_${a.numberId}`, language: 'he' } });
      expect(await t.db.selectFrom('balances').select('amount').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).toEqual({ amount: 2 });
    });
  });

  test("statuses that overtake Meta's answer find the message by its callback data: it ends read, and the late answer moves nothing back", async () => {
    const a = await chatAccount(t, { whatsappCredits: 3 });
    await customerWrites(a);
    t.answersLate = true;
    const answered = await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'תודה, בדרך' }).finally(() => {
      t.answersLate = false;
    });
    const reached = sentBy(a).at(-1)!;
    expect(reached.body).toMatchObject({ biz_opaque_callback_data: `chat:${answered.json().data.chatMessage.id}` });
    expect(answered.json().data).toMatchObject({ status: 1, chatMessage: { status: 1, isRead: true, isSendingMessage: false } });
    expect(await t.db.selectFrom('wa_messages').select(['status', 'wamid']).where('id', '=', answered.json().data.chatMessage.id).executeTakeFirstOrThrow()).toEqual({ status: 'read', wamid: reached.wamid });
  });

  test('a customer who never wrote needs a template first (-20); a prohibited word as a value is -25, a template without credits -2, one not approved -5, and none leaves', async () => {
    const a = await chatAccount(t, { whatsappCredits: 0 });
    expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'היי' })).json().data).toEqual({ status: -20 });
    const templateId = await approvedTemplate(t, a);
    // A prohibited word as a value, disguised (dots, a final letter, niqqud), is refused before anything else of the send (-25).
    const word = await t.db.insertInto('forbidden_words').values({ word: 'קזינו', active: 1, created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
    expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['ק.ז.י.נ.ו'] })).json().data).toEqual({ status: -25 });
    expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['קָזִינוּ'] })).json().data).toEqual({ status: -25 });
    await t.db.deleteFrom('forbidden_words').where('id', '=', word.id).execute();
    expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data).toEqual({ status: -2 });
    await t.db.updateTable('wa_templates').set({ provider_status: 'PENDING' }).where('id', '=', templateId).execute();
    expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data).toEqual({ status: -5 });
    expect(sentBy(a)).toHaveLength(0);
    expect(await t.db.selectFrom('balances').select('amount').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).toEqual({ amount: 0 });
  });

  test("a template to a customer outside a window counts against the number's daily limit (-23, nothing sent); one inside a window does not", async () => {
    const a = await chatAccount(t, { whatsappCredits: 5 });
    await t.db.updateTable('wa_numbers').set({ daily_limit: 1 }).where('id', '=', a.numberId).execute();
    const templateId = await approvedTemplate(t, a);
    const send = (destination: string) => post(a, 'send-whatsapp-chat-template', { source: a.phone, destination, templateId, variables: ['דנה'] });
    expect((await send('972529990011')).json().data.status).toBe(1);
    const before = sentBy(a).length;
    expect((await send('972529990012')).json().data).toEqual({ status: -23 });
    expect(sentBy(a).length).toBe(before);
    // The first customer again, and one who just wrote: neither is a new customer reached first.
    expect((await send('972529990011')).json().data.status).toBe(1);
    await customerWrites(a);
    expect((await send(customer)).json().data.status).toBe(1);
  });

  test('a template Meta accepts and then fails (131026) gives its credit back once, however often the failed status comes', async () => {
    const a = await chatAccount(t, { whatsappCredits: 2 });
    const templateId = await approvedTemplate(t, a);
    // A number ending in 000 is not on WhatsApp at the simulator: accepted at send, failed by webhook.
    const unreachable = '972529990000';
    const sent = (await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: unreachable, templateId, variables: ['דנה'] })).json().data;
    expect(sent).toMatchObject({ status: 1, chatMessage: { type: 'template' } });
    const wamid = sentBy(a).at(-1)!.wamid;
    await t.settled();
    const balance = async () => (await t.db.selectFrom('balances').select('amount').where('user_id', '=', a.userId).executeTakeFirstOrThrow()).amount;
    expect(await t.db.selectFrom('wa_messages').select(['status', 'error_code']).where('id', '=', sent.chatMessage.id).executeTakeFirstOrThrow()).toEqual({ status: 'failed', error_code: 131026 });
    expect(await balance()).toBe(2);
    const failedDelivery = t.deliveries.find((d) => parseWebhookBody(d.raw).some((e) => e.kind === 'status' && e.wamid === wamid && e.status === 'failed'))!;
    expect(await t.redeliver(failedDelivery)).toBe(200);
    expect(await t.redeliver(failedDelivery)).toBe(200);
    expect(await balance()).toBe(2);
    const ledger = await t.db.selectFrom('balance_entries').select(['delta', 'reason', 'reference']).where('user_id', '=', a.userId).orderBy('id').execute();
    expect(ledger).toEqual([
      { delta: -1, reason: 'whatsapp.chat.template', reference: `wa_template:${templateId}` },
      { delta: 1, reason: 'whatsapp.chat.refund', reference: `wa_message:${sent.chatMessage.id}` },
    ]);
    // A delivered template keeps its credit.
    await customerWrites(a);
    expect((await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data.status).toBe(1);
    await t.settled();
    expect(await balance()).toBe(1);
  });

  test('the number writing to itself is -24, a blocked number -22', async () => {
    const a = await chatAccount(t);
    expect((await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: a.phone, text: 'x' })).json().data).toEqual({ status: -24 });
    const blocked = await chatAccount(t, { blocked: true });
    await customerWrites(blocked);
    expect((await post(blocked, 'send-whatsapp-chat-message', { source: blocked.phone, destination: customer, text: 'x' })).json().data).toEqual({ status: -22 });
    expect(sentBy(blocked)).toHaveLength(0);
  });

  test("Meta's refusal is -9 with its rejection reason, and the failed message is kept in the conversation", async () => {
    const a = await chatAccount(t);
    // Our side believes the customer wrote an hour ago; WhatsApp has no such message and refuses (131047).
    await t.db.insertInto('wa_conversations').values({ account_id: a.userId, number_id: a.numberId, peer: customer, last_inbound_at: t.clock.now() - hour, last_message_at: t.clock.now() - hour }).execute();
    const refused = (await post(a, 'send-whatsapp-chat-message', { source: a.phone, destination: customer, text: 'שלום' })).json().data;
    expect(refused).toMatchObject({ status: -9, rejectionReason: 8, chatMessage: { status: 102, isSuccess: false, rejectionReason: 8 } });
    expect(await t.db.selectFrom('wa_messages').select(['status', 'wamid', 'error_code', 'rejection_reason']).where('id', '=', refused.chatMessage.id).executeTakeFirstOrThrow()).toEqual({
      status: 'failed',
      wamid: null,
      error_code: 131047,
      rejection_reason: 8,
    });
    expect((await thread(a)).messages.map((m: { text: string; isSuccess: boolean }) => [m.text, m.isSuccess])).toEqual([['שלום', false]]);
  });

  test("a customer's picture is fetched and kept; one whose fetch fails is kept as media unavailable and filled in when Meta delivers the webhook again", async () => {
    const a = await chatAccount(t);
    await customerWrites(a, { type: 'image', text: undefined, media: { data: png, mimeType: 'image/png', caption: 'המוצר' } });
    const kept = await t.db.selectFrom('wa_messages').selectAll().where('number_id', '=', a.numberId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ type: 'image', caption: 'המוצר', media_mime: 'image/png', error_code: null });
    const bytes = await t.db.selectFrom('wa_media').select(['data', 'dir']).where('account_id', '=', a.userId).where('hash', '=', kept.media_hash!).executeTakeFirstOrThrow();
    expect(Buffer.from(bytes.data).equals(png)).toBe(true);
    expect(bytes.dir).toBe('chat');
    const shown = (await thread(a)).messages[0];
    expect(shown).toMatchObject({ type: 'image', caption: 'המוצר', mimeType: 'image/png', mediaUrl: `/api/download/whatsapp-media?hash=${kept.media_hash}` });
    const served = await t.app.inject({ method: 'GET', url: shown.mediaUrl, headers: bearer(a.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const other = await chatAccount(t);
    expect((await t.app.inject({ method: 'GET', url: shown.mediaUrl, headers: bearer(other.token) })).statusCode).toBe(404);

    t.mediaReachable = false;
    let lost: string;
    try {
      lost = await customerWrites(a, { type: 'document', text: undefined, media: { data: pdf, mimeType: 'application/pdf', fileName: 'invoice.pdf' } });
    } finally {
      t.mediaReachable = true;
    }
    expect(await t.db.selectFrom('wa_messages').select(['type', 'media_hash', 'error_code', 'rejection_reason']).where('wamid', '=', lost).executeTakeFirstOrThrow()).toEqual({
      type: 'document',
      media_hash: null,
      error_code: mediaUnavailableCode,
      rejection_reason: 3,
    });
    expect((await thread(a)).messages.at(-1)).toMatchObject({ type: 'document', isSuccess: false, rejectionReason: 3 });
    expect(await conversationOf(a)).toMatchObject({ unread: 0 });

    // Meta delivers it again (within the media URL's 5 minutes): this time the bytes come.
    expect(await t.redeliver(deliveryOf(lost))).toBe(200);
    const filled = await t.db.selectFrom('wa_messages').select(['media_hash', 'error_code']).where('wamid', '=', lost).executeTakeFirstOrThrow();
    expect(filled.error_code).toBeNull();
    const stored = await t.db.selectFrom('wa_media').select('data').where('account_id', '=', a.userId).where('hash', '=', filled.media_hash!).executeTakeFirstOrThrow();
    expect(Buffer.from(stored.data).equals(pdf)).toBe(true);
    expect(await t.db.selectFrom('wa_messages').select('id').where('number_id', '=', a.numberId).execute()).toHaveLength(2);
  });

  test('a file a customer sent that is no picture, sound, video or PDF is served only as a download, never as a page', async () => {
    const a = await chatAccount(t);
    await customerWrites(a, { type: 'document', text: undefined, media: { data: Buffer.from('<script>alert(1)</script>'), mimeType: 'text/plain', fileName: 'x.html' } });
    const { mediaUrl } = (await thread(a)).messages[0];
    const served = await t.app.inject({ method: 'GET', url: mediaUrl, headers: bearer(a.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  test('a reaction attaches to the message it is about; ours reaches WhatsApp and an empty emoji takes it back', async () => {
    const a = await chatAccount(t);
    const asked = await customerWrites(a);
    await customerWrites(a, { type: 'reaction', text: undefined, reaction: { messageId: asked, emoji: '👍' } });
    let messages = (await thread(a)).messages;
    expect(messages).toHaveLength(1);
    expect(messages[0].reactions).toEqual([{ emoji: '👍', direction: 'incoming' }]);

    expect((await post(a, 'send-reaction', { source: a.phone, destination: customer, messageId: messages[0].id, emoji: '❤️' })).json().data.status).toBe(1);
    expect(sentBy(a).at(-1)).toMatchObject({ type: 'reaction', body: { reaction: { message_id: asked, emoji: '❤️' } } });
    messages = (await thread(a)).messages;
    expect(messages[0].reactions).toEqual([
      { emoji: '👍', direction: 'incoming' },
      { emoji: '❤️', direction: 'outgoing' },
    ]);
    expect((await post(a, 'send-reaction', { source: a.phone, destination: customer, messageId: messages[0].id, emoji: '' })).json().data.status).toBe(1);
    expect((await thread(a)).messages[0].reactions).toEqual([{ emoji: '👍', direction: 'incoming' }]);
    // The customer takes theirs back: gone from the message, nothing new to read or be told.
    const notices = (await t.db.selectFrom('notifications').select('id').where('user_id', '=', a.userId).execute()).length;
    await customerWrites(a, { type: 'reaction', text: undefined, reaction: { messageId: asked, emoji: '' } });
    expect((await thread(a)).messages[0].reactions).toBeUndefined();
    expect(await conversationOf(a)).toMatchObject({ unread: 0 });
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', a.userId).execute()).toHaveLength(notices);
    await aDayLater(async () => {
      expect((await post(a, 'send-reaction', { source: a.phone, destination: customer, messageId: messages[0].id, emoji: '🙂' })).json().data).toEqual({ status: -19 });
    });
  });

  test('a button tap and a list reply read as button messages answering what they tap; a system notice opens no window and notifies nobody; unsupported is kept', async () => {
    const a = await chatAccount(t, { whatsappCredits: 1 });
    await customerWrites(a, { type: 'system', text: 'Dana changed her number' });
    expect(await conversationOf(a)).toMatchObject({ unread: 0, last_inbound_at: null });
    expect(await t.db.selectFrom('notifications').select('id').where('user_id', '=', a.userId).execute()).toHaveLength(0);

    const templateId = await approvedTemplate(t, a);
    const offer = (await post(a, 'send-whatsapp-chat-template', { source: a.phone, destination: customer, templateId, variables: ['דנה'] })).json().data.chatMessage;
    await customerWrites(a, { type: 'button', text: undefined, button: { text: 'Yes please', payload: 'YES' }, replyTo: offer.providerMessageId });
    await customerWrites(a, { type: 'interactive', text: undefined, button: { text: 'Tuesday', id: 'tue' } });
    await customerWrites(a, { type: 'unsupported', text: undefined });
    const messages = (await thread(a)).messages;
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

  test('a file goes to WhatsApp by its media id with its caption; an empty caption is -21 and nothing is sent', async () => {
    const a = await chatAccount(t);
    await customerWrites(a);
    const send = async (caption: string, file: Buffer, name: string) => {
      const form = new FormData();
      form.append('source', a.phone);
      form.append('destination', customer);
      form.append('caption', caption);
      form.append('file', new Blob([new Uint8Array(file)]), name);
      const body = new Response(form);
      return t.app.inject({ method: 'POST', url: '/api/whatsapp/send-whatsapp-file-message', headers: { ...bearer(a.token), 'content-type': body.headers.get('content-type')! }, payload: Buffer.from(await body.arrayBuffer()) });
    };
    expect((await send('  ', png, 'product.png')).json().data).toEqual({ status: -21 });
    expect((await send('קובץ', Buffer.from('just text'), 'notes.txt')).json().data).toEqual({ status: -6 });
    expect(sentBy(a)).toHaveLength(0);
    const sent = (await send('הנה המוצר', png, 'product.png')).json().data;
    expect(sent).toMatchObject({ status: 1, chatMessage: { type: 'image', caption: 'הנה המוצר', mimeType: 'image/png' } });
    expect(sentBy(a).at(-1)).toMatchObject({ type: 'image', body: { image: { id: expect.any(String), caption: 'הנה המוצר' } } });
    const invoice = (await send('החשבונית', pdf, 'invoice.pdf')).json().data;
    expect(invoice).toMatchObject({ status: 1, chatMessage: { type: 'document', mimeType: 'application/pdf' } });
    expect(sentBy(a).at(-1)).toMatchObject({ type: 'document', body: { document: { filename: 'invoice.pdf', caption: 'החשבונית' } } });
  });

  test("another account's number or conversation is 404 on every chat operation, and nothing is sent or read", async () => {
    const owner = await chatAccount(t);
    const other = await chatAccount(t);
    await customerWrites(owner);
    const [message] = await t.db.selectFrom('wa_messages').select('id').where('number_id', '=', owner.numberId).execute();
    const templateId = await approvedTemplate(t, owner);
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
    expect(sentBy(owner)).toHaveLength(0);
    expect(await conversationOf(owner)).toMatchObject({ unread: 1 });
  });
});
