/**
 * A WhatsApp campaign's check (create-campaign-wa, validate) tells how many recipients will wait
 * for their own quiet hours when it is due and until when, as the SMS composer's summary does
 * (issue 21): due at 09:00 in Israel, the New York number waits until 08:00 there; the Israeli
 * one does not. None wait: no notice.
 */
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { fromZonedWallTime, zonedWallTime } from '../../../../domain/zonedTime';
import { onEachDatabase } from '../../../test/signIn';
import { israeliMorningNewYorkNight, keepBuiltInQuietHours } from '../../../test/testQuietHours';
import { campaignAccount, createWaCampaign, scriptedPeer, startCampaignApp, type CampaignTestApp } from './testWhatsAppCampaigns';

onEachDatabase('the WhatsApp campaign check tells who waits for quiet hours', (database) => {
  let t: CampaignTestApp;
  beforeAll(async () => {
    t = await startCampaignApp({ ...database, peer: scriptedPeer().api });
  });
  afterAll(() => t.close());

  test('one recipient of two waits, until 08:00 in New York; with no quiet hours of its brand, none', async () => {
    const account = await campaignAccount(t, 10, ['525550001', '12126647665']);
    const start = israeliMorningNewYorkNight();
    const check = () => createWaCampaign(t, account, { validate: true, isFuture: true, startDate: formatIsraelDateTime(start) });

    // The test installation keeps no quiet hours: nobody waits, and the answer has no notice.
    expect((await check()).json().data).toEqual({ status: CreateWhatsappCampaign.readyToSend, recipients: 2, creditsNeeded: 2, creditsLeft: 8 });

    await keepBuiltInQuietHours(t.db, account.userId);
    const ny = zonedWallTime('America/New_York', start);
    const eight = fromZonedWallTime('America/New_York', ny.year, ny.month, ny.day, 8, 0);
    expect((await check()).json().data).toEqual({
      status: CreateWhatsappCampaign.readyToSend,
      recipients: 2,
      creditsNeeded: 2,
      creditsLeft: 8,
      quietHours: { recipients: 1, until: formatIsraelDateTime(eight) },
    });
    // Only a check: nothing written.
    expect(await t.db.selectFrom('campaigns').select('id').where('account_id', '=', account.userId).execute()).toEqual([]);
  });
});
