import { bearer, onEachDatabase } from '../../test/signIn';
import { startTestApp, type TestApp } from '../../test/testApp';
import { multipart } from '../contacts/importTesting';
import { composer, filesOf, recipientsOf, type Composer } from './testFiles';

onEachDatabase('destination files: status, is-hash-exist, delete', (dbOptions) => {
  let t: TestApp;
  let owner: Composer;
  let other: Composer;
  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    owner = await composer(t.db);
    other = await composer(t.db);
  });
  afterAll(() => t.close());

  const post = (token: string, path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/${path}`, headers: bearer(token), payload });
  /** A checked destinations file of the owner: its hash and id. */
  const checkedFile = async (csv: string): Promise<{ hash: string; id: number }> => {
    const body = multipart({ mapping: JSON.stringify({ mobile: 0, hasHeaderRow: false }) }, { name: 'd.csv', data: csv });
    const res = await t.app.inject({ method: 'POST', url: '/api/update-and-check-destinations-file-data', headers: { ...bearer(owner.token), ...body.headers }, payload: body.payload });
    const data = res.json().data;
    return { hash: data.file_unique_hash, id: data.upload_id };
  };

  test("a checked file is taken in use by a campaign and removed from it; an unknown or other account's hash is 404", async () => {
    const file = await checkedFile('0501000001\n');
    expect((await post(owner.token, 'update-destinations-file-status', { file_unique_hash: file.hash, status: 'inUse', campaignId: 12 })).json().data).toEqual({ status: 1 });
    expect((await filesOf(t.db, owner.userId)).find((f) => f.id === file.id)).toMatchObject({ status: 'inUse', campaign_id: 12 });
    expect((await post(owner.token, 'update-destinations-file-status', { file_unique_hash: file.hash, status: 'removed' })).json().data).toEqual({ status: 1 });
    expect((await filesOf(t.db, owner.userId)).find((f) => f.id === file.id)).toMatchObject({ status: 'removed', campaign_id: 12 });
    expect((await post(other.token, 'update-destinations-file-status', { file_unique_hash: file.hash, status: 'inUse' })).statusCode).toBe(404);
    expect((await post(owner.token, 'update-destinations-file-status', { file_unique_hash: 'nope', status: 'inUse' })).statusCode).toBe(404);
    expect((await post(owner.token, 'update-destinations-file-status', { file_unique_hash: file.hash, status: 'sent' })).statusCode).toBe(400);
  });

  test('a file not yet checked cannot be taken in use (-1)', async () => {
    const body = multipart({}, { name: 'u.csv', data: '0501000002\n' });
    const res = await t.app.inject({ method: 'POST', url: '/api/update-and-check-destinations-file-data', headers: { ...bearer(owner.token), ...body.headers }, payload: body.payload });
    const hash = res.json().data.file_unique_hash;
    expect((await post(owner.token, 'update-destinations-file-status', { file_unique_hash: hash, status: 'inUse' })).json().data).toEqual({ status: -1 });
  });

  test('is-hash-exist answers the stored file for its own account only', async () => {
    const file = await checkedFile('0501000003\n0501000004\n');
    const res = (await post(owner.token, 'files/is-hash-exist', { hash: file.hash })).json().data;
    expect(res).toEqual({
      exists: true,
      file: { fileHash: file.hash, originalName: 'd.csv', size: 22, kind: 'destinations', uploadedOn: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/), expiresOn: expect.any(String) },
    });
    expect((await post(other.token, 'files/is-hash-exist', { hash: file.hash })).json().data).toEqual({ exists: false });
    expect((await post(owner.token, 'files/is-hash-exist', { hash: 'x' })).json().data).toEqual({ exists: false });
    expect((await post(owner.token, 'files/is-hash-exist', {})).statusCode).toBe(400);
  });

  test("delete removes the file and its recipients; in use is -1; another account's is 404", async () => {
    const file = await checkedFile('0501000005\n');
    expect((await post(other.token, 'files/delete', { fileHash: file.hash })).statusCode).toBe(404);
    expect(await recipientsOf(t.db, file.id)).toHaveLength(1);
    await post(owner.token, 'update-destinations-file-status', { file_unique_hash: file.hash, status: 'inUse' });
    expect((await post(owner.token, 'files/delete', { fileHash: file.hash })).json().data).toEqual({ status: -1 });
    await post(owner.token, 'update-destinations-file-status', { file_unique_hash: file.hash, status: 'removed' });
    expect((await post(owner.token, 'files/delete', { fileHash: file.hash })).json().data).toEqual({ status: 1 });
    expect(await recipientsOf(t.db, file.id)).toEqual([]);
    expect((await filesOf(t.db, owner.userId)).map((f) => f.id)).not.toContain(file.id);
    expect(await t.db.selectFrom('destination_file_blobs').select('file_id').where('file_id', '=', file.id).execute()).toEqual([]);
    expect((await post(owner.token, 'files/delete', { fileHash: file.hash })).statusCode).toBe(404);
  });
});
