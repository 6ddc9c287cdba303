import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { composer, filesOf, recipientsOf, type Composer } from './testFiles';

onEachDatabase('uploadPastedNumbers', (dbOptions) => {
  let t: TestApp;
  let owner: Composer;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await composer(t.db);
  });
  afterAll(() => t.close());

  const paste = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/upload-pasted-numbers', headers: bearer(token), payload });

  test('pasted rows in mixed formats become one upl_contacts destination; bad rows come back with their reason', async () => {
    const rows = [
      { phone: '050-1234567', fields: ['דנה', '', '', '', '', '01/02/90'] },
      { phone: '972521234567', fields: ['יוסי'] },
      { phone: '0501234567', fields: ['again'] },
      { phone: '123', fields: ['short'] },
      { phone: '0541111111', fields: ['', '', '', '', '', '31/02/90'] },
      { phone: '0542222222', fields: ['x'.repeat(1006)] },
      { phone: '', fields: [] },
    ];
    const res = await paste(owner.token, { rows, headers: ['שם'], campaignId: 7 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      status: 2,
      destination: { type: 'upl_contacts', count: 2, upload_id: expect.any(Number) },
      saved: 2,
      duplicates: 1,
      failed: 3,
      dynamicHeaders: ['שם'],
      failedRows: [
        { row: 4, reason: 'invalidPhone' },
        { row: 5, reason: 'invalidDate' },
        { row: 6, reason: 'fieldTooLong' },
      ],
    });
    expect(await recipientsOf(t.db, data.upload_id)).toEqual([
      { phone: '501234567', field1: 'דנה', field2: null, field6: '01/02/1990' },
      { phone: '521234567', field1: 'יוסי', field2: null, field6: null },
    ]);
    const [file] = await filesOf(t.db, owner.userId);
    expect(file).toMatchObject({ kind: 'pasted', status: 'checked', campaign_id: 7, saved: 2 });
  });

  test('all good is 1; the same paste again is the same destination, not a second copy', async () => {
    const rows = [{ phone: '0533333333' }, { phone: '0534444444' }];
    const first = (await paste(owner.token, { rows })).json().data;
    expect(first).toMatchObject({ status: 1, saved: 2, failed: 0, failedRows: [] });
    const again = (await paste(owner.token, { rows })).json().data;
    expect(again.upload_id).toBe(first.upload_id);
    expect(await recipientsOf(t.db, first.upload_id)).toHaveLength(2);
  });

  test('no valid number is -2 and keeps nothing', async () => {
    const before = await filesOf(t.db, owner.userId);
    const res = (await paste(owner.token, { rows: [{ phone: 'abc' }, { phone: '12' }] })).json().data;
    expect(res).toMatchObject({ status: -2, saved: 0, failed: 2, failedRows: [{ row: 1, reason: 'invalidPhone' }, { row: 2 }] });
    expect(await filesOf(t.db, owner.userId)).toEqual(before);
  });

  test('a sub-user pastes into its primary account; bad input is 400; no session is 401', async () => {
    const sub = await composer(t.db, { adminId: owner.userId });
    const res = (await paste(sub.token, { rows: [{ phone: '0535555555' }] })).json().data;
    const files = await filesOf(t.db, owner.userId);
    expect(files.map((f) => f.id)).toContain(res.upload_id);
    expect((await paste(owner.token, { rows: [] })).statusCode).toBe(400);
    expect((await paste(owner.token, {})).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/upload-pasted-numbers', payload: { rows: [{ phone: '0535555555' }] } })).statusCode).toBe(401);
  });
});
