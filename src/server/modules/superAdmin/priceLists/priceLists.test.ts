import { Group } from '../../../../domain/access';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { insertUser, signedInToken, startTestApp, type TestApp } from '../../../test/testApp';

onEachDatabase('super-admin price lists: lists, products, texts, customers', (dbOptions) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    admin = await signedInToken(t.db, { group: Group.superAdmin });
  });
  afterAll(() => t.close());
  const post = (token: string, path: string, body: object) => t.app.inject({ method: 'POST', url: `/api/super-admin/${path}`, headers: bearer(token), payload: body });
  const data = async (path: string, body: object) => (await post(admin, path, body)).json().data;
  const defaultList = async () => ((await data('get-price-lists', {})) as { id: number; name: string; isDefault: boolean }[]).find((l) => l.isDefault)!;

  test('a copy starts with the source\'s products and rates; a taken name is -2; the save changes name, base rate and product rates', async () => {
    const source = await defaultList();
    const details = await data('get-price-list-details', { priceListId: source.id });
    expect(details.products).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'SMS message', kind: 'message', service: 'sms', rate: 1 })]));

    const copy = await data('add-price-list', { name: ' Resellers ', copyFromId: source.id });
    expect(copy).toEqual({ status: 1, id: expect.any(Number) });
    expect(await data('add-price-list', { name: 'resellers' })).toEqual({ status: -2 });
    const copied = await data('get-price-list-details', { priceListId: copy.id });
    expect(copied).toMatchObject({ name: 'Resellers', isDefault: false, customers: 0, rate: 1 });
    expect(copied.products.map((p: { name: string }) => p.name).sort()).toEqual(details.products.map((p: { name: string }) => p.name).sort());
    expect(await t.db.selectFrom('rates').select('prefix').where('price_list_id', '=', copy.id).execute()).toHaveLength(12);

    const sms = copied.products.find((p: { kind: string; service: string }) => p.kind === 'message' && p.service === 'sms');
    expect(await data('save-price-list', { priceListId: copy.id, name: 'Resellers 2026', rate: 2, products: [{ productId: sms.productId, rate: 0.5 }] })).toEqual({ status: 1 });
    expect(await data('get-price-list-details', { priceListId: copy.id })).toMatchObject({ name: 'Resellers 2026', rate: 2, products: expect.arrayContaining([expect.objectContaining({ productId: sms.productId, rate: 0.5 })]) });
    expect(await data('save-price-list', { priceListId: copy.id, name: source.name })).toEqual({ status: -2 });
  });

  test('a save naming another list\'s product is 404 and changes nothing; unknown lists are 404', async () => {
    const source = await defaultList();
    const other = (await data('get-price-list-details', { priceListId: source.id })).products[0];
    const list = await data('add-price-list', { name: 'Half written' });
    const answer = await post(admin, 'save-price-list', { priceListId: list.id, name: 'Renamed', products: [{ productId: other.productId, rate: 9 }] });
    expect(answer.statusCode).toBe(404);
    expect((await data('get-price-list-details', { priceListId: list.id })).name).toBe('Half written');
    expect((await data('get-price-list-details', { priceListId: source.id })).products[0].rate).toBe(other.rate);
    for (const [path, body] of [
      ['get-price-list-details', { priceListId: 999_999 }],
      ['get-products-price-list', { priceListId: 999_999 }],
      ['remove-price-list', { priceListId: 999_999 }],
      ['update-price-list-texts', { priceListId: 999_999, texts: { he: 'x' } }],
      ['add-price-list', { name: 'From nothing', copyFromId: 999_999 }],
      ['add-product-to-price-list', { priceListId: list.id, productId: 999_999, rate: 1 }],
      ['remove-product-from-price-list', { priceListId: list.id, productId: other.productId }],
    ] as const) {
      expect({ path, status: (await post(admin, path, body)).statusCode }).toEqual({ path, status: 404 });
    }
  });

  test('products: the available ones are other lists\' products this one lacks; added once, removed', async () => {
    const list = await data('add-price-list', { name: 'Products' });
    const before = await data('get-products-price-list', { priceListId: list.id });
    expect(before.products).toEqual([]);
    const whatsapp = before.available.find((p: { name: string }) => p.name === 'WhatsApp message');
    expect(await data('add-product-to-price-list', { priceListId: list.id, productId: whatsapp.productId, rate: 3 })).toEqual({ status: 1 });
    expect(await data('add-product-to-price-list', { priceListId: list.id, productId: whatsapp.productId, rate: 4 })).toEqual({ status: -2 });
    const after = await data('get-products-price-list', { priceListId: list.id });
    expect(after.products).toEqual([expect.objectContaining({ name: 'WhatsApp message', kind: 'message', service: 'whatsapp', rate: 3 })]);
    expect(after.available.some((p: { name: string }) => p.name === 'WhatsApp message')).toBe(false);
    expect(await data('remove-product-from-price-list', { priceListId: list.id, productId: after.products[0].productId })).toEqual({ status: 1 });
    expect((await data('get-products-price-list', { priceListId: list.id })).products).toEqual([]);
  });

  test('texts per language; an emptied text is removed', async () => {
    const list = await data('add-price-list', { name: 'Texts' });
    expect(await data('update-price-list-texts', { priceListId: list.id, texts: { he: 'מחירון', en: 'Prices' } })).toEqual({ status: 1 });
    expect(await data('update-price-list-texts', { priceListId: list.id, texts: { en: ' ' } })).toEqual({ status: 1 });
    expect((await data('get-price-list-details', { priceListId: list.id })).texts).toEqual({ he: 'מחירון' });
  });

  test('a customer is put on a list with its sub-users and back on the default; a list in use or the default is not removed', async () => {
    const list = await data('add-price-list', { name: 'In use' });
    const customer = await insertUser(t.db, {});
    const subUser = await insertUser(t.db, { adminId: customer, group: Group.subUser });
    expect(await data('change-price-list', { userId: subUser, priceListId: list.id })).toEqual({ status: 1 });
    const onList = await t.db.selectFrom('users').select(['id', 'price_list_id']).where('id', 'in', [customer, subUser]).orderBy('id').execute();
    expect(onList.map((u) => u.price_list_id)).toEqual([list.id, list.id]);
    expect(await data('change-price-list', { userId: customer, priceListId: 999_999 })).toEqual({ status: -9 });
    expect((await post(admin, 'change-price-list', { userId: 999_999, priceListId: list.id })).statusCode).toBe(404);

    expect(await data('remove-price-list', { priceListId: list.id })).toEqual({ status: -2 });
    expect(await data('remove-price-list', { priceListId: (await defaultList()).id })).toEqual({ status: -3 });
    expect(await data('restore-default-price-list', { userId: customer })).toEqual({ status: 1 });
    expect((await t.db.selectFrom('users').select('price_list_id').where('id', '=', subUser).executeTakeFirstOrThrow()).price_list_id).toBeNull();
    expect((await post(admin, 'restore-default-price-list', { userId: 999_999 })).statusCode).toBe(404);
    expect(await data('remove-price-list', { priceListId: list.id })).toEqual({ status: 1 });
    expect((await post(admin, 'get-price-list-details', { priceListId: list.id })).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select('operation').where('operation', 'in', ['changePriceList', 'removePriceList']).execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  test('only system users manage price lists: a customer and an administrator are refused; a system manager may', async () => {
    const customer = await signedInToken(t.db, {});
    const administrator = await signedInToken(t.db, { group: Group.administrator });
    const manager = await signedInToken(t.db, { group: Group.systemManager });
    expect((await post(customer, 'get-price-lists', {})).statusCode).toBe(403);
    expect((await post(administrator, 'add-price-list', { name: 'No' })).statusCode).toBe(403);
    expect((await post(manager, 'get-price-lists', {})).statusCode).toBe(200);
  });
});
