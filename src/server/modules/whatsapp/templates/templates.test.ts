/**
 * WhatsApp templates on the real server against the simulator: the builder's rules refuse
 * before Meta is asked (-18 variables, -17 structure, with the problems), Meta's shape is
 * accepted, Meta's approval arrives through the product's signed webhook route, the 15-minute
 * sync catches a webhook that never came, and another account's template is 404.
 */
import { activeNumber, callWhatsapp, multipartForm, pngOf, startWhatsAppApp, whatsappUser, type WaTestApp } from '../numbers/testWhatsApp';
import { metaTemplateOf } from './metaShape';

let t: WaTestApp;
beforeAll(async () => {
  t = await startWhatsAppApp();
});
afterAll(() => t.close());

const draft = (phone: string, name: string) => ({
  phone,
  name,
  language: 'he',
  category: 'marketing',
  header: 'text',
  headerSample: 'מבצע קיץ',
  body: 'שלום {{1}}, הקוד שלך הוא {{2}} לרכישה הבאה.',
  bodyVariableSample1: 'דנה',
  bodyVariableSample2: 'SUMMER25',
  footer: 'לחצו להסרה',
  callToAction: [
    { type: 'website', text: 'לאתר', url: 'https://flowers.example/shop' },
    { type: 'call', text: 'התקשרו', number: '0501234567' },
  ],
  quickReply: ['הסר אותי', 'מעוניין'],
});

test("Meta's shape: samples nested, quick replies grouped first, then the website and the call", () => {
  const meta = metaTemplateOf({ ...draft('972501234567', 'summer'), language: 'he', category: 'marketing', header: 'text' } as never);
  expect(meta.category).toBe('MARKETING');
  expect(meta.components.find((c) => c.type === 'BODY')?.example).toEqual({ body_text: [['דנה', 'SUMMER25']] });
  expect(meta.components.find((c) => c.type === 'BUTTONS')?.buttons?.map((b) => b.type)).toEqual(['QUICK_REPLY', 'QUICK_REPLY', 'URL', 'PHONE_NUMBER']);
});

test('the builder rules refuse before Meta: variable count -18, structure -17, short links -15', async () => {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const missingSample = await callWhatsapp(t, user, 'POST', 'create-template', { ...draft(phone, 'no_sample'), bodyVariableSample2: '' });
  expect(missingSample.data).toMatchObject({ status: -18, problems: [{ field: 'bodyVariableSample2', messageKey: 'whatsapp.builder.sampleRequired' }] });
  expect((await callWhatsapp(t, user, 'POST', 'create-template', { ...draft(phone, 'edge'), body: '{{1}} שלום' })).data.status).toBe(-18);
  expect((await callWhatsapp(t, user, 'POST', 'create-template', { ...draft(phone, 'long_footer'), isCoupon: true, footer: '', callToAction: [] })).data.status).toBe(-17);
  expect((await callWhatsapp(t, user, 'POST', 'create-template', { ...draft(phone, 'short_link'), callToAction: [{ type: 'website', text: 'לאתר', url: 'https://bit.ly/abc' }] })).data.status).toBe(-15);
  expect(t.sim.control.templates().filter((x) => ['no_sample', 'edge', 'long_footer', 'short_link'].includes(x.name))).toEqual([]);
});

test('created PENDING at Meta, approved by its signed webhook, listed approved; the same name again is -2', async () => {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const created = await callWhatsapp(t, user, 'POST', 'create-template', draft(phone, 'summer_sale'));
  expect(created.data).toMatchObject({ status: 1, template: { name: 'summer_sale', status: 0 } });
  const atMeta = t.sim.control.templates().find((x) => x.name === 'summer_sale')!;
  expect(atMeta.status).toBe('PENDING');
  expect((await callWhatsapp(t, user, 'POST', 'create-template', draft(phone, 'summer_sale'))).data.status).toBe(-2);

  t.sim.control.moderate(atMeta.id, { status: 'APPROVED', reason: 'NONE' });
  await t.sim.control.settled();
  const listed = await callWhatsapp(t, user, 'GET', `get-phone-templates/${phone}`);
  expect(listed.data).toMatchObject([{ name: 'summer_sale', status: 1, body: draft(phone, 'x').body, quickReply: ['הסר אותי', 'מעוניין'] }]);
  const notices = await t.db.selectFrom('notifications').select(['message', 'whatsapp']).where('user_id', '=', user.userId).execute();
  expect(notices).toEqual([{ message: 'errors.whatsapp.templateUpdate.1', whatsapp: JSON.stringify({ hook: 'system', type: 'update', update: 1, template: 'summer_sale', to: phone }) }]);
});

