/**
 * Meta's webhook route on the real server: the subscription challenge, the signature checked
 * over the raw bytes before anything is read (unsigned or tampered: 401 and nothing written),
 * and template, account and quality updates applied once however often Meta delivers them.
 */
import { signWebhookBody } from '../../messaging/whatsapp/webhook/signature';
import { activeNumber, callWhatsapp, startWhatsAppApp, waTest, whatsappUser, type WaTestApp } from './numbers/testWhatsApp';
import { whatsappWebhookPath } from './webhook';

let t: WaTestApp;
beforeAll(async () => {
  t = await startWhatsAppApp();
});
afterAll(() => t.close());

const envelope = (field: string, value: object) =>
  JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: waTest.wabaId, time: Math.floor(Date.now() / 1000), changes: [{ field, value }] }] });

const templateUpdate = (templateId: string, name: string, event: string, reason = 'NONE') =>
  envelope('message_template_status_update', { event, message_template_id: Number(templateId), message_template_name: name, message_template_language: 'he', reason });

/** Everything a webhook could write. */
const snapshot = async () => ({
  templates: await t.db.selectFrom('wa_templates').select(['id', 'provider_status', 'rejection_reason', 'updated_at']).orderBy('id').execute(),
  numbers: await t.db.selectFrom('wa_numbers').select(['id', 'state', 'is_blocked_by_meta', 'messaging_tier']).orderBy('id').execute(),
  notifications: await t.db.selectFrom('notifications').select('id').execute(),
  messages: await t.db.selectFrom('wa_messages').select('id').execute(),
});

async function pendingTemplate(name: string) {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const created = await callWhatsapp(t, user, 'POST', 'create-template', { phone, name, language: 'he', body: 'שלום {{1}} ומה שלומך', bodyVariableSample1: 'דנה' });
  expect(created.data.status).toBe(1);
  const row = await t.db.selectFrom('wa_templates').select(['id', 'provider_id']).where('name', '=', name).executeTakeFirstOrThrow();
  return { user, phone, templateId: row.provider_id!, rowId: row.id };
}

test('the subscription challenge is answered with the verify token only', async () => {
  const ok = await t.app.inject({ method: 'GET', url: `${whatsappWebhookPath}?hub.mode=subscribe&hub.verify_token=${waTest.verifyToken}&hub.challenge=1158201444` });
  expect([ok.statusCode, ok.body]).toEqual([200, '1158201444']);
  const wrong = await t.app.inject({ method: 'GET', url: `${whatsappWebhookPath}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1` });
  expect(wrong.statusCode).toBe(403);
});

test('unsigned, wrongly signed or tampered deliveries are refused (401) and change nothing', async () => {
  const { templateId } = await pendingTemplate('tamper_target');
  const before = await snapshot();
  const body = templateUpdate(templateId, 'tamper_target', 'APPROVED');
  const unsigned = await t.app.inject({ method: 'POST', url: whatsappWebhookPath, headers: { 'content-type': 'application/json' }, payload: body });
  expect(unsigned.statusCode).toBe(401);
  expect(await t.deliver(body, signWebhookBody('another-app-secret', body))).toBe(401);
  // Signed, then one byte changed on the way (REJECTED for APPROVED, same length would not matter).
  const signed = signWebhookBody(waTest.appSecret, body);
  expect(await t.deliver(body.replace('APPROVED', 'REJECTED'), signed)).toBe(401);
  expect(await snapshot()).toEqual(before);
  // Meta's bodies are \\u-escaped: re-serialised JSON would differ, so the check is on the bytes as sent.
  const escaped = body.replace('"he"', '"\\u0068e"');
  expect(await t.deliver(escaped, signWebhookBody(waTest.appSecret, escaped))).toBe(200);
});

