/**
 * Files for WhatsApp on the real server: upload-whatsapp-file checks the bytes, not the name
 * (a script named .jpg, a PDF as a profile picture, a small picture are refused and nothing is
 * kept), the onboarding form with its section-8 codes per field and its documents in one
 * transaction, and the signed /very/:hash link.
 */
import { contentHash } from '../../files/store';
import { multipart } from '../../contacts/importTesting';
import { callWhatsapp, multipartForm, nextPhone, pngOf, startWhatsAppApp, whatsappUser, type WaTestApp, type WaUser } from './testWhatsApp';
import { whatsappVerifyHash } from './verifyLink';

let t: WaTestApp;
beforeAll(async () => {
  t = await startWhatsAppApp();
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const jpegOf = (width: number, height: number): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08]), Buffer.from([height >> 8, height & 255, width >> 8, width & 255]), Buffer.alloc(32)]);

async function upload(user: WaUser, dir: string, file: { name: string; data: Buffer; type?: string }) {
  const body = multipart({ dir }, file);
  const answer = await t.app.inject({ method: 'POST', url: '/api/whatsapp/upload-whatsapp-file', headers: { ...user.headers, ...body.headers }, payload: body.payload });
  return { code: answer.statusCode, data: answer.json().data as { status: number; hash?: string; mimeType?: string } };
}
const kept = async () => (await t.db.selectFrom('wa_media').select('hash').execute()).map((r) => r.hash);

test('a file is what its bytes say: a picture and a PDF (named .jpg) kept by hash; a script named .jpg and a zip named .png refused', async () => {
  const user = await whatsappUser(t);
  const picture = pngOf(640, 640);
  expect((await upload(user, 'templates', { name: 'header.png', data: picture })).data).toMatchObject({ status: 1, hash: contentHash(picture), mimeType: 'image/png' });
  // A PDF named like a picture is still a PDF, and stored as one.
  expect((await upload(user, 'chat', { name: 'invoice.jpg', data: pdf, type: 'image/jpeg' })).data).toMatchObject({ status: 1, mimeType: 'application/pdf' });
  const before = await kept();
  const script = Buffer.from('<script>alert(1)</script>');
  expect((await upload(user, 'chat', { name: 'photo.jpg', data: script, type: 'image/jpeg' })).data.status).toBe(-2);
  expect((await upload(user, 'campaigns', { name: 'archive.png', data: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) })).data.status).toBe(-2);
  expect(await kept()).toEqual(before);
});

test('a profile picture is a JPEG or PNG of at least 400x400 (-16), else nothing is kept', async () => {
  const user = await whatsappUser(t);
  const before = await kept();
  expect((await upload(user, 'profile', { name: 'logo.png', data: pngOf(399, 800) })).data.status).toBe(-16);
  expect((await upload(user, 'profile', { name: 'logo.jpg', data: jpegOf(300, 300) })).data.status).toBe(-16);
  expect((await upload(user, 'profile', { name: 'logo.png', data: pdf })).data.status).toBe(-2);
  expect(await kept()).toEqual(before);
  expect((await upload(user, 'profile', { name: 'logo.jpg', data: jpegOf(400, 500) })).data.status).toBe(1);
});

test('a file over 16 MB is refused (413)', async () => {
  const user = await whatsappUser(t);
  const big = Buffer.concat([pdf, Buffer.alloc(16 * 1024 * 1024 + 1)]);
  expect((await upload(user, 'chat', { name: 'big.pdf', data: big })).code).toBe(413);
});

const form = (phone: string, overrides: Record<string, string> = {}) => ({
  clientName: 'דנה כהן',
  clientId: '123456782',
  birthday: '01011990',
  businessName: 'פרחי דנה',
  businessId: '514000000',
  displayName: 'Dana Flowers',
  address: 'הרצל 1, תל אביב',
  email: 'dana@flowers.example',
  website: 'https://flowers.example',
  about: 'פרחים טריים',
  ownNumber: 'true',
  numberToVerify: phone,
  ...overrides,
});
const documents = { idFile: { name: 'id.pdf', data: pdf }, profilePicture: { name: 'p.png', data: pngOf(500, 500) } };

async function submit(user: WaUser, fields: Record<string, string>, files: Record<string, { name: string; data: Buffer }> = documents) {
  const body = multipartForm(fields, files);
  const answer = await t.app.inject({ method: 'POST', url: '/api/whatsapp/create-user', headers: { ...user.headers, ...body.headers }, payload: body.payload });
  return answer.json().data as { status: number; state?: string };
}

