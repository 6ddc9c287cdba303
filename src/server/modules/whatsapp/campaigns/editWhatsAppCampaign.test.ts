/**
 * Editing a scheduled WhatsApp campaign through create-campaign-wa/{campaignId} on the real
 * server, pipeline and simulator: its time, template and recipients change, the old campaign is
 * withdrawn with its reservation given back and the new one reserved in the same transaction,
 * and it then goes at its new time with its new template to its new recipients. Another
 * account's campaign is 404; one about to go or already sending is -7; neither changes a thing.
 */
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { formatIsraelDateTime } from '../../../../domain/israelTime';
import { onEachDatabase } from '../../../test/signIn';
import { addTemplate, campaignAccount, createWaCampaign, startCampaignApp, until, whatsAppBalance, type CampaignTestApp } from './testWhatsAppCampaigns';

jest.setTimeout(60_000);

const minute = 60_000;
const day = 24 * 60 * minute;

/** Noon Israel time `days` ahead (inside any sending hours), as the composer writes it. */
const noonIn = (now: number, days: number): string => `${formatIsraelDateTime(now + days * day).slice(0, 10)} 12:00`;

onEachDatabase('editing a scheduled WhatsApp campaign', (database) => {
  let t: CampaignTestApp;
  beforeAll(async () => {
    t = await startCampaignApp(database);
  });
  // Two pipelines ran here; on a loaded 2-core CI machine their teardown has passed jest's 60 s default.
  afterAll(() => t.close(), 180_000);

  const ledger = (userId: number) => t.db.selectFrom('balance_entries').select(['delta', 'reason']).where('user_id', '=', userId).where('service', '=', 'whatsapp').orderBy('id').execute();
  const campaignRow = (id: number) => t.db.selectFrom('campaigns').select(['id', 'status', 'settings', 'credits_reserved', 'recipients']).where('id', '=', id).executeTakeFirst();
  const scheduled = async (answer: Promise<{ json(): { data: { status: number; campaignId?: number } } }>) => {
    const data = (await answer).json().data;
    expect(data.status).toBe(CreateWhatsappCampaign.scheduled);
    return data.campaignId!;
  };

  test('its time, template and recipients change; the old reservation comes back and the new one is taken in one go; it goes at the new time with the new template', async () => {
    const account = await campaignAccount(t, 10, ['521000011', '521000012', '521000013']);
    const oldId = await scheduled(createWaCampaign(t, account, { validate: false, isFuture: true, startDate: noonIn(t.clock.now(), 2) }));
    expect(await whatsAppBalance(t.db, account.userId)).toBe(7);

    const second = await addTemplate(t, account, `order_again_${account.numberId}`);
    const startDate = noonIn(t.clock.now(), 3);
    const edit = { isFuture: true, startDate, templateId: second, variables: ['[שם]', '#88'], destinations: [{ type: 'new_phone', phone: '0521000021' }, { type: 'new_phone', phone: '0521000022' }] };
    // The estimate counts the old campaign's reservation as the account's again.
    expect((await createWaCampaign(t, account, { ...edit, validate: true }, oldId)).json().data).toEqual({ status: CreateWhatsappCampaign.readyToSend, recipients: 2, creditsNeeded: 2, creditsLeft: 8 });
    const edited = (await createWaCampaign(t, account, { ...edit, validate: false }, oldId)).json().data;
    expect(edited).toMatchObject({ status: CreateWhatsappCampaign.scheduled, recipients: 2, creditsNeeded: 2, creditsLeft: 8 });
    const newId = edited.campaignId as number;

    expect(await campaignRow(oldId)).toBeUndefined();
    const row = (await campaignRow(newId))!;
    expect(row).toMatchObject({ status: 'future', recipients: 2 });
    expect(Number(row.credits_reserved)).toBe(2);
    expect(JSON.parse(row.settings).whatsapp).toMatchObject({ templateId: second, templateName: `order_again_${account.numberId}`, variables: ['[שם]', '#88'] });
    const shipment = await t.db.selectFrom('shipments').select('run_at').where('campaign_id', '=', newId).executeTakeFirstOrThrow();
    expect(formatIsraelDateTime(Number(shipment.run_at))).toBe(startDate);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(8);
    expect((await ledger(account.userId)).map((e) => [Number(e.delta), e.reason])).toEqual([
      [-3, 'campaign.reserve'],
      [3, 'campaign.edit'],
      [-2, 'campaign.reserve'],
    ]);

    // Its new time comes: the new recipients get the new template; the old recipients nothing.
    t.clock.advance(Number(shipment.run_at) - t.clock.now() + minute);
    const pipeline = await t.startPipeline();
    try {
      await until(async () => (await campaignRow(newId))?.status === 'sent');
      await t.sim!.control.settled();
    } finally {
      await pipeline.stop();
    }
    const atMeta = t.sim!.control.sent().filter((m) => m.phoneNumberId === account.phoneNumberId);
    expect(atMeta.map((m) => [m.to, m.template?.name]).sort()).toEqual([
      ['972521000021', `order_again_${account.numberId}`],
      ['972521000022', `order_again_${account.numberId}`],
    ]);
  });

  test("another account's campaign is 404; one within 10 minutes of its start or already sending is -7; nothing changes", async () => {
    const account = await campaignAccount(t, 10, ['521000031', '521000032']);
    const other = await campaignAccount(t, 10, ['521000041']);
    const id = await scheduled(createWaCampaign(t, account, { validate: false, isFuture: true, startDate: noonIn(t.clock.now(), 1) }));
    const before = { row: await campaignRow(id), balance: await whatsAppBalance(t.db, account.userId), ledger: await ledger(account.userId) };
    const unchanged = async () => expect({ row: await campaignRow(id), balance: await whatsAppBalance(t.db, account.userId), ledger: await ledger(account.userId) }).toEqual(before);
    const later = { isFuture: true, startDate: noonIn(t.clock.now(), 2) };

    for (const validate of [true, false]) expect((await createWaCampaign(t, other, { ...later, validate }, id)).statusCode).toBe(404);
    expect((await createWaCampaign(t, account, { ...later, validate: false }, 987_654_321)).statusCode).toBe(404);
    expect(await whatsAppBalance(t.db, other.userId)).toBe(10);
    await unchanged();

    const shipment = await t.db.selectFrom('shipments').select('run_at').where('campaign_id', '=', id).executeTakeFirstOrThrow();
    t.clock.advance(Number(shipment.run_at) - t.clock.now() - 5 * minute);
    expect((await createWaCampaign(t, account, { ...later, validate: false }, id)).json().data).toEqual({ status: CreateWhatsappCampaign.cannotChange });
    await unchanged();

    t.clock.advance(6 * minute);
    const pipeline = await t.startPipeline();
    try {
      await until(async () => ['sending', 'sent'].includes((await campaignRow(id))?.status ?? ''));
      expect((await createWaCampaign(t, account, { ...later, validate: false }, id)).json().data).toEqual({ status: CreateWhatsappCampaign.cannotChange });
      await until(async () => (await campaignRow(id))?.status === 'sent');
    } finally {
      await pipeline.stop();
    }
    expect(await campaignRow(id)).toMatchObject({ id, status: 'sent' });
    expect(t.sim!.control.sent().filter((m) => m.phoneNumberId === account.phoneNumberId)).toHaveLength(2);
    expect(await whatsAppBalance(t.db, account.userId)).toBe(8);
  });
});
