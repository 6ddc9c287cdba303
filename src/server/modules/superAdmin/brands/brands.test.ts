import { Group } from '../../../../domain/access';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../../test/testApp';
import { multipart } from '../../contacts/importTesting';
import { post, staff, type Staff } from '../customers/testKit';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const brand = (host: string, more: object = {}) => ({ host, logoName: 'Reseller', supportPhone: '03-1234567', supportEmail: 'help@reseller.example', ...more });

onEachDatabase('white-label-management', (dbOptions) => {
  let t: TestApp;
  let robotAnswer = true;
  let superAdmin: Staff;
  beforeAll(async () => {
    t = await startTestApp({}, { ...dbOptions, robotCheck: { verify: async () => robotAnswer } });
    superAdmin = await staff(t, Group.superAdmin);
    // The host the calls come from asks for a robot check (inject's host is localhost).
    await t.db.insertInto('brands').values({ host: 'localhost', logo_name: 'Main', app_logo_src: '/favicon.svg', support_phone: '03-555-0100', support_email: 's@example.com', site_key: 'site-key-of-localhost' }).execute();
  });
  afterAll(() => t.close());

  const metaOf = (hostname: string) => t.app.inject({ method: 'POST', url: '/api/auth/get-app-meta-data', payload: { hostname } }).then((r) => r.json().data);
  const upload = (token: string, fields: Record<string, string>, file: { name: string; data: Buffer | string }) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/super-admin/white-label-image', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };

  test("a new brand for a reseller (1) answers on its host at once; changing it (2) shows on the host's next metadata read; both audited", async () => {
    const reseller = await insertUser(t.db);
    const created = await post(t, superAdmin.token, 'add-white-label', { userId: reseller, brand: brand('sms.reseller.example', { buyPackage: 'https://shop.example/buy?u={USERNAME}&c={CREDITS}', infoLinks: { apiDocs: 'https://docs.example' } }), recaptchaToken: 'human' });
    expect(created.json().data).toEqual({ status: 1, brandId: expect.any(Number) });
    const brandId = created.json().data.brandId as number;
    expect(await metaOf('sms.reseller.example')).toMatchObject({ supportPhone: '03-1234567', isWhiteLable: true, buyPackage: 'https://shop.example/buy?u={USERNAME}&c={CREDITS}', infoLinks: { apiDocs: 'https://docs.example' } });
    expect((await t.db.selectFrom('users').select('brand_id').where('id', '=', reseller).executeTakeFirstOrThrow()).brand_id).toBe(brandId);

    const changed = await post(t, superAdmin.token, 'add-white-label', { userId: reseller, brandId, brand: brand('sms.reseller.example', { supportPhone: '03-7654321' }), recaptchaToken: 'human' });
    expect(changed.json().data).toEqual({ status: 2, brandId });
    expect((await metaOf('SMS.reseller.example')).supportPhone).toBe('03-7654321');
    const listed = await post(t, superAdmin.token, 'get-white-label', { id: brandId });
    expect(listed.json().data).toEqual([expect.objectContaining({ id: brandId, host: 'sms.reseller.example', userId: reseller, supportPhone: '03-7654321', siteKey: '' })]);
    const audit = await t.db.selectFrom('audit_log').select(['operation', 'subject_user_id']).where('operation', '=', 'addWhiteLabel').execute();
    expect(audit).toEqual([{ operation: 'addWhiteLabel', subject_user_id: reseller }, { operation: 'addWhiteLabel', subject_user_id: reseller }]);
  });

  test('-1 a host already branded, -2 no brand chosen, -3 the robot check failed; bad fields are 400; unknown brand or user 404; a system manager 403', async () => {
    const reseller = await insertUser(t.db);
    const add = (body: object) => post(t, superAdmin.token, 'add-white-label', { userId: reseller, recaptchaToken: 'human', ...body });
    expect((await add({ brand: brand('localhost') })).json().data).toEqual({ status: -1 });
    expect((await add({})).json().data).toEqual({ status: -2 });
    robotAnswer = false;
    expect((await add({ brand: brand('new.example') })).json().data).toEqual({ status: -3 });
    robotAnswer = true;
    expect((await add({ brand: brand('new.example', { buyPackage: 'javascript:alert(1)' }) })).statusCode).toBe(400);
    expect((await add({ brand: brand('new.example', { infoLinks: { evil: 'https://x.example' } }) })).statusCode).toBe(400);
    expect((await add({ brand: brand('bad host!') })).statusCode).toBe(400);
    expect((await add({ brandId: 999999 })).statusCode).toBe(404);
    expect((await post(t, superAdmin.token, 'add-white-label', { userId: 999999, brand: brand('x.example'), recaptchaToken: 'human' })).statusCode).toBe(404);
    expect((await post(t, superAdmin.token, 'get-white-label', { id: 999999 })).statusCode).toBe(404);
    const manager = await staff(t, Group.systemManager);
    expect((await post(t, manager.token, 'get-white-label', {})).statusCode).toBe(403);
    expect((await add({ brand: brand('new.example') })).json().data.status).toBe(1);
    expect(await t.db.selectFrom('brands').select('host').where('host', '=', 'new.example').execute()).toHaveLength(1);
  });

  test('a logo checked by its bytes is served from its address under a sandbox; the brand shows it; a hostile SVG, a renamed file and a logo as agreement are refused', async () => {
    const { id: brandId } = await t.db.selectFrom('brands').select('id').where('host', '=', 'localhost').executeTakeFirstOrThrow();
    const stored = await upload(superAdmin.token, { brandId: String(brandId), kind: 'logo' }, { name: 'logo.gif', data: png });
    expect(stored.json().data).toEqual({ status: 1, fileName: expect.stringMatching(/\.png$/), url: expect.stringMatching(/^\/brand-files\/.+\.png$/) });
    const url = stored.json().data.url as string;
    expect((await metaOf('localhost')).appLogoSrc).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(png)).toBe(true);

    const safeSvg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123"/></svg>';
    expect((await upload(superAdmin.token, { brandId: String(brandId), kind: 'logo' }, { name: 'logo.svg', data: safeSvg })).json().data.status).toBe(1);
    for (const hostile of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>',
      '<html><script>alert(1)</script></html>',
    ]) {
      expect((await upload(superAdmin.token, { brandId: String(brandId), kind: 'logo' }, { name: 'logo.png', data: hostile })).json().data.status).toBe(-2);
    }
    expect((await upload(superAdmin.token, { brandId: String(brandId), kind: 'approvalFile' }, { name: 'terms.pdf', data: png })).json().data.status).toBe(-2);
    const pdf = await upload(superAdmin.token, { brandId: String(brandId), kind: 'approvalFile' }, { name: 'terms', data: '%PDF-1.4\n%%EOF' });
    expect(pdf.json().data.status).toBe(1);
    expect((await metaOf('localhost')).approvalFile).toBe(pdf.json().data.url);
    const agreement = await t.app.inject({ method: 'GET', url: pdf.json().data.url as string });
    expect([agreement.headers['content-type'], agreement.headers['content-security-policy']]).toEqual(['application/pdf', "default-src 'none'; frame-ancestors 'none'"]);
    expect((await upload(superAdmin.token, { brandId: '999999', kind: 'logo' }, { name: 'l.png', data: png })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/brand-files/nothing.png' })).statusCode).toBe(404);
    // The logo replaced is no longer kept.
    expect(await t.db.selectFrom('brand_files').select('kind').where('brand_id', '=', brandId).orderBy('kind').execute()).toEqual([{ kind: 'approvalFile' }, { kind: 'logo' }]);
  });
});
