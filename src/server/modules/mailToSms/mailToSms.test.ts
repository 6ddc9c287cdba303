import { createTransport } from 'nodemailer';
import { Group } from '../../../domain/access';
import { testConfig } from '../../config';
import { startPipeline } from '../../messaging/pipeline';
import { SimulatorProvider } from '../../messaging/providers/simulator';
import { waitUntil } from '../../messaging/testCampaigns';
import { onEachDatabase } from '../../test/signIn';
import { insertUser, startTestApp, type TestApp } from '../../test/testApp';
import { sendingAccount, smsBalance } from '../campaigns/sendTesting';
import { startMailToSms, type MailToSmsListener } from './mailToSmsListener';

const domain = 'sms.example';

onEachDatabase('mail-to-SMS (a real SMTP client)', (dbOptions) => {
  let t: TestApp;
  let listener: MailToSmsListener;
  const maxBytes = 4 * 1024;

  beforeAll(async () => {
    t = await startTestApp({}, dbOptions);
    const config = testConfig();
    listener = await startMailToSms({ db: t.db, config: { ...config, mail: { ...config.mail, mailToSmsDomain: domain, mailToSmsMaxBytes: maxBytes } }, port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await listener.close();
    await t.close();
  });

  /** A real SMTP client (nodemailer) talking to the listener. */
  const mail = (message: { from: string; to: string | string[]; subject?: string; text?: string }) =>
    createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true }).sendMail(message);
  /** What nodemailer reports of a refusal: the SMTP code and the server's text. */
  const refusalOf = async (message: Parameters<typeof mail>[0]) => {
    const error = await mail(message).then(
      () => null,
      (e: { responseCode?: number; response?: string }) => e,
    );
    expect(error).not.toBeNull();
    return { code: error!.responseCode, response: error!.response ?? '' };
  };
  const withAddresses = (userId: number, addresses: string[]) => t.db.updateTable('users').set({ allowed_emails: JSON.stringify(addresses) }).where('id', '=', userId).execute();
  const campaignsOf = (account: number) => t.db.selectFrom('campaigns').select(['id', 'account_id', 'user_id', 'content', 'recipients', 'credits_reserved']).where('account_id', '=', account).orderBy('id').execute();
  const allCampaigns = async () => (await t.db.selectFrom('campaigns').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

  it('a mail from an account\'s SMS-to-mail address becomes an SMS campaign of that account, its subject the text, charged like any SMS', async () => {
    const a = await sendingAccount(t, 10, []);
    await withAddresses(a.userId, ['Owner@Example.com']);
    const before = await smsBalance(t.db, a.userId);

    const info = await mail({ from: 'owner@example.com', to: ['0521230001@sms.example', '+972521230002@SMS.example'], subject: 'The shop opens at 9', text: 'ignored: the subject is the SMS' });

    expect(info.accepted).toHaveLength(2);
    const [campaign] = await campaignsOf(a.userId);
    expect(campaign).toMatchObject({ account_id: a.userId, user_id: a.userId, content: 'The shop opens at 9', recipients: 2 });
    expect(await smsBalance(t.db, a.userId)).toBe(before - 2);

    // The pipeline sends it like any campaign: the two messages go out and are delivered.
    const pipeline = await startPipeline({ db: t.db, provider: new SimulatorProvider({ latencyMs: 1, receiptDelayMs: 1, outcomes: { delivered: 1 }, replyShare: 0, seed: 5 }), tickMs: 20 });
    try {
      const delivered = () => t.db.selectFrom('messages').select(['phone', 'text', 'delivery_status']).where('campaign_id', '=', campaign!.id).where('delivery_status', 'is not', null).orderBy('phone').execute();
      await waitUntil(async () => (await delivered()).length === 2, 10_000, 'delivered');
      expect((await delivered()).map((m) => [m.phone, m.text])).toEqual([
        ['972521230001', 'The shop opens at 9'],
        ['972521230002', 'The shop opens at 9'],
      ]);
    } finally {
      await pipeline.stop();
    }
  });

  it('without a subject the body\'s first text is sent (an address with LIKE\'s wildcards in it is found all the same)', async () => {
    const a = await sendingAccount(t, 10, []);
    await withAddresses(a.userId, ['john_doe%1@example.com']);
    await mail({ from: 'John_Doe%1@example.com', to: '0521230003@sms.example', text: 'Call me back\nplease\n\n--\nA signature' });
    expect((await campaignsOf(a.userId)).map((c) => c.content)).toEqual(['Call me back\nplease']);
  });

  it('refuses an unknown sender, a recipient outside the domain or not a phone, and an oversize mail, with 5xx and a reason, writing nothing', async () => {
    const a = await sendingAccount(t, 10, []);
    await withAddresses(a.userId, ['known@example.com']);
    const before = await allCampaigns();
    const balance = await smsBalance(t.db, a.userId);

    expect(await refusalOf({ from: 'stranger@example.com', to: '0521230001@sms.example', subject: 'hi' })).toMatchObject({ code: 550, response: expect.stringContaining('is not an SMS-to-mail address of any account') });
    expect(await refusalOf({ from: 'known@example.com', to: '0521230001@elsewhere.example', subject: 'hi' })).toMatchObject({ code: 550, response: expect.stringContaining('only <phone>@sms.example is accepted') });
    expect(await refusalOf({ from: 'known@example.com', to: '12345@sms.example', subject: 'hi' })).toMatchObject({ code: 550, response: expect.stringContaining('12345 is not a phone an SMS can go to') });
    expect(await refusalOf({ from: 'known@example.com', to: '0521230001@sms.example', subject: 'big', text: 'x'.repeat(maxBytes * 2) })).toMatchObject({ code: 552 });

    expect(await allCampaigns()).toBe(before);
    expect(await smsBalance(t.db, a.userId)).toBe(balance);
  });

  it('another account\'s address sends as that account only; an address two accounts list sends as neither', async () => {
    const a = await sendingAccount(t, 10, []);
    const b = await sendingAccount(t, 10, []);
    await withAddresses(a.userId, ['a@example.com', 'shared@example.com']);
    await withAddresses(b.userId, ['b@example.com', 'shared@example.com']);

    await mail({ from: 'b@example.com', to: '0521230001@sms.example', subject: 'from b' });
    expect(await campaignsOf(a.userId)).toEqual([]);
    expect((await campaignsOf(b.userId)).map((c) => c.content)).toEqual(['from b']);
    expect(await smsBalance(t.db, a.userId)).toBe(10);

    expect(await refusalOf({ from: 'shared@example.com', to: '0521230001@sms.example', subject: 'whose?' })).toMatchObject({ code: 550, response: expect.stringContaining('more than one account') });
    expect(await campaignsOf(a.userId)).toHaveLength(0);
    expect(await campaignsOf(b.userId)).toHaveLength(1);
  });

  it('the send\'s own checks still hold: a user without the send permission and an account without credits are refused with the rule\'s name', async () => {
    const reader = await insertUser(t.db, { group: Group.customer });
    await withAddresses(reader, ['reader@example.com']);
    expect(await refusalOf({ from: 'reader@example.com', to: '0521230001@sms.example', subject: 'hi' })).toMatchObject({ code: 550, response: expect.stringContaining('may not send SMS') });

    const poor = await sendingAccount(t, 0, []);
    await withAddresses(poor.userId, ['poor@example.com']);
    expect(await refusalOf({ from: 'poor@example.com', to: '0521230001@sms.example', subject: 'hi' })).toMatchObject({ code: 550, response: expect.stringContaining('The SMS was refused: zeroCredits') });
    expect(await campaignsOf(poor.userId)).toEqual([]);
  });
});