test('onboarding: each field answers its section-8 code and nothing is written', async () => {
  const user = await whatsappUser(t);
  const phone = nextPhone();
  const count = async () => [
    (await t.db.selectFrom('wa_onboarding_requests').select('id').execute()).length,
    (await t.db.selectFrom('wa_numbers').select('id').where('phone', '=', phone).execute()).length,
    (await kept()).length,
  ];
  const before = await count();
  expect((await submit(user, form(phone, { clientName: 'x' }))).status).toBe(-10);
  expect((await submit(user, form(phone, { clientId: '12345' }))).status).toBe(-11);
  expect((await submit(user, form(phone, { address: 'ab' }))).status).toBe(-13);
  expect((await submit(user, form(phone, { email: 'dana@' }))).status).toBe(-14);
  expect((await submit(user, form(phone, { website: 'https://' }))).status).toBe(-15);
  expect((await submit(user, form(phone), { profilePicture: documents.profilePicture })).status).toBe(-12);
  expect((await submit(user, form(phone), { ...documents, idFile: { name: 'id.pdf', data: Buffer.from('MZ\x90\x00 not a document') } })).status).toBe(-12);
  expect((await submit(user, form(phone), { ...documents, profilePicture: { name: 'p.png', data: pngOf(200, 200) } })).status).toBe(-16);
  expect(await count()).toEqual(before);
});

test('onboarding: submitted with its documents, the number awaits approval; a second request for it is -2', async () => {
  const user = await whatsappUser(t);
  const other = await whatsappUser(t);
  const phone = nextPhone();
  expect(await submit(user, form(phone))).toEqual({ status: 1, state: 'awaitingAdminApproval' });
  const request = await t.db.selectFrom('wa_onboarding_requests').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  expect(JSON.parse(request.files)).toEqual({ idFile: contentHash(pdf), profilePicture: contentHash(documents.profilePicture.data) });
  expect(JSON.parse(request.fields)).toMatchObject({ clientName: 'דנה כהן', businessId: '514000000', phone });
  expect((await submit(user, form(phone))).status).toBe(-2);
  expect((await submit(other, form(phone))).status).toBe(-3);
  const meta = (await callWhatsapp(t, user, 'GET', 'get-user-meta-data')).data as unknown as { hasOpenOnboardingRequest: boolean; phones: { phone: string; state: string }[] };
  expect(meta).toMatchObject({ hasOpenOnboardingRequest: true, phones: [{ phone, state: 'awaitingAdminApproval' }] });
  // The /very/:hash link's page: the number reaches Meta with its first code, then is verified and its account created.
  expect((await callWhatsapp(t, user, 'POST', 'verify-number', { phone, method: 1 })).data).toEqual({ status: 2, state: 'verificationRequestSent' });
  expect((await callWhatsapp(t, user, 'POST', 'verify-number', { phone, method: 1, code: t.sim.control.lastCode(phone) })).data.status).toBe(1);
  expect((await callWhatsapp(t, user, 'POST', 'create-account', { phone, displayName: 'Dana Flowers' })).data).toMatchObject({ status: 1, account: { WHATSAPP_STATUS: 'active' } });
});

test('/very/:hash names its number and method; an altered or unknown hash is 404', async () => {
  const user = await whatsappUser(t);
  const phone = nextPhone();
  await callWhatsapp(t, user, 'POST', 'register-number', { phone, ownNumber: true });
  const number = await t.db.selectFrom('wa_numbers').select('id').where('phone', '=', phone).executeTakeFirstOrThrow();
  const hash = whatsappVerifyHash(t.config, number.id, 2);
  const shown = await t.app.inject({ method: 'GET', url: `/api/auth/get-whatsapp-verify-phone-data/${hash}` });
  expect(shown.json().data).toEqual({ phone, displayName: '', companyName: '', verificationMethod: 2, numberState: 'customerTriedSetup' });
  const altered = hash.replace(/^\d+/, String(number.id + 1));
  expect((await t.app.inject({ method: 'GET', url: `/api/auth/get-whatsapp-verify-phone-data/${altered}` })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/api/auth/get-whatsapp-verify-phone-data/abc' })).statusCode).toBe(404);
});
