/**
 * Issue 15: sender names and verified numbers shared down the family. A sub-user's form may
 * share only what its parent may use (-5 names, -6 numbers, nothing written); what a user may
 * use is what get-source-names, get-verified-numbers and source-from-admin list, and the only
 * senders send-campaign and send-voice-campaign accept (-16). An empty list shares everything.
 */
import { CreateSubUser, SendCampaign, SendVoiceCampaign, UpdateSubUser } from '../../../contract/statusCodes';
import { Group } from '../../../domain/access';
import { Permission } from '../../../domain/permissions';
import { createSession } from '../../http/session';
import { refundCredits } from '../../messaging/credits';
import { bearer, onEachDatabase } from '../../test/signIn';
import { insertUser } from '../../test/testApp';
import { campaignsOf, ownSender, pipelineSuite, sendCampaignCall, sendingAccount, smsBalance } from '../campaigns/sendTesting';
import { recordingRow, sendVoiceCall } from '../campaigns/voiceTesting';

interface Caller {
  userId: number;
  token: string;
}

const strong = 'Shared-2026!x';
const enable = (permissionId: number) => ({ permissionId, mode: 'enable' });

onEachDatabase('users: sender names and verified numbers shared down the family', (dbOptions) => {
  const suite = pipelineSuite(dbOptions);
  const t = () => suite.t;
  let n = 0;

  const signIn = async (userId: number): Promise<Caller> => ({ userId, token: (await createSession(t().db, { userId, lifetimeMs: 3_600_000, keepLoggedIn: false, now: Date.now() })).token });
  const post = (who: Caller, url: string, payload: object = {}) => t().app.inject({ method: 'POST', url, headers: bearer(who.token), payload });
  const create = (who: Caller, fields: object) => {
    n += 1;
    return post(who, '/api/users/create-sub-user', { username: `shared${n}x${process.pid}`, password: strong, firstName: 'Dana', lastName: 'Levi', email: `shared${n}.${process.pid}@example.com`, ...fields });
  };
  const createdId = async (who: Caller, fields: object): Promise<number> => {
    const data = (await create(who, fields)).json().data;
    expect(data).toMatchObject({ status: CreateSubUser.created });
    return data.userId;
  };
  const userCount = async () => Number((await t().db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const namesOf = async (who: Caller) => (await post(who, '/api/campaigns/get-source-names')).json().data.map((s: { name: string }) => s.name);
  const numbersOf = async (who: Caller, userId = who.userId) => (await post(who, '/api/campaigns/get-verified-numbers', { userId })).json().data.map((v: { phone: string }) => v.phone);
  const sharedOf = async (userId: number) => ({
    names: (await t().db.selectFrom('user_source_names').select('name').where('user_id', '=', userId).execute()).map((r) => r.name),
    numbers: (await t().db.selectFrom('user_verified_numbers').select('phone').where('user_id', '=', userId).execute()).map((r) => r.phone),
  });

  /** A primary user with names ShopOne and ShopTwo, verified numbers 054-1110001 and 054-1110002, an attached 054-1110009, and its child C sharing ShopOne and 054-1110001. */
  async function threeLevels() {
    const account = await sendingAccount(t(), 100, ['524100001', '524100002']);
    const primary: Caller = { userId: account.userId, token: account.token };
    for (const permissionId of [Permission.usersSection, Permission.voice]) await t().db.insertInto('user_permissions').values({ user_id: primary.userId, permission_id: permissionId, mode: 'enable' }).execute();
    await ownSender(t().db, primary.userId, 'name', 'ShopOne');
    await ownSender(t().db, primary.userId, 'name', 'ShopTwo');
    await ownSender(t().db, primary.userId, 'verified', '541110001');
    await ownSender(t().db, primary.userId, 'verified', '541110002');
    await ownSender(t().db, primary.userId, 'attached', '541110009');
    const grants = [enable(Permission.usersSection), enable(Permission.createCampaigns), enable(Permission.voice)];
    // Group 1: a sub-user that manages a family of its own.
    const childId = await createdId(await signIn(primary.userId), { group: Group.customer, permissions: grants, sourceNames: ['ShopOne'], verifiedNumbers: ['0541110001'] });
    return { account, primary, child: await signIn(childId), grants };
  }

  test('a grandchild cannot be given a number or name its parent was not given: -6 / -5, nothing written; its own parent\'s ones are kept', async () => {
    const { child } = await threeLevels();
    const before = await userCount();
    expect((await create(child, { verifiedNumbers: ['0541110002'] })).json().data).toEqual({ status: CreateSubUser.verifiedNumberNotShared });
    // The attached number is the platform's, never a shared verified number.
    expect((await create(child, { verifiedNumbers: ['0541110009'] })).json().data).toEqual({ status: CreateSubUser.verifiedNumberNotShared });
    expect((await create(child, { verifiedNumbers: ['0541110001', '0541110002'] })).json().data).toEqual({ status: CreateSubUser.verifiedNumberNotShared });
    expect((await create(child, { sourceNames: ['ShopTwo'] })).json().data).toEqual({ status: CreateSubUser.sourceNameNotApproved });
    expect(await userCount()).toBe(before);

    const grandchild = await createdId(child, { sourceNames: ['shopone'], verifiedNumbers: ['541110001'] });
    expect(await sharedOf(grandchild)).toEqual({ names: ['shopone'], numbers: ['541110001'] });
    // An update that would widen it is refused the same way and changes nothing.
    expect((await post(child, `/api/users/update-sub-user/${grandchild}`, { firstName: 'Changed', verifiedNumbers: ['0541110002'] })).json().data).toEqual({ status: UpdateSubUser.verifiedNumberNotShared });
    expect((await post(child, `/api/users/update-sub-user/${grandchild}`, { firstName: 'Changed', sourceNames: ['ShopTwo'] })).json().data).toEqual({ status: UpdateSubUser.sourceNameNotApproved });
    expect(await sharedOf(grandchild)).toEqual({ names: ['shopone'], numbers: ['541110001'] });
    expect((await t().db.selectFrom('users').select('first_name').where('id', '=', grandchild).executeTakeFirstOrThrow()).first_name).toBe('Dana');
  });

  test('the family row carries the shared names and numbers as get-verified-numbers shows them', async () => {
    const { primary, child } = await threeLevels();
    const rows = (await t().app.inject({ method: 'GET', url: `/api/users/all-sub-users/${primary.userId}`, headers: bearer(primary.token) })).json().data as { userId: number; sourceNames: string[]; verifiedNumbers: string[] }[];
    expect(rows.find((r) => r.userId === child.userId)).toMatchObject({ sourceNames: ['ShopOne'], verifiedNumbers: ['0541110001'] });
  });

  test('a restricted sub-user lists only its shared names and numbers (attached ones stay); its child with an empty list inherits them; the holder lists all', async () => {
    const { primary, child } = await threeLevels();
    expect(await namesOf(child)).toEqual(['ShopOne']);
    expect(await numbersOf(child)).toEqual(['0541110001', '0541110009']);
    const inherited = (await post(child, '/api/campaigns/source-from-admin')).json().data;
    expect(inherited.sourceNames.map((s: { name: string }) => s.name)).toEqual(['ShopOne']);
    expect(inherited.verifiedNumbers.map((v: { phone: string }) => v.phone)).toEqual(['0541110001', '0541110009']);

    const grandchild = await signIn(await createdId(child, {}));
    expect(await namesOf(grandchild)).toEqual(['ShopOne']);
    expect(await numbersOf(grandchild)).toEqual(['0541110001', '0541110009']);
    // The manager reads what a user of its family may use.
    expect(await numbersOf(primary, child.userId)).toEqual(['0541110001', '0541110009']);
    expect(await namesOf(primary)).toEqual(['TestDefault', 'ShopOne', 'ShopTwo']);
    expect(await numbersOf(primary)).toEqual(['0541110001', '0541110002', '0541110009']);

    // Narrowing the parent narrows the child at once, without rewriting the child's rows.
    expect((await post(primary, `/api/users/update-sub-user/${child.userId}`, { verifiedNumbers: ['0541110002'] })).json().data.status).toBe(UpdateSubUser.saved);
    expect(await numbersOf(grandchild)).toEqual(['0541110002', '0541110009']);
  });

  test('send-campaign from a name or number not shared is -16 and charges nothing; shared ones pass; voice calls from a number not shared are -16', async () => {
    const { account, primary, child } = await threeLevels();
    const body = { smsContent: 'hello', destinations: [{ type: 'cl', id: account.listId }], validation: false };
    expect((await sendCampaignCall(t(), child.token, { ...body, sourceType: 1, sourceNumber: 'ShopTwo' })).json().data.status).toBe(SendCampaign.invalidSender);
    expect((await sendCampaignCall(t(), child.token, { ...body, sourceType: 2, sourceNumber: '0541110002' })).json().data.status).toBe(SendCampaign.invalidSender);
    expect(await smsBalance(t().db, primary.userId)).toBe(100);
    expect(await campaignsOf(t().db, primary.userId)).toEqual([]);
    expect((await sendCampaignCall(t(), child.token, { ...body, validation: true, sourceType: 1, sourceNumber: 'ShopOne' })).json().data.status).toBe(SendCampaign.validated);
    expect((await sendCampaignCall(t(), child.token, { ...body, validation: true, sourceType: 2, sourceNumber: '0541110001' })).json().data.status).toBe(SendCampaign.validated);
    // No sender named: the account's default among those shared (here its attached number), never one kept from it.
    expect((await sendCampaignCall(t(), child.token, { ...body, validation: true })).json().data.status).toBe(SendCampaign.validated);

    await refundCredits(t().db, { account: primary.userId, service: 'voice', amount: 50, reason: 'test.grant', now: Date.now() });
    const file = `shared${process.pid}x${(n += 1)}`;
    await recordingRow(t().db, primary.userId, file, 30_000);
    const call = { destinations: [{ type: 'cl', id: account.listId }], voiceFile: { hash: file }, campaign_type: '3', validation: false };
    expect((await sendVoiceCall(t(), child.token, { ...call, callingNumber: '0541110002' })).json().data.status).toBe(SendVoiceCampaign.invalidCallingNumber);
    expect(await campaignsOf(t().db, primary.userId)).toEqual([]);
    expect((await sendVoiceCall(t(), child.token, { ...call, validation: true, callingNumber: '0541110001' })).json().data.status).toBe(SendVoiceCampaign.validated);
    expect((await sendVoiceCall(t(), child.token, { ...call, validation: true, callingNumber: '0541110009' })).json().data.status).toBe(SendVoiceCampaign.validated);
  });

  test('an empty list shares everything the parent may use: a sub-user made without lists sends from every name and number', async () => {
    const { account, primary, grants } = await threeLevels();
    const open = await signIn(await createdId(primary, { group: Group.customer, permissions: grants }));
    expect(await sharedOf(open.userId)).toEqual({ names: [], numbers: [] });
    expect(await namesOf(open)).toEqual(['TestDefault', 'ShopOne', 'ShopTwo']);
    expect(await numbersOf(open)).toEqual(['0541110001', '0541110002', '0541110009']);
    const body = { smsContent: 'hello', destinations: [{ type: 'cl', id: account.listId }], validation: true };
    expect((await sendCampaignCall(t(), open.token, { ...body, sourceType: 1, sourceNumber: 'ShopTwo' })).json().data.status).toBe(SendCampaign.validated);
    expect((await sendCampaignCall(t(), open.token, { ...body, sourceType: 2, sourceNumber: '0541110002' })).json().data.status).toBe(SendCampaign.validated);
    // Its own child may be given any of them.
    await createdId(open, { verifiedNumbers: ['0541110002'], sourceNames: ['ShopTwo'] });
  });

  test('another account\'s user id is 404: its verified numbers, and an update sharing numbers with it', async () => {
    const { child } = await threeLevels();
    const stranger = await signIn(await insertUser(t().db, { permissions: [Permission.usersSection] }));
    expect((await post(stranger, '/api/campaigns/get-verified-numbers', { userId: child.userId })).statusCode).toBe(404);
    expect((await post(stranger, `/api/users/update-sub-user/${child.userId}`, { verifiedNumbers: [] })).statusCode).toBe(404);
    // Nor may a sub-user read its holder's: it does not act for it.
    const { primary } = await threeLevels();
    expect((await post(child, '/api/campaigns/get-verified-numbers', { userId: primary.userId })).statusCode).toBe(404);
    expect(await sharedOf(child.userId)).toEqual({ names: ['ShopOne'], numbers: ['541110001'] });
  });
});
