import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Group } from '../../../../domain/access';
import { Permission } from '../../../../domain/permissions';
import { bearer, onEachDatabase } from '../../../test/signIn';
import { signedInToken, startTestApp, type TestApp } from '../../../test/testApp';
import { sendCampaignCall, sendingAccount } from '../../campaigns/sendTesting';
import { keepSenderNameDocument, DocumentRefused } from './documents';
import { localFolderOf, secureFolderOf } from './vault';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

onEachDatabase('sender-name requests and their documents: super-admin/*source-number-text*, decrypt-file, get-secure-server-file', (dbOptions) => {
  let t: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'sender-documents-'));
  beforeAll(async () => {
    t = await startTestApp({ dataDir }, dbOptions);
  });
  afterAll(() => t.close());
  const post = (token: string, op: string, body: object) => t.app.inject({ method: 'POST', url: `/api/super-admin/${op}`, headers: bearer(token), payload: body });

  /** A customer asks for a sender name (as the composer does) and a document of it is kept. */
  async function requestWithDocument(name: string) {
    const customer = await sendingAccount(t, 10, ['520600001']);
    await t.db.insertInto('user_permissions').values({ user_id: customer.userId, permission_id: Permission.editSenderNumber, mode: 'enable' }).execute();
    const asked = await t.app.inject({ method: 'POST', url: '/api/campaigns/insert-source-name', headers: bearer(customer.token), payload: { name } });
    expect(asked.json().data.status).toBe(2);
    const requestId = asked.json().data.sourceName.id as number;
    const document = await keepSenderNameDocument(t.db, dataDir, { identityId: requestId, account: customer.userId, fileName: '../../תעודה.pdf', data: pdf, now: Date.now() });
    return { customer, requestId, document };
  }

  test('a document is kept encrypted on disk and comes back decrypted; a file that is no pdf or photo is refused by its bytes', async () => {
    const manager = await signedInToken(t.db, { group: Group.systemManager });
    const { customer, requestId, document } = await requestWithDocument('Shop1');
    expect(document.file_name).toBe('תעודה.pdf');
    const onDisk = readFileSync(join(localFolderOf(dataDir, customer.userId), document.stored_name));
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(existsSync(join(secureFolderOf(dataDir, customer.userId), document.stored_name))).toBe(true);

    const list = (await post(manager, 'get-user-source-number-text-data', { userId: customer.userId })).json().data;
    // Newest first: the request, then the account's default sender name.
    expect(list[0]).toEqual(expect.objectContaining({ id: requestId, sourceName: 'Shop1', status: 'pending', files: [expect.objectContaining({ id: document.id, fileName: 'תעודה.pdf', isLocal: true, size: pdf.length })] }));
    expect(list.map((r: { sourceName: string }) => r.sourceName)).toEqual(['Shop1', 'TestDefault']);
    const pending = (await post(manager, 'get-user-source-number-text-data', {})).json().data as { id: number }[];
    expect(pending.map((r) => r.id)).toContain(requestId);

    const downloaded = await post(manager, 'decrypt-file', { fileId: document.id });
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toContain('application/pdf');
    expect(downloaded.headers['content-disposition']).toContain('attachment');
    expect(downloaded.rawPayload.equals(pdf)).toBe(true);

    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(keepSenderNameDocument(t.db, dataDir, { identityId: requestId, account: customer.userId, fileName: 'id.pdf', data: html, now: Date.now() })).rejects.toBeInstanceOf(DocumentRefused);
    expect((await post(manager, 'get-user-source-number-text-files', { requestId })).json().data).toHaveLength(1);
  });

  test('approving makes the name one the customer sends from; a rejected one is refused by the sender check; the link request closes', async () => {
    const manager = await signedInToken(t.db, { group: Group.systemManager });
    const { customer, requestId } = await requestWithDocument('Shop2');
    const send = () => sendCampaignCall(t, customer.token, { smsContent: 'hello', sourceNumber: 'Shop2', sourceType: 1, destinations: [{ type: 'cl', id: customer.listId }], validation: true }).then((r) => r.json().data.status as number);
    const refusedBefore = await send();
    expect(refusedBefore).toBeLessThan(0);

    const saved = await post(manager, 'save-source-number-text', { requestId, status: 'approved', text: ' I own Shop2 ', comment: 'documents checked' });
    expect(saved.json().data).toEqual({ status: 1 });
    expect(await send()).toBeGreaterThan(0);
    const [view] = (await post(manager, 'get-user-source-number-text-data', { userId: customer.userId })).json().data;
    expect(view).toEqual(expect.objectContaining({ status: 'approved', text: 'I own Shop2', comment: 'documents checked', decidedOn: expect.any(String) }));
    const link = await t.db.selectFrom('approval_requests').select('status').where('kind', '=', 'sourceNumberText').where('subject_id', '=', requestId).executeTakeFirstOrThrow();
    expect(link.status).toBe('approved');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('operation', '=', 'saveSourceNumberText').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual(expect.objectContaining({ subject_user_id: customer.userId }));

    expect((await post(manager, 'save-all-source-number-text', { userId: customer.userId, requests: [{ requestId, status: 'rejected' }] })).json().data).toEqual({ status: 1 });
    expect(refusedBefore).toBe(await send());
  });

  test('another customer\'s request or file, a missing one, and a file name leaving its folder are 404; nothing is half-saved', async () => {
    const manager = await signedInToken(t.db, { group: Group.systemManager });
    const mine = await requestWithDocument('Shop3');
    const other = await requestWithDocument('Shop4');
    expect((await post(manager, 'get-user-source-number-text-files', { requestId: 999_999 })).statusCode).toBe(404);
    expect((await post(manager, 'decrypt-file', { fileId: 999_999 })).statusCode).toBe(404);
    // One decision of another customer's request in a batch: 404, and the first one is not saved either.
    const batch = await post(manager, 'save-all-source-number-text', { userId: mine.customer.userId, requests: [{ requestId: mine.requestId, status: 'approved' }, { requestId: other.requestId, status: 'approved' }] });
    expect(batch.statusCode).toBe(404);
    const states = await t.db.selectFrom('sender_identities').select('status').where('id', 'in', [mine.requestId, other.requestId]).execute();
    expect(states.map((s) => s.status)).toEqual(['pending', 'pending']);

    // The secure store: a customer's own file opens; another customer's stored name, or a path out of the folder, does not.
    const own = await post(manager, 'get-secure-server-file', { userId: mine.customer.userId, fileName: mine.document.stored_name });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect((await post(manager, 'get-secure-server-file', { userId: mine.customer.userId, fileName: other.document.stored_name })).statusCode).toBe(404);
    for (const fileName of ['..', '../documents.key', '..\\..\\documents.key', `../${other.customer.userId}/${other.document.stored_name}`]) {
      const answer = await post(manager, 'get-secure-server-file', { userId: mine.customer.userId, fileName });
      expect([400, 404]).toContain(answer.statusCode);
    }
    // A plain file someone put in the store is not one we encrypted: not served.
    writeFileSync(join(secureFolderOf(dataDir, mine.customer.userId), 'plain.pdf'), pdf);
    expect((await post(manager, 'get-secure-server-file', { userId: mine.customer.userId, fileName: 'plain.pdf' })).statusCode).toBe(404);
    // A customer or an administrator is refused every one of these operations.
    const admin = await signedInToken(t.db, { group: Group.administrator });
    expect((await post(admin, 'decrypt-file', { fileId: mine.document.id })).statusCode).toBe(403);
    expect((await post(mine.customer.token, 'get-user-source-number-text-data', {})).statusCode).toBe(403);
  });

  test('the local copy goes only while the secure copy opens; deleting a request removes its documents and both copies', async () => {
    const manager = await signedInToken(t.db, { group: Group.superAdmin });
    const { customer, requestId, document } = await requestWithDocument('Shop5');
    const local = join(localFolderOf(dataDir, customer.userId), document.stored_name);
    const secure = join(secureFolderOf(dataDir, customer.userId), document.stored_name);

    expect((await post(manager, 'delete-local-source-number-text', { fileId: document.id })).json().data).toEqual({ status: 1 });
    expect(existsSync(local)).toBe(false);
    // Served from the secure copy now.
    expect((await post(manager, 'decrypt-file', { fileId: document.id })).rawPayload.equals(pdf)).toBe(true);
    const [file] = (await post(manager, 'get-user-source-number-text-files', { requestId })).json().data;
    expect(file.isLocal).toBe(false);

    const second = await keepSenderNameDocument(t.db, dataDir, { identityId: requestId, account: customer.userId, fileName: 'b.pdf', data: pdf, now: Date.now() });
    writeFileSync(join(secureFolderOf(dataDir, customer.userId), second.stored_name), 'damaged');
    expect((await post(manager, 'delete-local-source-number-text', { fileId: second.id })).json().data).toEqual({ status: -2 });

    expect((await post(manager, 'delete-source-number-text', { requestId })).json().data).toEqual({ status: 1 });
    expect(existsSync(secure)).toBe(false);
    expect(readdirSync(localFolderOf(dataDir, customer.userId))).toEqual([]);
    expect(await t.db.selectFrom('sender_name_documents').select('id').where('identity_id', '=', requestId).execute()).toEqual([]);
    expect((await post(manager, 'get-user-source-number-text-files', { requestId })).statusCode).toBe(404);
  });
});