test('a template update delivered twice, then a late PENDING, is applied once: one status change, one notification', async () => {
  const { user, templateId, rowId } = await pendingTemplate('twice');
  const body = templateUpdate(templateId, 'twice', 'REJECTED', 'INVALID_FORMAT');
  expect(await t.deliver(body)).toBe(200);
  const once = await snapshot();
  expect(await t.deliver(body)).toBe(200);
  // A PENDING that arrives late (out of order) does not undo the decision either.
  expect(await t.deliver(templateUpdate(templateId, 'twice', 'PENDING'))).toBe(200);
  expect(await snapshot()).toEqual(once);
  expect(await t.db.selectFrom('wa_templates').select(['provider_status', 'rejection_reason']).where('id', '=', rowId).executeTakeFirst()).toEqual({ provider_status: 'REJECTED', rejection_reason: 'INVALID_FORMAT' });
  const notices = await t.db.selectFrom('notifications').select(['message', 'whatsapp']).where('user_id', '=', user.userId).execute();
  expect(notices.map((n) => [n.message, JSON.parse(n.whatsapp!).update])).toEqual([['errors.whatsapp.templateUpdate.2', 2]]);
});

test('pauses: 3 hours, then 6, each notified once; not Meta\'s shape is 400', async () => {
  const { templateId, rowId } = await pendingTemplate('paused_twice');
  const pause = (title: string) =>
    envelope('message_template_status_update', { event: 'PAUSED', message_template_id: Number(templateId), message_template_name: 'paused_twice', message_template_language: 'he', reason: 'NONE', other_info: { title, description: '' } });
  expect(await t.deliver(pause('FIRST_PAUSE'))).toBe(200);
  // Meta delivers again the very bytes it sent (its envelope's time included), not a new event.
  const second = pause('SECOND_PAUSE');
  expect(await t.deliver(second)).toBe(200);
  expect(await t.deliver(second)).toBe(200);
  const row = await t.db.selectFrom('wa_templates').select(['provider_status', 'paused_until', 'updated_at']).where('id', '=', rowId).executeTakeFirstOrThrow();
  expect(row.provider_status).toBe('PAUSED');
  const notices = await t.db.selectFrom('notifications').select('message').where('message', 'like', 'errors.whatsapp.templateUpdate.%').where('dynamic_string', '=', 'paused_twice').execute();
  expect(notices.map((n) => n.message)).toEqual(['errors.whatsapp.templateUpdate.5', 'errors.whatsapp.templateUpdate.6']);
  expect(await t.deliver(JSON.stringify({ object: 'page', entry: [] }))).toBe(400);
});

test('account blocked then reinstated, and a quality tier upgrade: each applied once', async () => {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const blocked = envelope('account_update', { event: 'DISABLED_UPDATE', ban_info: { waba_ban_state: 'DISABLE', waba_ban_date: '2026-11-27' } });
  expect(await t.deliver(blocked)).toBe(200);
  expect(await t.deliver(blocked)).toBe(200);
  const number = () => t.db.selectFrom('wa_numbers').select(['state', 'is_blocked_by_meta', 'messaging_tier', 'daily_limit']).where('phone', '=', phone).executeTakeFirstOrThrow();
  expect(await number()).toMatchObject({ state: 'activeWithBlock', is_blocked_by_meta: 1 });
  expect((await callWhatsapp(t, user, 'POST', 'create-template', { phone, name: 'while_blocked', language: 'he', body: 'שלום' })).data.status).toBe(-22);
  expect(await t.deliver(envelope('account_update', { event: 'DISABLED_UPDATE', ban_info: { waba_ban_state: 'REINSTATE' } }))).toBe(200);
  expect(await number()).toMatchObject({ state: 'active', is_blocked_by_meta: 0 });
  const issues = await t.db.selectFrom('notifications').select(['message', 'whatsapp']).where('user_id', '=', user.userId).execute();
  expect(issues.map((n) => JSON.parse(n.whatsapp!).issues)).toEqual([3, 4]);

  const upgrade = envelope('phone_number_quality_update', { display_phone_number: phone, event: 'THROUGHPUT_UPGRADE', max_daily_conversations_per_business: 'TIER_2K' });
  expect(await t.deliver(upgrade)).toBe(200);
  expect(await t.deliver(upgrade)).toBe(200);
  expect(await number()).toMatchObject({ messaging_tier: 'TIER_2K', daily_limit: 2000 });
  expect((await callWhatsapp(t, user, 'GET', 'get-user-meta-data')).data).toMatchObject({ phones: [{ phone, dailyLimit: 2000, isVerifiedBusiness: true }] });
});