test('a webhook that never came: the list reads Meta back once the last sync is 15 minutes old', async () => {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  await callWhatsapp(t, user, 'POST', 'create-template', draft(phone, 'lost_hook'));
  await callWhatsapp(t, user, 'GET', `get-phone-templates/${phone}`);
  const row = await t.db.selectFrom('wa_templates').select(['id', 'provider_id']).where('name', '=', 'lost_hook').executeTakeFirstOrThrow();
  // Meta rejected it but the webhook was lost: here it is still pending.
  t.sim.control.moderate(row.provider_id!, { status: 'REJECTED', reason: 'INVALID_FORMAT' });
  await t.sim.control.settled();
  await t.db.updateTable('wa_templates').set({ provider_status: 'PENDING', rejection_reason: null }).where('id', '=', row.id).execute();
  expect((await callWhatsapp(t, user, 'GET', `get-phone-templates/${phone}`)).data).toMatchObject([{ name: 'lost_hook', status: 0 }]);
  t.clock.advance(15 * 60_000);
  expect((await callWhatsapp(t, user, 'GET', `get-phone-templates/${phone}`)).data).toMatchObject([{ name: 'lost_hook', status: 2 }]);
});

test("another account's template and number are 404; the owner deletes it at Meta and here", async () => {
  const user = await whatsappUser(t);
  const other = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const created = await callWhatsapp(t, user, 'POST', 'create-template', draft(phone, 'to_delete'));
  const id = (created.data.template as { templateId: number }).templateId;
  expect((await callWhatsapp(t, other, 'DELETE', `delete-whatsapp-template/${id}`)).code).toBe(404);
  expect((await callWhatsapp(t, other, 'GET', `get-phone-templates/${phone}`)).code).toBe(404);
  expect((await callWhatsapp(t, other, 'POST', 'create-template', draft(phone, 'not_mine'))).code).toBe(404);
  expect((await callWhatsapp(t, user, 'DELETE', `delete-whatsapp-template/${id}`)).data.status).toBe(1);
  expect(t.sim.control.templates().some((x) => x.name === 'to_delete')).toBe(false);
  expect((await callWhatsapp(t, user, 'GET', `get-phone-templates/${phone}`)).data).toEqual([]);
});

test("Meta's refusal reads as a named code: the same name and language on the WABA already (-2)", async () => {
  const user = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  // Made at Meta outside the product (its manager, or an earlier install): not a row here.
  const outside = await t.api.createTemplate(t.sim.control.wabaId, { name: 'made_elsewhere', language: 'he', category: 'MARKETING', components: [{ type: 'BODY', text: 'שלום לכולם' }] });
  expect(outside.ok).toBe(true);
  expect((await callWhatsapp(t, user, 'POST', 'create-template', { phone, name: 'made_elsewhere', language: 'he', body: 'שלום לכולם' })).data.status).toBe(-2);
  expect(await t.db.selectFrom('wa_templates').select('id').where('name', '=', 'made_elsewhere').execute()).toEqual([]);
});

test("a media header's sample reaches Meta as a resumable upload handle, of the account's own file only", async () => {
  const user = await whatsappUser(t);
  const other = await whatsappUser(t);
  const { phone } = await activeNumber(t, user);
  const picture = pngOf(640, 480);
  const form = multipartForm({ dir: 'templates' }, { file: { name: 'header.png', data: picture, type: 'image/png' } });
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/whatsapp/upload-whatsapp-file', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  const hash = (uploaded.json().data as { hash: string }).hash;
  const withHeader = (name: string, headerSample: string) => ({ ...draft(phone, name), header: 'image', headerSample });

  const { phone: otherPhone } = await activeNumber(t, other);
  expect((await callWhatsapp(t, other, 'POST', 'create-template', { ...withHeader('not_their_file', hash), phone: otherPhone })).data).toMatchObject({ status: -17, problems: [{ field: 'headerSample' }] });
  expect((await callWhatsapp(t, user, 'POST', 'create-template', withHeader('with_picture', hash))).data).toMatchObject({ status: 1, template: { name: 'with_picture' } });
  const atMeta = t.sim.control.templates().find((x) => x.name === 'with_picture')!;
  const handle = atMeta.components.find((c) => c.type === 'HEADER')?.example?.header_handle?.[0] ?? '';
  expect(handle).toMatch(/^4::/);
  expect(t.sim.control.uploadedFile(handle)?.data.equals(picture)).toBe(true);
  expect(t.sim.control.templates().some((x) => x.name === 'not_their_file')).toBe(false);
});
