import * as meta from '../metaExamples';
import { parseWebhookBody, parseWebhookPayload, WebhookPayloadError } from './parse';

const base = { wabaId: meta.exampleWabaId, phoneNumberId: meta.examplePhoneNumberId };
const inbound = { ...base, kind: 'message', to: meta.exampleDisplayPhone, from: '16505551234' };

describe("Meta's webhook examples read as the product's events", () => {
  test('sent: string timestamp in ms, pricing, callback data echoed', () => {
    expect(parseWebhookPayload(meta.statusSent)).toEqual([
      {
        ...base,
        kind: 'status',
        wamid: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA',
        status: 'sent',
        at: 1750030073000,
        recipient: '16505551234',
        pricing: { billable: true, category: 'marketing', type: 'regular' },
        callbackData: 'campaign-7:recipient-42',
      },
    ]);
  });

  test('delivered carries pricing once more; read has none', () => {
    expect(parseWebhookPayload(meta.statusDelivered)[0]).toMatchObject({ status: 'delivered', at: 1750030075000, pricing: { category: 'marketing' } });
    const [read] = parseWebhookPayload(meta.statusRead);
    expect(read).toMatchObject({ kind: 'status', status: 'read', at: 1750030090000 });
    expect(read).not.toHaveProperty('pricing');
  });

  test('failed carries its errors with details', () => {
    expect(parseWebhookPayload(meta.statusFailed)[0]).toMatchObject({
      status: 'failed',
      errors: [{ code: 131049, title: 'This message was not delivered to maintain healthy ecosystem engagement.', details: expect.stringContaining('healthy ecosystem') }],
    });
  });

  test('inbound text with the profile name and the business number written to', () => {
    expect(parseWebhookPayload(meta.inboundText)).toEqual([
      { ...inbound, profileName: 'Sheena Nelson', wamid: 'wamid.HBgLMTY1MDU1NTEyMzQVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=', at: 1749416383000, type: 'text', text: 'Does it come in another color?' },
    ]);
  });

  test('inbound image: media id, mime type, sha256 and caption', () => {
    expect(parseWebhookPayload(meta.inboundImage)[0]).toMatchObject({
      ...inbound,
      type: 'image',
      caption: 'Is this the right one?',
      media: { id: '1003383421387256', mimeType: 'image/jpeg', sha256: 'SfInY0iCWTmGyDYmYzYFcw5Rf4dzT9oCdxkdlIpe3Ns=' },
    });
  });

  test('reaction names the message it is about and its emoji', () => {
    expect(parseWebhookPayload(meta.inboundReaction)[0]).toMatchObject({ type: 'reaction', contextWamid: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA', emoji: '\u{1F44D}' });
  });

  test('a quick-reply tap (button) and an interactive reply read as text about the message they answer', () => {
    expect(parseWebhookPayload(meta.inboundButton)[0]).toMatchObject({ type: 'button', text: 'Unsubscribe from Promos', contextWamid: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBI3N0EyQUJDMUFEQjg0MEQ4NTgA' });
    expect(parseWebhookPayload(meta.inboundInteractive)[0]).toMatchObject({ type: 'interactive', text: 'Yes', contextWamid: 'wamid.HBgLMTY1MDU1NTEyMzQVAgARGBJCNDFGMUMzNTg4QTJBNEYwQTQA' });
  });

  test('a system message comes without contacts', () => {
    const [event] = parseWebhookPayload(meta.inboundSystem);
    expect(event).toMatchObject({ type: 'system', from: '16505551234', text: expect.stringContaining('changed from') });
    expect(event).not.toHaveProperty('profileName');
  });

  test('unsupported carries 131051', () => {
    expect(parseWebhookPayload(meta.inboundUnsupported)[0]).toMatchObject({ type: 'unsupported', errors: [{ code: 131051, title: 'Message type unknown' }] });
  });

  test('template rejected: integer id as a string, reason, entry time in ms', () => {
    expect(parseWebhookPayload(meta.templateRejected)).toEqual([
      { kind: 'template', wabaId: meta.exampleWabaId, templateId: '1689556908129835', name: 'abandoned_cart', language: 'en', event: 'REJECTED', reason: 'INVALID_FORMAT', at: 1751247548000 },
    ]);
  });

  test('template paused: other_info.title says which pause', () => {
    expect(parseWebhookPayload(meta.templatePaused)[0]).toMatchObject({ kind: 'template', event: 'PAUSED', reason: 'NONE', pauseTitle: 'FIRST_PAUSE' });
  });

  test('account_update keeps the whole value as its detail', () => {
    expect(parseWebhookPayload(meta.accountUpdate)).toEqual([
      { kind: 'account', wabaId: meta.exampleWabaId, event: 'ACCOUNT_RESTRICTION', at: 1739321024000, detail: meta.accountUpdate.entry[0].changes[0].value },
    ]);
  });

  test('phone_number_quality_update: the tier from max_daily_conversations_per_business', () => {
    expect(parseWebhookPayload(meta.phoneNumberQualityUpdate)).toEqual([
      { kind: 'quality', wabaId: meta.exampleWabaId, phone: meta.exampleDisplayPhone, event: 'THROUGHPUT_UPGRADE', tier: 'TIER_2K', at: 1748454394000 },
    ]);
  });
});

describe('what the parser tolerates and refuses', () => {
  test('unknown fields and unknown changes are ignored', () => {
    const extra = structuredClone(meta.inboundText) as unknown as { entry: { changes: unknown[] }[]; newThing: boolean };
    extra.newThing = true;
    extra.entry[0].changes.push({ field: 'user_preferences', value: { anything: 1 } });
    expect(parseWebhookPayload(extra)).toHaveLength(1);
  });

  test('a status Meta may add later (played) is skipped', () => {
    const played = structuredClone(meta.statusRead) as unknown as { entry: { changes: { value: { statuses: { status: string }[] } }[] }[] };
    played.entry[0].changes[0].value.statuses[0].status = 'played';
    expect(parseWebhookPayload(played)).toEqual([]);
  });

  test.each([
    ['not JSON', '{"object":'],
    ['another object', JSON.stringify({ object: 'page', entry: [] })],
    ['entry not a list', JSON.stringify({ object: 'whatsapp_business_account', entry: {} })],
    ['a status without id', JSON.stringify({ ...meta.statusRead, entry: [{ id: '1', changes: [{ field: 'messages', value: { metadata: { phone_number_id: '2' }, statuses: [{ status: 'read', timestamp: '1' }] } }] }] })],
    ['a message with a bad timestamp', JSON.stringify(meta.inboundText).replace('"1749416383"', '"soon"')],
  ])('%s throws WebhookPayloadError', (_name, raw) => {
    expect(() => parseWebhookBody(Buffer.from(raw))).toThrow(WebhookPayloadError);
  });
});
