import type { Db } from '../db/database';
import { insertCampaign, testAccount, testDatabase } from '../messaging/testCampaigns';
import { acceptCampaign, markSending, markSent, moveCampaign, openCampaign, removeCampaign } from './store';
import { CampaignTransitionError } from './transitions';

describe('the campaign store checks each write against the transition table', () => {
  let db: Db;
  let close: () => Promise<void>;
  let account: number;
  const now = Date.now();
  const statusOf = async (id: number) => (await db.selectFrom('campaigns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  beforeEach(async () => {
    ({ db, close } = await testDatabase());
    account = await testAccount(db, 1_000);
  });
  afterEach(() => close());

  it('an accepted campaign goes waiting → sending → sent', async () => {
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 2 });
    expect(await statusOf(campaignId)).toBe('waiting');
    expect(await markSending(db, campaignId, now)).toBe(true);
    expect(await markSent(db, campaignId, now)).toBe(true);
    expect(await statusOf(campaignId)).toBe('sent');
  });

  it('a campaign stopped while sending stays stopped when its last shipment ends', async () => {
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 2 });
    await markSending(db, campaignId, now);
    await moveCampaign(db, campaignId, ['sending'], 'stopped', now);
    expect(await markSent(db, campaignId, now)).toBe(false);
    expect(await statusOf(campaignId)).toBe('stopped');
  });

  it('a move the table refuses throws and writes nothing', async () => {
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 2 });
    await markSending(db, campaignId, now);
    await markSent(db, campaignId, now);
    await expect(moveCampaign(db, campaignId, ['sent'], 'waiting', now)).rejects.toThrow(CampaignTransitionError);
    expect(await statusOf(campaignId)).toBe('sent');
  });

  it('a campaign sending or sent is never removed', async () => {
    const { campaignId } = await insertCampaign(db, { accountId: account, recipients: 2 });
    await markSending(db, campaignId, now);
    await expect(removeCampaign(db, campaignId)).rejects.toThrow('may not move from sending to removed');
    expect(await statusOf(campaignId)).toBe('sending');
  });

  it('only a draft is accepted, once', async () => {
    const id = await openCampaign(db, { account, userId: account, name: 'n', content: 'c', sender: 's', now });
    const accepted = { account, name: 'n', sender: 's', status: 'waiting' as const, parentId: null, schedule: {}, settings: {}, contentKey: 'k', recipients: 0, creditsReserved: 0, shipments: [], now };
    await acceptCampaign(db, id, accepted);
    await expect(acceptCampaign(db, id, accepted)).rejects.toThrow(CampaignTransitionError);
  });
});
