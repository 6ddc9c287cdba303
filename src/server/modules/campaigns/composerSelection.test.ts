import { onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { listWith, makeSub, paste, post } from './composerTesting';
import { sendCampaignCall, sendingAccount } from './sendTesting';

onEachDatabase('campaigns/get-selected-items-details and delete-pasted-numbers', (dbOptions) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
  });
  afterAll(() => t.close());
  const details = (token: string, payload: object) => post(t, token, 'get-selected-items-details', payload);
  const deletePasted = (token: string, payload: object) => post(t, token, 'delete-pasted-numbers', payload);

  test('each destination completed with its name and count; the total counts every number once over all of them', async () => {
    const a = await sendingAccount(t, 0, ['524000001', '524000002']);
    const parent = await listWith(t.db, a.userId, 'Parent', [], [{ phone: '524000002' }, { phone: '524000003' }]);
    const child = await listWith(t.db, a.userId, 'Child', [], [{ phone: '524000004' }, { phone: '524000001' }]);
    await makeSub(t.db, parent, child);
    const contact = await t.db.selectFrom('contacts').select('id').where('list_id', '=', a.listId).where('phone', '=', '524000001').executeTakeFirstOrThrow();
    const pasted = await paste(t, a.token, [{ phone: '0524000005' }, { phone: '0524000003' }]);

    const data = (
      await details(a.token, {
        destinations: [
          { type: 'cl', id: a.listId },
          { type: 'cl', id: parent },
          { type: 'contact', id: contact.id },
          { type: 'upl_contacts', upload_id: pasted.upload_id },
          { type: 'new_phone', phone: '054-0000006' },
          { type: 'new_phone', phone: '0524000004' },
        ],
      })
    ).json().data;
    expect(data.destinations).toEqual([
      { type: 'cl', id: a.listId, name: `list ${a.userId}`, contactListName: `list ${a.userId}`, count: 2, totalDestinations: 2 },
      { type: 'cl', id: parent, name: 'Parent', contactListName: 'Parent', count: 4, totalDestinations: 4, subContacts: [{ id: child, name: 'Child', parentId: parent, destinations: 2, isDirectSub: true }] },
      { type: 'contact', id: contact.id, name: 'איש 0', phone: '524000001', contactListName: `list ${a.userId}`, count: 1, totalDestinations: 1 },
      { type: 'upl_contacts', upload_id: pasted.upload_id, name: expect.any(String), count: 2, totalDestinations: 2 },
      { type: 'new_phone', phone: '054-0000006', count: 1, totalDestinations: 1 },
      { type: 'new_phone', phone: '0524000004', count: 1, totalDestinations: 1 },
    ]);
    // 524000001..5 and 540000006.
    expect(data.totalDestinations).toBe(6);
  });

  test("another account's list, contact or upload is 404; too many destinations is 400", async () => {
    const a = await sendingAccount(t, 0, ['524100001']);
    const b = await sendingAccount(t, 0, ['524100002']);
    const theirContact = await t.db.selectFrom('contacts').select('id').where('list_id', '=', b.listId).executeTakeFirstOrThrow();
    const theirPaste = await paste(t, b.token, [{ phone: '0524100003' }]);
    expect((await details(a.token, { destinations: [{ type: 'cl', id: b.listId }] })).statusCode).toBe(404);
    expect((await details(a.token, { destinations: [{ type: 'contact', id: theirContact.id }] })).statusCode).toBe(404);
    expect((await details(a.token, { destinations: [{ type: 'upl_contacts', upload_id: theirPaste.upload_id }] })).statusCode).toBe(404);
    expect((await details(a.token, { destinations: Array.from({ length: 1001 }, () => ({ type: 'new_phone', phone: '0524100004' })) })).statusCode).toBe(400);
    expect((await details(a.token, { destinations: [] })).json().data).toEqual({ destinations: [], totalDestinations: 0 });
  });

  test('delete-pasted-numbers removes the pastes with their numbers (1); one a sent campaign holds stays (-1, and nothing is removed); another account’s is 404', async () => {
    const a = await sendingAccount(t, 10, []);
    const b = await sendingAccount(t, 10, []);
    const first = await paste(t, a.token, [{ phone: '0524200001' }, { phone: '0524200002' }]);
    const second = await paste(t, a.token, [{ phone: '0524200003' }]);
    const rowsOf = async (id: number) => (await t.db.selectFrom('destination_file_rows').select('phone').where('file_id', '=', id).execute()).length;

    expect((await deletePasted(b.token, { upload_ids: [first.upload_id] })).statusCode).toBe(404);
    expect((await deletePasted(a.token, { upload_ids: [] })).statusCode).toBe(400);

    // The second is in use by a campaign that went.
    const sent = (await sendCampaignCall(t, a.token, { smsContent: 'hi', destinations: [{ type: 'upl_contacts', upload_id: second.upload_id }], validation: false })).json().data;
    await t.db.updateTable('destination_files').set({ status: 'inUse', campaign_id: sent.campaignId }).where('id', '=', second.upload_id).execute();
    expect((await deletePasted(a.token, { upload_ids: [first.upload_id, second.upload_id] })).json().data).toEqual({ status: -1 });
    expect(await rowsOf(first.upload_id)).toBe(2);

    expect((await deletePasted(a.token, { upload_ids: [first.upload_id] })).json().data).toEqual({ status: 1 });
    expect(await rowsOf(first.upload_id)).toBe(0);
    expect(await t.db.selectFrom('destination_files').select('id').where('id', '=', first.upload_id).executeTakeFirst()).toBeUndefined();
    expect((await deletePasted(a.token, { upload_ids: [first.upload_id] })).statusCode).toBe(404);
  });
});
