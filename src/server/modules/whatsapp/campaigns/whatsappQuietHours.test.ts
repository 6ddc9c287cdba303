/**
 * A WhatsApp campaign's check (create-campaign-wa, validate) tells how many recipients will wait
 * for their own quiet hours when it is due and until when, as the SMS composer's summary does
 * (issue 21): due at 09:00 in Israel, the New York number waits until 08:00 there; the Israeli
 * one does not. None wait: no notice.
 */
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { defaultQuietHours } from '../../../../domain/quietHours';
import { fromZonedWallTime, zonedWallTime } from '../../../../domain/zonedTime';
import { onEachDatabase } from '../../../test/signIn';
import { campaignAccount, createWaCampaign, scriptedPeer, startCampaignApp, type CampaignTestApp } from './testWhatsAppCampaigns';

/** The next Wednesday 07:00 UTC after tomorrow: 09:00 or 10:00 in Israel, 02:00 or 03:00 in New York. */
function israeliMorningNewYorkNight(): number {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(7, 0, 0, 0);
  while (day.getUTCDay() !== 3) day.setUTCDate(day.getUTCDate() + 1);
  return day.getTime();
}

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

    const brand = await t.db
      .insertInto('brands')
      .values({ host: `wa-quiet-${account.userId}.example`, logo_name: 'Quiet', app_logo_src: '/favicon.svg', support_phone: '', support_email: '', quiet_hours: JSON.stringify(defaultQuietHours) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ brand_id: brand.id }).where('id', '=', account.userId).execute();
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
